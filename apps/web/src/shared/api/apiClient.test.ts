import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './apiClient';

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  const body = { data: { workorders: { used: 3, limit: 50 } }, metadata: { period: { start: 'a', end: 'b' } } };

  it('answers the data of the body', async () => {
    answer(body);
    expect(await apiRequest('/accounts/usage', { auth: false, track: false })).toEqual(body.data);
  });

  it('answers the whole body (data and metadata) when asked for the envelope', async () => {
    answer(body);
    expect(await apiRequest('/accounts/usage', { auth: false, track: false, envelope: true })).toEqual(body);
  });
});
