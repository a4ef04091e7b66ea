import type { TestApp } from './test-app.js';

export const STRONG_PASSWORD = 'Garage!2026';

let counter = 0;
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@garage.test`;
}

/** The token carried by the validation link of a captured mail. */
export function tokenFromLink(links: string[]): string {
  const link = links.find((l) => l.includes('/verify-email?t='));
  if (!link) throw new Error(`no validation link in ${links.join(', ')}`);
  return decodeURIComponent(link.split('t=')[1]!);
}

export async function signup(t: TestApp, body: { fullname?: string; email?: string; password?: string; preferences?: object } = {}) {
  const email = body.email ?? uniqueEmail();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { fullname: body.fullname ?? 'Marie Tremblay', email, password: body.password ?? STRONG_PASSWORD, preferences: body.preferences },
  });
  return { response, email };
}

/** Signs up, follows the verification mail, and signs in: a ready owner with tokens. */
export async function signedInOwner(t: TestApp, body: { fullname?: string; email?: string; password?: string } = {}) {
  const { email } = await signup(t, body);
  const mail = await t.mail.waitFor(email, (m) => m.links.some((l) => l.includes('verify-email')));
  await t.app.inject({ method: 'GET', url: `/api/users/verify/${encodeURIComponent(tokenFromLink(mail.links))}` });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: email, password: body.password ?? STRONG_PASSWORD },
  });
  const data = response.json().data as { accessToken: string; refreshToken: string; user: { uuid: string; username: string } };
  return { email, ...data, auth: { authorization: `Bearer ${data.accessToken}` } };
}
