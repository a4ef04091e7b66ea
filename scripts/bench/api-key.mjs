// p50 of GET /api/accounts authenticated with an API key, as a ratio to the same call with a JWT.
import { median } from './server.mjs';
import { post, verifiedOwner } from './owner.mjs';

async function timed(url, authorization) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function benchApiKey(server, dataDir, { calls = 500 } = {}) {
  const owner = await verifiedOwner(server, dataDir);
  const signin = await post(`${server.url}/api/auth/signin`, { username: owner.email, password: owner.password });
  const jwt = `Bearer ${signin.body.data.accessToken}`;
  const created = await post(`${server.url}/api/api-keys`, { name: 'bench' }, { authorization: jwt });
  if (created.status !== 201) throw new Error(`API key creation answered ${created.status}`);
  const key = `Bearer ${created.body.data.key}`;
  const url = `${server.url}/api/accounts`;
  for (let i = 0; i < 50; i++) await Promise.all([timed(url, jwt), timed(url, key)]); // warm-up
  const withJwt = [];
  const withKey = [];
  // Interleaved so both see the same machine noise.
  for (let i = 0; i < calls; i++) {
    withJwt.push(await timed(url, jwt));
    withKey.push(await timed(url, key));
  }
  const p50Jwt = median(withJwt);
  const p50Key = median(withKey);
  return { calls, p50JwtMs: +p50Jwt.toFixed(3), p50ApiKeyMs: +p50Key.toFixed(3), ratioApiKeyToJwt: +(p50Key / p50Jwt).toFixed(2) };
}
