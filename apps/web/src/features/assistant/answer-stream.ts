import { ASSISTANT_DONE_MARKER, isErrorCode, type ErrorCode } from '@redhope/domain';
import { apiUrl } from '../../lib/rest';
import { session } from '../../lib/session';

/** Jyoti's answer stream (docs/assistant.md): server-sent events over a GET. */
export const ANSWER_PATH = '/ai/get-health-ai-response';

/** Why an answer failed; the chat shows it in the assistant's bubble. */
export class AnswerStreamError extends Error {
  override readonly name = 'AnswerStreamError';

  constructor(
    /** The HTTP status of a refusal (400 bad question, 401, 429 limits), 0 when the stream itself failed. */
    readonly status: number,
    /** The server's message for a refusal (one of the product's texts), when it sent one. */
    readonly serverMessage?: string,
    readonly code?: ErrorCode,
  ) {
    super(serverMessage ?? 'Answer stream failed');
  }
}

export interface AnswerStreamOptions {
  /** Aborting closes the connection, which stops the answer's generation on the server. */
  signal: AbortSignal;
  /** Called once per chunk of markdown, in order. */
  onChunk: (content: string) => void;
}

/** Reads the REST envelope of a refusal; anything else (a proxy page, no body) leaves it unnamed. */
async function refusal(response: Response): Promise<AnswerStreamError> {
  try {
    const body = (await response.json()) as { message?: unknown; data?: { code?: unknown } | null };
    const message = typeof body.message === 'string' ? body.message : undefined;
    const code = body.data?.code;
    return new AnswerStreamError(response.status, message, isErrorCode(code) ? code : undefined);
  } catch {
    return new AnswerStreamError(response.status);
  }
}

/** One event's data: its `data:` lines joined by newlines; null for a comment-only event (keep-alive). */
function eventData(block: string): string | null {
  const lines = block.split('\n').filter((line) => line.startsWith('data:'));
  if (lines.length === 0) return null;
  return lines.map((line) => line.slice(line.startsWith('data: ') ? 6 : 5)).join('\n');
}

/**
 * Asks Jyoti `prompt` and calls `onChunk` with each chunk as it arrives; resolves after the
 * [DONE] marker. Uses fetch rather than EventSource: a 401 goes through the shared session keeper
 * (one refresh, one retry, as every other call), a refusal's status and message can be read, and
 * a failed stream is not silently reconnected (which would ask the question again).
 *
 * Rejects with AnswerStreamError when the server refuses the question, when no answer arrives, or
 * when the stream ends without [DONE]; with the signal's reason when aborted.
 */
export async function streamAnswer(prompt: string, { signal, onChunk }: AnswerStreamOptions): Promise<void> {
  const url = apiUrl(ANSWER_PATH, { prompt });
  const send = async (): Promise<Response> => {
    try {
      return await fetch(url, { credentials: 'include', headers: { Accept: 'text/event-stream' }, cache: 'no-store', signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new AnswerStreamError(0);
    }
  };

  const seenGeneration = session.generation;
  let response = await send();
  if (response.status === 401 && (await session.renew(seenGeneration))) response = await send();
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw new AnswerStreamError(0);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Aborting ends a pending read at once, whatever the body's source does with the abort.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  let buffer = '';
  try {
    for (;;) {
      let read: ReadableStreamReadResult<string>;
      try {
        read = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        throw new AnswerStreamError(0);
      }
      if (read.done) break;
      buffer = (buffer + read.value).replace(/\r\n/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const data = eventData(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (data === null) continue;
        if (data === ASSISTANT_DONE_MARKER) return;
        let content: unknown;
        try {
          content = (JSON.parse(data) as { content?: unknown }).content;
        } catch {
          throw new AnswerStreamError(0);
        }
        if (typeof content === 'string' && content !== '') onChunk(content);
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    // Closes the connection if we stopped early (the [DONE] marker, a malformed event).
    cancel();
  }
  if (signal.aborted) throw signal.reason;
  // The server ends a failed answer without [DONE].
  throw new AnswerStreamError(0);
}
