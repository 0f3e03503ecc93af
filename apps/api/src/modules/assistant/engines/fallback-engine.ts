import type { LoggerService } from '@nestjs/common';
import type { AssistantEngine, AssistantQuestion } from './assistant-engine';
import { describeFailure } from './chat-completions-engine';

export const INTERRUPTED_NOTE = '\n\n---\n\n*The connection to Jyoti was lost, so this answer is incomplete. Please ask again.*';

/**
 * Uses `primary` (an external model) and falls back to `fallback` (the built-in engine) when the
 * primary fails before its first chunk, so the user still gets an answer. After the first chunk a
 * failure cannot be hidden (the user has read part of the answer): the answer ends with a note
 * that it is incomplete, and the stream still closes normally.
 */
export class FallbackEngine implements AssistantEngine {
  readonly name: string;

  constructor(
    private readonly primary: AssistantEngine,
    private readonly fallback: AssistantEngine,
    private readonly logger: Pick<LoggerService, 'warn'>,
  ) {
    this.name = `${primary.name} (falls back to ${fallback.name})`;
  }

  async *answer(question: AssistantQuestion, signal: AbortSignal): AsyncGenerator<string> {
    let started = false;
    try {
      for await (const chunk of this.primary.answer(question, signal)) {
        started = true;
        yield chunk;
      }
      return;
    } catch (error) {
      if (signal.aborted) return;
      // The reason only: never the question, which may be about someone's health.
      if (started) {
        this.logger.warn(`The ${this.primary.name} engine failed mid-answer (${describeFailure(error)}); the answer was cut short`);
        yield INTERRUPTED_NOTE;
        return;
      }
      this.logger.warn(`The ${this.primary.name} engine failed (${describeFailure(error)}); answering with the ${this.fallback.name} engine`);
    }
    yield* this.fallback.answer(question, signal);
  }
}
