import type { Availability, BookingBody, Challenge, CodeVerifyResult, Hold, PublicBooking, PublicShop } from '@atelier/contracts/booking';
import type { ErrorCode } from '@atelier/contracts/errors';

/*
 * The widget's calls (packages/contracts/src/booking.ts). Types only: the server validates, the
 * widget's bundle carries no schema library.
 */

/** An API refusal: its catalogue code and, for ERR_SLOT_TAKEN, the next free slots (ISO starts). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'ERR_NETWORK',
    readonly status: number,
    readonly nextSlots: string[] = [],
  ) {
    super(code);
  }
}

type ErrorObject = { message?: string; details?: { field?: string; message?: string }[] };

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/public/${path}`, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('ERR_NETWORK', 0);
  }
  if (response.status === 204) return undefined as T;
  const json = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (json ?? {}) as ErrorObject;
    const nextSlots = (error.details ?? []).filter((d) => d.field === 'nextSlot' && d.message).map((d) => d.message!);
    throw new ApiError((error.message as ErrorCode) ?? 'ERR_INTERNAL', response.status, nextSlots);
  }
  // Every answer of the API is `{ data }` (http/types.ts ok()).
  return (json as { data: T }).data;
}

const shop = (slug: string) => `shops/${encodeURIComponent(slug)}`;

export const api = {
  shop: (slug: string) => call<PublicShop>('GET', shop(slug)),
  availability: (slug: string, date: string, services: number[]) => call<Availability>('GET', `${shop(slug)}/availability?date=${date}&services=${services.join(',')}`),
  hold: (slug: string, start: string, services: number[], replace: string | null) => call<Hold>('POST', `${shop(slug)}/holds`, { start, services, replace }),
  challenge: (slug: string) => call<Challenge>('GET', `${shop(slug)}/challenge`),
  requestCode: (slug: string, email: string, altcha: string | null) => call<{ sent: true; expiresAt: string }>('POST', `${shop(slug)}/codes`, { email, altcha }),
  verifyCode: (slug: string, email: string, code: string) => call<CodeVerifyResult>('POST', `${shop(slug)}/codes/verify`, { email, code }),
  book: (slug: string, body: BookingBody) => call<{ token: string; booking: PublicBooking }>('POST', `${shop(slug)}/bookings`, body),
  booking: (token: string) => call<PublicBooking>('GET', `bookings/${encodeURIComponent(token)}`),
  move: (token: string, start: string, altcha: string | null) => call<PublicBooking>('PATCH', `bookings/${encodeURIComponent(token)}`, { start, altcha }),
  cancel: (token: string) => call<PublicBooking | undefined>('DELETE', `bookings/${encodeURIComponent(token)}`),
};
