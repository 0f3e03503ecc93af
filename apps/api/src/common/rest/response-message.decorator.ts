import { RouteConfig } from '@nestjs/platform-fastify';
import { serializedEnvelope } from './envelope';

export const RESPONSE_MESSAGE = 'redhope:response-message';

/**
 * The `message` of a successful REST envelope (default 'Success'). Kept in the Fastify route's
 * config, where the envelope (envelope.adapter.ts) reads it without any reflection per request.
 */
export const ResponseMessage = (message: string) => RouteConfig({ [RESPONSE_MESSAGE]: message });

/**
 * Data already serialized to JSON (a page many callers read): the envelope is written around the
 * text as it is, instead of serializing the same objects again for every call.
 */
export class SerializedData {
  private readonly envelopes = new Map<string, Buffer>();

  constructor(readonly json: string) {}

  /** The whole envelope's bytes, built once per status and message (a page is sent many times). */
  envelope(statusCode: number, message: string): Buffer {
    const key = `${statusCode} ${message}`;
    let bytes = this.envelopes.get(key);
    if (!bytes) {
      bytes = Buffer.from(serializedEnvelope(statusCode, this, message));
      this.envelopes.set(key, bytes);
    }
    return bytes;
  }
}

/** A handler's data with a message decided at run time (an empty feed that says why). */
export class MessagedResult<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export function withMessage<T>(data: T, message: string): MessagedResult<T> {
  return new MessagedResult(data, message);
}
