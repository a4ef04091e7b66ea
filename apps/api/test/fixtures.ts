import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

export const STRONG_PASSWORD = 'Garage!2026';

let counter = 0;
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@garage.test`;
}

let ipCounter = 0;
/**
 * A client address never used before in this file. Throttling counts per IP, so each helper call
 * gets its own address unless a test passes one on purpose.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The token carried by the validation link of a captured mail. */
export function tokenFromLink(links: string[]): string {
  const link = links.find((l) => l.includes('/verify-email?t='));
  if (!link) throw new Error(`no validation link in ${links.join(', ')}`);
  return decodeURIComponent(link.split('t=')[1]!);
}

export const isVerificationMail = (m: { links: string[]; subject: string }) => m.links.some((l) => l.includes('verify-email')) && /Confirm|Confirmez/.test(m.subject);
export const isResetMail = (m: { links: string[]; subject: string }) => m.links.some((l) => l.includes('verify-email')) && /Reset|Réinitialisation/.test(m.subject);

export async function signup(t: TestApp, body: { fullname?: string; email?: string; password?: string; preferences?: object } = {}, ip: string = uniqueIp()) {
  const email = body.email ?? uniqueEmail();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: ip,
    payload: { fullname: body.fullname ?? 'Marie Tremblay', email, password: body.password ?? STRONG_PASSWORD, preferences: body.preferences },
  });
  return { response, email };
}

export function signin(t: TestApp, username: string, password: string = STRONG_PASSWORD, ip: string = uniqueIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: ip, payload: { username, password } });
}

export type Owner = {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  user: { uuid: string; id: number; username: string; account: { uuid: string } };
  auth: { authorization: string };
};

/** Signs up and follows the verification mail: a verified owner who has not signed in yet. */
export async function verifiedOwner(t: TestApp, body: { fullname?: string; email?: string; password?: string } = {}) {
  const { email } = await signup(t, body);
  const mail = await t.mail.waitFor(email, isVerificationMail);
  const verified = await t.app.inject({ method: 'GET', url: `/api/users/verify/${encodeURIComponent(tokenFromLink(mail.links))}` });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return { email, password: body.password ?? STRONG_PASSWORD };
}

/** Signs up, follows the verification mail, and signs in: a ready owner with tokens. */
export async function signedInOwner(t: TestApp, body: { fullname?: string; email?: string; password?: string } = {}): Promise<Owner> {
  const { email, password } = await verifiedOwner(t, body);
  return { email, password, ...(await sessionOf(t, email, password)) };
}

/** Signs in an existing, verified user: a new session. */
export async function sessionOf(t: TestApp, login: string, password: string = STRONG_PASSWORD) {
  const response = await signin(t, login, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const data = response.json().data as { accessToken: string; refreshToken: string; user: Owner['user'] };
  return { ...data, auth: { authorization: `Bearer ${data.accessToken}` } };
}

/**
 * What a caller can observe of an answer besides the per-request values: status, headers (but the
 * correlation id and date) and the body without correlationId/timestamp.
 */
export function observable(response: LightMyRequestResponse) {
  const { 'x-correlation-id': _id, date: _date, ...headers } = response.headers;
  const body = response.json() as Record<string, unknown>;
  const { correlationId: _c, timestamp: _t, ...rest } = body;
  return { status: response.statusCode, headers, body: rest };
}
