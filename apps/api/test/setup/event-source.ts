import { EventSource } from 'eventsource';

/** A real EventSource client (the `eventsource` package) that sends the session cookie. */
export function openEventSource(url: string, cookie?: string): EventSource {
  return new EventSource(url, {
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...(cookie ? { cookie } : {}) } }),
  });
}

export class StreamError extends Error {
  constructor(readonly status: number | undefined) {
    super(`stream failed with ${status ?? 'no status'}`);
  }
}

/** One event of an answer as the client got it, with its arrival (ms since the client opened). */
export interface ReceivedEvent {
  data: { content: string; emergency?: { categories: string[]; numbers: string[]; firstAction: string; language: string } };
  at: number;
}

export interface ReadAnswer {
  chunks: string[];
  text: string;
  events: ReceivedEvent[];
  /** When [DONE] arrived (ms since the client opened). */
  doneAt: number;
}

/** Reads an answer stream to its `[DONE]`, closing the client there; rejects with the HTTP status on failure. */
export function readAnswer(url: string, cookie?: string): Promise<ReadAnswer> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const source = openEventSource(url, cookie);
    const events: ReceivedEvent[] = [];
    source.onmessage = (event) => {
      if (event.data === '[DONE]') {
        source.close();
        const chunks = events.map(({ data }) => data.content);
        resolve({ chunks, text: chunks.join(''), events, doneAt: performance.now() - opened });
        return;
      }
      events.push({ data: JSON.parse(event.data) as ReceivedEvent['data'], at: performance.now() - opened });
    };
    source.onerror = (event) => {
      source.close();
      reject(new StreamError(event.code));
    };
  });
}

/** Opens a stream and resolves once its first chunk has arrived (the stream stays open). */
export function openUntilFirstChunk(url: string, cookie?: string): Promise<{ source: EventSource; first: string }> {
  return new Promise((resolve, reject) => {
    const source = openEventSource(url, cookie);
    source.onmessage = (event) => {
      source.onmessage = null;
      resolve({ source, first: (JSON.parse(event.data) as { content: string }).content });
    };
    source.onerror = (event) => {
      source.close();
      reject(new StreamError(event.code));
    };
  });
}
