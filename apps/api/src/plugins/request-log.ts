import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is answered (Fastify writes two, with whole request and
 * reply objects): method, address, status and time. Bodies and headers, which hold passwords,
 * codes and tokens, are never logged.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Logged once, when answered.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      'request',
    );
  }
}
