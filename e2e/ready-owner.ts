import { expect, type APIRequestContext } from '@playwright/test';
import { verifiedOwner } from './accounts.js';
import { uniqueEmail, waitForMail } from './mail.js';

export interface ReadyOwner {
  email: string;
  password: string;
  fullname: string;
  accessToken: string;
  user: { uuid: string; username: string; account: { uuid: string } };
}

/**
 * A verified owner signed in through the API (its token serves direct calls), with the setup
 * wizard finished so it never opens over the pages under test. Sign-ups are throttled per IP
 * (20 an hour), so a spec file shares one owner between its tests where it can.
 */
export async function readyOwner(request: APIRequestContext, fullname = 'Marie Tremblay'): Promise<ReadyOwner> {
  const owner = await verifiedOwner(request, fullname);
  const signin = await request.post('/api/auth/signin', { data: { username: owner.email, password: owner.password } });
  expect(signin.status()).toBe(200);
  const { data: session } = (await signin.json()) as { data: { accessToken: string; user: ReadyOwner['user'] } };
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const features = (await (await request.get('/api/features/setup', { headers })).json()) as { data: { id: number }[] };
  for (const feature of features.data) {
    expect((await request.post(`/api/features/${feature.id}/complete`, { headers })).ok()).toBe(true);
  }
  return { ...owner, user: session.user, accessToken: session.accessToken };
}

/** A member invited by `owner` through the API who has already set a password from the mail. */
export async function invitedMember(request: APIRequestContext, owner: ReadyOwner, fullname: string, permissionFlags = 'EMPLOYEE') {
  const email = uniqueEmail('membre');
  const username = `m${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const invited = await request.post('/api/users/invite', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { fullname, username, email, permissionFlags },
  });
  expect(invited.status()).toBe(201);
  const { data: user } = (await invited.json()) as { data: { uuid: string } };
  const mail = await waitForMail(email);
  const link = mail.links.find((l) => l.includes('/verify-email?t='))!;
  const token = new URLSearchParams(new URL(link).hash.split('?')[1]).get('t')!;
  const password = 'Membre#2026';
  expect((await request.get(`/api/users/verify/${encodeURIComponent(token)}`)).ok()).toBe(true);
  expect((await request.put(`/api/users/reset-password/${encodeURIComponent(token)}`, { data: { password } })).ok()).toBe(true);
  return { uuid: user.uuid, email, username, password, fullname };
}
