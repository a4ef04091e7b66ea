import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, errorCodeForStatus, errorTypeForStatus, type ApiError, type ErrorCode, type ErrorDetail, type PlanRefusal } from '@atelier/contracts';
import { reportServerError } from '../observability/reporter.js';
import { AppError } from './app-error.js';
import { CORRELATION_HEADER } from './correlation.js';
import { SUBRESOURCE_CSP } from './security-headers.js';

const KNOWN_CODES = new Set<string>(ERROR_CODES);

export function errorBody(request: FastifyRequest, status: number, code: ErrorCode, details: ErrorDetail[] = [], plan?: PlanRefusal): ApiError {
  return {
    type: errorTypeForStatus(status),
    message: code,
    details,
    correlationId: String(request.id),
    timestamp: new Date().toISOString(),
    ...(plan ? { plan } : {}),
  };
}

/** Zod issues → details whose messages are catalogue codes (custom messages are codes already). */
function validationDetails(error: { validation: { instancePath: string; message?: string }[] }, context?: string): ErrorDetail[] {
  return error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || '',
    message: issue.message && KNOWN_CODES.has(issue.message) ? issue.message : 'ERR_VALIDATION',
  }));
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: text it cannot store such as a NUL character,
 * a number out of its column's range, an invalid cast) come from the client's input that the
 * contracts let through, not from a bug: a 400 rather than a 500. The contracts bound what they
 * can; this is the net under them.
 */
function isDataException(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } })?.cause ?? (error as { code?: unknown });
  const code = cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * SQLSTATE 'P0A14': migration 0017's triggers refuse a change to an issued invoice, credit note,
 * its lines, payments, PDF or journal (issue 14). The code checks first; when a race or a path it
 * missed reaches the trigger, the client still gets the catalogue's 409, never a 500.
 */
function isIssuedDocumentRefusal(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === 'P0A14') return true;
  }
  return false;
}

/**
 * The database is unreachable or going away (stopped, crashed, restarting, refusing connections):
 * the client may try again shortly, so 503 rather than a 500. PostgreSQL's class 08 (connection
 * exception), 57P01-57P03 (shut down, crash shutdown, cannot connect now), 53300 (too many
 * connections); the socket's own errors; node-postgres's and pg-pool's messages for a lost or
 * timed-out connection. The error may be wrapped (drizzle's query error): its causes are read too.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    // An AggregateError (every address of localhost refused) carries the socket errors in errors[].
    if (Array.isArray((e as { errors?: unknown[] }).errors) && (e as { errors: unknown[] }).errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/**
 * Failures the router meets before any hook or handler runs (a URL that cannot be decoded, a
 * path parameter over the router's length limit): without this Fastify answers them with its own
 * body, which is not the error object and has no correlation id.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header(CORRELATION_HEADER, request.id);
  // The router refused the URL before the hooks that set the security headers ran: an error page
  // that nobody frames, sniffs or caches all the same.
  reply.headers({ 'content-security-policy': SUBRESOURCE_CSP, 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ err: { code: error.code } }, 'client error');
    void reply.code(400).send(errorBody(request, 400, 'ERR_VALIDATION'));
    return;
  }
  request.log.error({ err: error }, 'unhandled framework error');
  reportUnexpected(error, request, 500);
  void reply.code(500).send(errorBody(request, 500, 'ERR_INTERNAL'));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over the size
 * limit, malformed HTTP, a client too slow): the error object too, with a correlation id in the
 * body and the X-Correlation-Id header, then the connection is closed and says so.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'ERR_PAYLOAD_TOO_LARGE'] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'ERR_VALIDATION'] : [400, 'ERR_VALIDATION'];
  const correlationId = randomUUID();
  this.log.info({ err: { code: error.code }, correlationId }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ type: errorTypeForStatus(status), message: code, details: [], correlationId, timestamp: new Date().toISOString() } satisfies ApiError);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `${CORRELATION_HEADER}: ${correlationId}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A 5xx nobody meant (a bug, the database lost during a request) goes to error reporting with the
 * correlation id the client was shown; the catalogue's answers (AppError, 4xx) never do. The route
 * is its pattern (/api/public/bookings/:token), never the URL with its tokens.
 */
function reportUnexpected(error: unknown, request: FastifyRequest, status: number): void {
  reportServerError(error, {
    correlation_id: String(request.id),
    method: request.method,
    route: request.routeOptions?.url ?? 'unknown',
    status: String(status),
  });
}

/** Every failure leaves as the spec's error object; a bug is a 500 with no internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(request, error.statusCode, error.code, error.details, error.plan));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(request, 400, 'ERR_VALIDATION', validationDetails(error, error.validationContext)));
    }
    if (isDataException(error)) {
      request.log.warn({ err: { code: 'DATA_EXCEPTION', sqlstate: (error as { cause?: { code?: string } }).cause?.code ?? error.code } }, 'client error');
      return reply.code(400).send(errorBody(request, 400, 'ERR_VALIDATION'));
    }
    if (isIssuedDocumentRefusal(error)) {
      request.log.info({ err: { code: 'P0A14', message: error.message } }, 'client error');
      return reply.code(409).send(errorBody(request, 409, 'ERR_INVOICE_ISSUED'));
    }
    if (isDatabaseUnavailable(error)) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? error;
      request.log.warn({ err: { code: cause.code, message: cause.message } }, 'service unavailable');
      reportUnexpected(error, request, 503);
      return reply.code(503).send(errorBody(request, 503, 'ERR_SERVICE_UNAVAILABLE'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return reply.code(status).send(errorBody(request, status, errorCodeForStatus(status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    const serverStatus = status === 503 ? 503 : 500;
    reportUnexpected(error, request, serverStatus);
    return reply.code(serverStatus).send(errorBody(request, serverStatus, serverStatus === 503 ? 'ERR_SERVICE_UNAVAILABLE' : 'ERR_INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!path.startsWith('/api') && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      // Hash routing: a typed path such as /signin lands on the same screen of the app.
      return reply.redirect(`/#${path}`);
    }
    return reply.code(404).send(errorBody(request, 404, 'ERR_ROUTE_NOT_FOUND'));
  });
}
