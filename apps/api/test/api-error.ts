import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ERROR_CODES, apiErrorSchema, type ErrorCode, type ErrorDetail } from '@atelier/contracts';

/** The heading type the client shows for each status (written out, not taken from the server). */
const TYPE_OF_STATUS: Record<number, string> = {
  400: 'VALIDATION',
  401: 'AUTHENTICATION',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'VALIDATION',
  415: 'VALIDATION',
  422: 'VALIDATION',
  429: 'RATE_LIMIT',
  500: 'SERVER',
  503: 'SERVER',
};

/**
 * Asserts the spec's error object (shell §3, guide §3): exactly type, message, details,
 * correlationId, timestamp; message is a catalogue code; the correlation id is the header's.
 * Answers the parsed body.
 */
export function expectApiError(response: LightMyRequestResponse, status: number, code: ErrorCode, details?: ErrorDetail[]) {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['correlationId', 'details', 'message', 'timestamp', 'type']);
  const parsed = apiErrorSchema.parse(body);
  expect(parsed.message).toBe(code);
  expect(ERROR_CODES).toContain(parsed.message);
  expect(parsed.type).toBe(TYPE_OF_STATUS[status]);
  if (details) expect(parsed.details).toEqual(details);
  for (const detail of parsed.details) expect(ERROR_CODES).toContain(detail.message);
  expect(parsed.correlationId).not.toBe('');
  expect(response.headers['x-correlation-id']).toBe(parsed.correlationId);
  expect(new Date(parsed.timestamp).toISOString()).toBe(parsed.timestamp);
  expect(Math.abs(Date.now() - Date.parse(parsed.timestamp))).toBeLessThan(60_000);
  return parsed;
}
