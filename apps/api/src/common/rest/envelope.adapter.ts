import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { envelope, type Envelope } from './envelope';
import { MessagedResult, RESPONSE_MESSAGE, SerializedData } from './response-message.decorator';

/** What a REST handler returned, in the envelope (the message from @ResponseMessage, else 'Success'). */
export function enveloped(reply: FastifyReply, result: unknown): Envelope<unknown> | Buffer {
  const config = reply.request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  const message = (config?.[RESPONSE_MESSAGE] as string | undefined) ?? 'Success';
  const [data, text] = result instanceof MessagedResult ? [result.data, result.message] : [result, message];
  if (data instanceof SerializedData) {
    void reply.type('application/json; charset=utf-8');
    return data.envelope(reply.statusCode, text);
  }
  return envelope(reply.statusCode, data ?? null, text);
}

/**
 * The Fastify adapter, with every REST handler's result wrapped in the envelope on its way out.
 * Nest hands a handler's result to `reply` (and nothing else does: errors leave through
 * HttpExceptionFilter, handlers taking @Res() send for themselves, GraphQL and pages are Fastify
 * routes of their own), so this is where the envelope goes, instead of a global interceptor, which
 * cost an rxjs pipeline on every REST call and every resolver.
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  override reply(response: Parameters<FastifyAdapter['reply']>[0], body: unknown, statusCode?: number): FastifyReply {
    const reply = this.isReply(response) ? response : undefined;
    return super.reply(response, reply ? enveloped(reply, body) : body, statusCode);
  }

  private isReply(response: unknown): response is FastifyReply {
    return typeof response === 'object' && response !== null && 'request' in response && 'raw' in response;
  }
}
