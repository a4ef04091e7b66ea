import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api';

const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('the widget API client', () => {
  it("unwraps the API's { data } and calls the public route of the shop", async () => {
    const fetch = reply(200, { data: { date: '2026-12-01', slots: [], nextDate: null } });
    vi.stubGlobal('fetch', fetch);
    expect(await api.availability('garage-x', '2026-12-01', [3, 4])).toEqual({ date: '2026-12-01', slots: [], nextDate: null });
    expect(fetch).toHaveBeenCalledWith('/api/public/shops/garage-x/availability?date=2026-12-01&services=3,4', expect.objectContaining({ method: 'GET' }));
  });

  it('turns a refusal into its catalogue code with the next free slots, and a network failure into ERR_NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      reply(409, {
        type: 'CONFLICT',
        message: 'ERR_SLOT_TAKEN',
        details: [
          { field: 'nextSlot', message: '2026-12-01T15:00:00.000Z' },
          { field: 'nextSlot', message: '2026-12-01T15:30:00.000Z' },
          { field: 'other', message: 'x' },
        ],
      }),
    );
    const refused = await api.hold('garage-x', '2026-12-01T14:00:00.000Z', [3], null).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'ERR_SLOT_TAKEN', status: 409, nextSlots: ['2026-12-01T15:00:00.000Z', '2026-12-01T15:30:00.000Z'] });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.shop('garage-x')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});
