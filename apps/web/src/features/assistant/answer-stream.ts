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

/** The emergency card's data: the first event of an answer to a red-flag message carries it. */
export interface EmergencyInfo {
  /** The emergencies found, most urgent first ('self-harm', 'chest-pain'...). */
  categories: string[];
  /** Numbers to call, in order (Tele-MANAS first for self-harm). */
  numbers: string[];
  /** The first thing to do, in one line. */
  firstAction: string;
}

export interface AnswerStreamOptions {
  /** Aborting closes the connection, which stops the answer's generation on the server. */
  signal: AbortSignal;
  /** The interface language: it decides the answer's language when the question's letters do not. */
  language?: string;
  /** Called once per chunk of markdown, in order; the first chunk of an emergency answer brings the card's data. */
  onChunk: (content: string, emergency?: EmergencyInfo) => void;
}

const PHONE_NUMBER = /^[0-9][0-9-]{1,15}$/;

/** The event's emergency card, if it has a well-formed one (numbers are digits only: they become tel: links). */
function emergencyOf(value: unknown): EmergencyInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { categories, numbers, firstAction } = value as Record<string, unknown>;
  const strings = (list: unknown): list is string[] => Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (!strings(categories) || !strings(numbers) || typeof firstAction !== 'string') return undefined;
  if (numbers.length === 0 || !numbers.every((number) => PHONE_NUMBER.test(number))) return undefined;
  return { categories, numbers, firstAction };
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
export async function streamAnswer(prompt: string, { signal, language, onChunk }: AnswerStreamOptions): Promise<void> {
  const url = apiUrl(ANSWER_PATH, language ? { prompt, language } : { prompt });
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
        let event: { content?: unknown; emergency?: unknown };
        try {
          event = JSON.parse(data) as { content?: unknown; emergency?: unknown };
        } catch {
          throw new AnswerStreamError(0);
        }
        const emergency = emergencyOf(event.emergency);
        if (typeof event.content === 'string' && (event.content !== '' || emergency)) onChunk(event.content, emergency);
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
