// VIN decoding p50: cold (first call: vPIC unpacked and opened), warm (new VINs), cached (same VIN).
import { median } from './server.mjs';
import { post, verifiedOwner } from './owner.mjs';

async function timedGet(url, authorization) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function benchVin(server, dataDir, { calls = 100 } = {}) {
  const owner = await verifiedOwner(server, dataDir);
  const signin = await post(`${server.url}/api/auth/signin`, { username: owner.email, password: owner.password });
  const auth = `Bearer ${signin.body.data.accessToken}`;
  const vin = (n) => `1HGCM82633A${String(100000 + n).slice(-6)}`;
  const coldMs = await timedGet(`${server.url}/api/vin/${vin(0)}`, auth);
  const warm = [];
  for (let i = 1; i <= calls; i++) warm.push(await timedGet(`${server.url}/api/vin/${vin(i)}`, auth));
  const cached = [];
  for (let i = 0; i < calls; i++) cached.push(await timedGet(`${server.url}/api/vin/${vin(1)}`, auth));
  const p50Warm = median(warm);
  const p50Cached = median(cached);
  return { coldMs: Math.round(coldMs), p50WarmMs: +p50Warm.toFixed(2), p50CachedMs: +p50Cached.toFixed(2), ratioColdToWarm: +(coldMs / p50Warm).toFixed(1) };
}
