import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, once it is answered: method, path, status and time. Fastify's
 * default writes two, one on arrival too, and each line is a synchronous write to stdout: about
 * 0.1 ms of every call. Errors keep their own lines (error-handler.ts), with the same reqId.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
