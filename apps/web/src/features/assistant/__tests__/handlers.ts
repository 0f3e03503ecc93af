import { ASSISTANT_DONE_MARKER } from '@redhope/domain';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../lib/rest';
import { ANSWER_PATH } from '../answer-stream';

/** The stream's URL as msw matches it (the query string is ignored). */
export const ANSWER_URL = apiUrl(ANSWER_PATH);

const encoder = new TextEncoder();

/** One server-sent event carrying a chunk, as the server writes it. */
export function chunkEvent(content: string): string {
  return `data: ${JSON.stringify({ content })}\n\n`;
}

/** The first event of an emergency answer: the headline with the numbers, and the card's data. */
export function emergencyEvent(content: string, emergency: { categories: string[]; numbers: string[]; firstAction: string; language?: string }): string {
  return `data: ${JSON.stringify({ content, emergency: { language: 'en', ...emergency } })}\n\n`;
}

export const DONE_EVENT = `data: ${ASSISTANT_DONE_MARKER}\n\n`;

/** An answer stream response whose body is the given raw text pieces, sent in order. */
export function eventStream(pieces: string[]): HttpResponse<ReadableStream> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' } });
}

/** A whole answer: each chunk as an event, then [DONE]. */
export function answer(...chunks: string[]): HttpResponse<ReadableStream> {
  return eventStream([...chunks.map(chunkEvent), DONE_EVENT]);
}

/**
 * An answer a test writes piece by piece while the app reads it: `send` a chunk, `done` ([DONE]
 * and the end), `end` (the end without [DONE], a failed answer). `closed` settles when the app
 * closes the connection (aborts the request, or cancels the body).
 */
export function liveAnswer() {
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller;
    },
    cancel() {
      markClosed();
    },
  });
  return {
    /** The response to `request`; its abort (the app closing the connection) settles `closed`. */
    response: (request: Request) => {
      request.signal.addEventListener('abort', markClosed);
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    },
    send: (content: string) => stream.enqueue(encoder.encode(chunkEvent(content))),
    raw: (text: string) => stream.enqueue(encoder.encode(text)),
    done: () => {
      stream.enqueue(encoder.encode(DONE_EVENT));
      stream.close();
    },
    end: () => stream.close(),
    closed,
  };
}

/** The assistant's default answers: every question gets a short markdown answer. */
export function assistantHandlers() {
  return [http.get(ANSWER_URL, () => answer('## Diabetes\n\n', '- Thirst\n', '- Tiredness\n'))];
}
