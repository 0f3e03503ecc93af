import { Inject, Injectable } from '@nestjs/common';
import { ASSISTANT_ENGINE, type AssistantEngine } from './engines/assistant-engine';
import { AssistantLimiter, type StreamLease } from './assistant-limiter';
import { guardDoses } from './safety/dose-guard';
import { emergencyNotice } from './safety/emergency-notice';
import { detectRedFlags, type RedFlagCategory } from './safety/red-flags';
import { chunkText } from './text/chunks';
import { answerLanguage, isHinglish } from './text/language';

/**
 * One answer being streamed. Iterate it for the chunks; `close()` stops the generation (the
 * engine sees its signal aborted) and frees the user's stream slot. Reading to the end frees the
 * slot too.
 */
export class AnswerStream implements AsyncIterable<string> {
  private readonly controller = new AbortController();

  constructor(
    private readonly produce: (signal: AbortSignal) => AsyncIterable<string>,
    private readonly lease: StreamLease | undefined,
  ) {}

  get closed(): boolean {
    return this.controller.signal.aborted;
  }

  close(): void {
    this.controller.abort();
    this.lease?.release();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    const signal = this.controller.signal;
    try {
      for await (const chunk of this.produce(signal)) {
        if (signal.aborted) return;
        yield chunk;
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    } finally {
      this.lease?.release();
    }
  }
}

@Injectable()
export class AssistantService {
  constructor(
    @Inject(ASSISTANT_ENGINE) private readonly engine: AssistantEngine,
    private readonly limiter: AssistantLimiter,
  ) {}

  /**
   * Starts answering `prompt` (already validated) for a user. The limits are checked here, before
   * anything is streamed, so a refusal is a plain 429. A red-flag message is answered first with
   * the emergency notice, and is never refused: past the limits it gets the notice alone, which
   * costs nothing to produce.
   */
  async begin(userId: string, prompt: string): Promise<AnswerStream> {
    const emergencies = detectRedFlags(prompt);
    const emergency = emergencies[0];
    let lease: StreamLease | undefined;
    try {
      lease = await this.limiter.acquire(userId);
    } catch (error) {
      if (!emergency) throw error;
    }
    return new AnswerStream((signal) => this.produce(prompt, emergencies, lease !== undefined, signal), lease);
  }

  private async *produce(prompt: string, emergencies: RedFlagCategory[], withEngine: boolean, signal: AbortSignal): AsyncGenerator<string> {
    const emergency = emergencies[0];
    if (emergency) yield* chunkText(emergencyNotice(emergencies, answerLanguage(prompt), isHinglish(prompt)));
    if (withEngine) yield* guardDoses(this.engine.answer({ prompt, emergency }, signal));
  }
}
