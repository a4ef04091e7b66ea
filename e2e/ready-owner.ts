import { expect, type APIRequestContext } from '@playwright/test';
import { verifiedOwner } from './accounts.js';

/**
 * A verified owner whose setup wizard is already finished (through the API), for specs about
 * other pages: the wizard would otherwise open over them on every load.
 */
export async function readyOwner(request: APIRequestContext, fullname = 'Marie Tremblay') {
  const owner = await verifiedOwner(request, fullname);
  const signin = await request.post('/api/auth/signin', { data: { username: owner.email, password: owner.password } });
  expect(signin.status()).toBe(200);
  const { data: session } = (await signin.json()) as { data: { accessToken: string; user: { uuid: string; username: string; account: { uuid: string } } } };
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const features = (await (await request.get('/api/features/setup', { headers })).json()) as { data: { id: number }[] };
  for (const feature of features.data) {
    expect((await request.post(`/api/features/${feature.id}/complete`, { headers })).ok()).toBe(true);
  }
  return { ...owner, user: session.user, accessToken: session.accessToken };
}
