// A verified shop owner on a benchmark server (file outbox mode: the token is read from the .eml).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export async function post(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

export async function verifiedOwner(server, dataDir) {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@atelier.test`;
  const password = 'Garage!2026';
  await post(`${server.url}/api/auth/signup`, { fullname: 'Banc Essai', email, password });
  let token;
  for (let i = 0; i < 100 && !token; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const dir = join(dataDir, 'mail');
    let files = [];
    try {
      files = readdirSync(dir);
    } catch {
      // no mail yet
    }
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (text.includes(email)) token = /verify-email\?t=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    }
  }
  if (!token) throw new Error('no verification mail in the outbox');
  await fetch(`${server.url}/api/users/verify/${token}`);
  return { email, password };
}
