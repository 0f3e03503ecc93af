import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { ASSISTANT_DONE_MARKER } from '@redhope/domain';
import type { FastifyReply } from 'fastify';
import type { AnswerStream } from './assistant.service';
import type { AnswerLanguage } from './text/language';
import { pause } from './text/pacing';

/** Proxies drop a connection that stays silent too long while an external model thinks. */
const KEEP_ALIVE_MS = 15_000;

const logger = new Logger('AssistantStream');

/** The last chunk of an answer cut because this server is shutting down, in the answer's language. */
export const RESTARTING_NOTES: Readonly<Record<AnswerLanguage, string>> = {
  en: '\n\n---\n\n*Jyoti is restarting, so this answer is incomplete. Please ask again in a moment.*',
  hi: '\n\n---\n\n*ज्योति दोबारा शुरू हो रही है, इसलिए यह जवाब अधूरा है। कृपया थोड़ी देर में फिर से पूछें।*',
};

function waitForDrain(raw: ServerResponse): Promise<unknown> {
  return Promise.race([once(raw, 'drain'), once(raw, 'close')]);
}

/**
 * Writes an answer as server-sent events straight to the socket: `data: {"content": "..."}` per
 * chunk (the first event of an emergency answer also has `"emergency": {numbers, firstAction...}`
 * for the chat's emergency card), then `data: [DONE]`, then the end of the response. The reply is hijacked, so nothing
 * (envelope, compression) rewrites or buffers the stream; the headers Fastify already set
 * (security, CORS) are kept. When the client goes away the answer's generation stops. When the
 * server closes (`closing`, after a shutdown's drain) the answer is cut with a note saying so and
 * still ends with [DONE], so every client knows the stream is over and can ask again.
 */
export async function sendEventStream(reply: FastifyReply, answer: AnswerStream, closing?: AbortSignal): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)) as Record<string, string | number | string[]>;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();

  const stop = () => answer.close();
  raw.on('close', stop);
  let cut = false;
  const onClosing = () => {
    cut = true;
    answer.close();
  };
  if (closing?.aborted) onClosing();
  else closing?.addEventListener('abort', onClosing, { once: true });
  const keepAlive = setInterval(() => raw.writable && raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  try {
    for await (const event of answer) {
      if (raw.destroyed || cut) break;
      if (!raw.write(`data: ${JSON.stringify(event)}\n\n`)) await waitForDrain(raw);
    }
    // A short gap, as a model has, so a client never gets the last words and [DONE] at once.
    if (answer.doneGapMs > 0 && !raw.destroyed && !cut) await pause({ minMs: answer.doneGapMs, maxMs: answer.doneGapMs, doneGapMs: 0 }, answer.signal);
    if (cut && !raw.destroyed) raw.write(`data: ${JSON.stringify({ content: RESTARTING_NOTES[answer.language] })}\n\n`);
    if (!raw.destroyed) raw.end(`data: ${ASSISTANT_DONE_MARKER}\n\n`);
  } catch (error) {
    // Headers are gone, so no error envelope: ending without [DONE] is what tells the client the
    // stream failed. The error's name only; its message could hold the question.
    logger.error(`Answer stream failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    raw.end();
  } finally {
    clearInterval(keepAlive);
    raw.off('close', stop);
    closing?.removeEventListener('abort', onClosing);
    answer.close();
  }
}
