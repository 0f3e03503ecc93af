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

/** Reads an answer stream to its `[DONE]`, closing the client there; rejects with the HTTP status on failure. */
export function readAnswer(url: string, cookie?: string): Promise<{ chunks: string[]; text: string }> {
  return new Promise((resolve, reject) => {
    const source = openEventSource(url, cookie);
    const chunks: string[] = [];
    source.onmessage = (event) => {
      if (event.data === '[DONE]') {
        source.close();
        resolve({ chunks, text: chunks.join('') });
        return;
      }
      chunks.push((JSON.parse(event.data) as { content: string }).content);
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
