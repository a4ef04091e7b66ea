import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const HEADER = 'x-correlation-id';
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Request id = correlation id: the caller's when it sent a sane one, else a new UUID. */
export function correlationId(request: IncomingMessage): string {
  const incoming = request.headers[HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

export const CORRELATION_HEADER = 'X-Correlation-Id';
