import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { envelope, type Envelope } from './envelope';
import { MessagedResult, RESPONSE_MESSAGE, SerializedData } from './response-message.decorator';

/** Wraps what a REST handler returns in the envelope. GraphQL and SSE pass through untouched. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const message =
      this.reflector.getAllAndOverride<string | undefined>(RESPONSE_MESSAGE, [context.getHandler(), context.getClass()]) ??
      'Success';
    return next.handle().pipe(
      map((result: unknown): Envelope<unknown> | Buffer => {
        const [data, text] = result instanceof MessagedResult ? [result.data, result.message] : [result, message];
        if (data instanceof SerializedData) {
          void reply.type('application/json; charset=utf-8');
          return data.envelope(reply.statusCode, text);
        }
        return envelope(reply.statusCode, data ?? null, text);
      }),
    );
  }
}
