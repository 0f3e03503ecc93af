import { ArgumentsHost, Catch, ExceptionFilter, NotFoundException } from '@nestjs/common';
import { httpStatusOf } from '@redhope/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceUnavailableError } from '../errors/database-unavailable';
import { toAppError } from '../errors/to-app-error';
import { sendHtml, type StaticHtml } from '../http/html-answer';
import type { Metrics } from '../metrics/metrics';
import { RateLimitedError } from '../rate-limit/rate-limit.service';
import { envelope } from './envelope';
import { isSpaPath } from './spa';

/**
 * The one HTTP error mapping: every error reaching a REST route, and every unmatched URL, leaves
 * as the envelope with the code's status. Unmatched page URLs get the client app instead, so a
 * deep link such as /request/abc loads it.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly spaIndex?: StaticHtml,
    private readonly metrics?: Metrics,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.sent) return;

    if (exception instanceof NotFoundException && this.spaIndex && isSpaPath(request)) {
      void sendHtml(request, reply.code(200), this.spaIndex);
      return;
    }

    const error = toAppError(exception, request.id);
    const status = httpStatusOf(error.code);
    this.metrics?.errors.inc({ code: error.code, transport: 'rest' });
    if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError) void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply
      .code(status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(envelope(status, { code: error.code, ...(error.fields ? { fields: error.fields } : {}) }, error.message));
  }
}
