import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { AssistantEngine, AssistantQuestion } from './assistant-engine';
import { HINDI_REPLIES } from './builtin-engine';

/** A provider failure. Its message names the cause only (a status, a timeout), never the question. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ChatCompletionsOptions {
  /** The API root, such as https://api.openai.com/v1 (the engine posts to /chat/completions). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Longest wait for the answer to start, and between two chunks of it. */
  timeoutMs: number;
  systemPrompt: string;
  /** Upper bound on the answer's length, in tokens. */
  maxTokens?: number;
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
  error?: unknown;
}

/** Providers send small events; anything this large is not a chat stream. */
const MAX_EVENT_BYTES = 1_048_576;

/** A failure's cause in a few words, safe to log. */
export function describeFailure(error: unknown): string {
  if (error instanceof ProviderError) return error.message;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (typeof cause === 'string') return cause;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * An OpenAI-compatible chat API (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio...), streamed with
 * the chat-completions protocol: server-sent events whose data is a JSON chunk carrying
 * choices[0].delta.content, ending with `data: [DONE]`.
 */
/** Added for a question in Hindi (or Hinglish with the Hindi interface). */
/**
 * Said after the system prompt for a Hindi question: the prompt's fixed sentences (the off-topic
 * reply, the closing line) are English, so it gives their Hindi, the built-in engine's own words.
 */
export const HINDI_NOTE = [
  'Answer in simple Hindi written in Devanagari script.',
  `Instead of the English off-topic reply, reply exactly: "${HINDI_REPLIES.offTopic}"`,
  `Instead of the English closing line of a health answer, end with: "${HINDI_REPLIES.disclaimer}"`,
].join('\n');

export class ChatCompletionsEngine implements AssistantEngine {
  readonly name = 'chat-completions';

  constructor(private readonly options: ChatCompletionsOptions) {}

  async *answer(question: AssistantQuestion, signal: AbortSignal): AsyncGenerator<string> {
    const request = new AbortController();
    const stop = () => request.abort();
    signal.addEventListener('abort', stop, { once: true });
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => request.abort(new ProviderError(`no data for ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    };
    try {
      arm();
      const response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          stream: true,
          temperature: 0.3,
          max_tokens: this.options.maxTokens ?? 1024,
          messages: [
            { role: 'system', content: this.options.systemPrompt },
            ...(question.emergency ? [{ role: 'system', content: EMERGENCY_NOTE }] : []),
            ...(question.language === 'hi' ? [{ role: 'system', content: HINDI_NOTE }] : []),
            { role: 'user', content: question.prompt },
          ],
        }),
        signal: request.signal,
      });
      if (!response.ok || !response.body) throw new ProviderError(`HTTP ${response.status}`);

      const pending: string[] = [];
      let finished = false;
      let failure: ProviderError | undefined;
      const parser = createParser({
        maxBufferSize: MAX_EVENT_BYTES,
        onError: (error) => (failure = new ProviderError(`malformed stream (${error.type})`)),
        onEvent: (event: EventSourceMessage) => {
          if (event.data === '[DONE]') {
            finished = true;
            return;
          }
          let chunk: CompletionChunk;
          try {
            chunk = JSON.parse(event.data) as CompletionChunk;
          } catch {
            failure = new ProviderError('malformed chunk');
            return;
          }
          if (chunk.error) {
            failure = new ProviderError('error event');
            return;
          }
          const choice = chunk.choices?.[0];
          if (typeof choice?.delta?.content === 'string' && choice.delta.content) pending.push(choice.delta.content);
          if (choice?.finish_reason) finished = true;
        },
      });
      const decoder = new TextDecoder();
      for await (const bytes of response.body) {
        arm();
        parser.feed(decoder.decode(bytes, { stream: true }));
        while (pending.length > 0) yield pending.shift() as string;
        if (failure) throw failure;
        if (finished) return;
      }
      if (!finished) throw new ProviderError('stream ended early');
    } catch (error) {
      // The client left: the abort is the expected way out, not a provider failure.
      if (signal.aborted) return;
      const reason = request.signal.reason;
      throw reason instanceof ProviderError ? reason : new ProviderError(describeFailure(error));
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      // Ends the provider's stream too when the consumer stops early.
      request.abort();
    }
  }
}

const EMERGENCY_NOTE =
  'The app has already shown this user the emergency numbers (112, 108 and Tele-MANAS 14416) above your reply, because the message may describe an emergency. Add only brief, safe first steps while help is on the way, and urge them to get help now.';
