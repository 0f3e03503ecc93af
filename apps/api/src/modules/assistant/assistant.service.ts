import { Inject, Injectable, Optional } from '@nestjs/common';
import { ASSISTANT_MESSAGES, ASSISTANT_PROMPT_MAX_LENGTH } from '@redhope/domain';
import { maxLength } from 'class-validator';
import { AppError } from '../../common/errors/app-error';
import { Metrics } from '../../common/metrics/metrics';
import { ASSISTANT_ENGINE, type AssistantEngine } from './engines/assistant-engine';
import { AssistantLimiter, type StreamLease } from './assistant-limiter';
import { guardDoses } from './safety/dose-guard';
import { emergencyCard, emergencyNotice, type EmergencyCard } from './safety/emergency-notice';
import { detectRedFlags, type RedFlagCategory } from './safety/red-flags';
import { answerLanguage, isHinglish, type AnswerLanguage } from './text/language';
import { NO_PACE, paced, wordChunks, type Pace } from './text/pacing';

/** Nest injection token of the built-in pacing (config.assistant.pace). */
export const ASSISTANT_PACE = Symbol('ASSISTANT_PACE');

/** One event of an answer: a chunk of markdown; the first event of an emergency answer also carries the card. */
export interface AnswerEvent {
  content: string;
  emergency?: EmergencyCard;
}

/** How an answer ended: read to its end, closed before (the client left, the server was closing), or failed. */
export type AnswerOutcome = 'completed' | 'closed' | 'failed';

/**
 * One answer being streamed. Iterate it for the events; `close()` stops the generation (the
 * engine sees its signal aborted) and frees the user's stream slot. Reading to the end frees the
 * slot too.
 */
export class AnswerStream implements AsyncIterable<AnswerEvent> {
  private readonly controller = new AbortController();
  private outcome?: AnswerOutcome;

  constructor(
    private readonly produce: (signal: AbortSignal) => AsyncIterable<AnswerEvent>,
    private readonly lease: StreamLease | undefined,
    /** The pause before the end marker, so the last words and [DONE] do not land together. */
    readonly doneGapMs = 0,
    /** The answer's language: a note added by the transport (the server restarting) is written in it. */
    readonly language: AnswerLanguage = 'en',
    /** Told once, when the answer ends, how it ended. */
    private readonly onEnd: (outcome: AnswerOutcome) => void = () => undefined,
  ) {}

  private end(outcome: AnswerOutcome): void {
    if (this.outcome) return;
    this.outcome = outcome;
    this.onEnd(outcome);
  }

  get closed(): boolean {
    return this.controller.signal.aborted;
  }

  /** Aborted when the answer is closed (the client left or asked anew). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  close(): void {
    this.controller.abort();
    this.lease?.release();
    this.end('closed');
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<AnswerEvent> {
    const signal = this.controller.signal;
    try {
      for await (const event of this.produce(signal)) {
        if (signal.aborted) return;
        yield event;
      }
      if (!signal.aborted) this.end('completed');
    } catch (error) {
      if (!signal.aborted) {
        this.end('failed');
        throw error;
      }
    } finally {
      this.lease?.release();
    }
  }
}

/** The first event of an emergency answer: the headline with the numbers, whole. */
function splitHeadline(notice: string): [string, string] {
  const end = notice.indexOf('\n\n');
  return end < 0 ? [notice, ''] : [notice.slice(0, end + 2), notice.slice(end + 2)];
}

@Injectable()
export class AssistantService {
  constructor(
    @Inject(ASSISTANT_ENGINE) private readonly engine: AssistantEngine,
    private readonly limiter: AssistantLimiter,
    @Optional() @Inject(ASSISTANT_PACE) private readonly pace: Pace = NO_PACE,
    @Optional() metrics?: Metrics,
  ) {
    this.metrics = metrics;
    metrics?.gauge('redhope_assistant_streams_open', "Jyoti's answers being streamed by this instance", [], (set) => set({}, this.open));
  }

  private readonly metrics?: Metrics;
  /** Answers begun and not yet ended, on this instance. */
  private open = 0;

  /**
   * Starts answering `prompt` (already validated) for a user asking from `address` (the client's,
   * clientOf), in the language of the question (`interfaceLanguage` breaks ties). The limits (per
   * address and per user) are checked here, before anything is streamed, so a refusal is a plain
   * 429. A red-flag message is answered first with the emergency notice, its first event the
   * numbers, and is never refused: past any limit, or longer than a question may be (the edge lets
   * through ASSISTANT_PROMPT_READ_MAX_LENGTH), it gets the notice alone, which costs nothing to
   * produce. Without a red flag, a question that long is refused as the edge would refuse it.
   */
  async begin(userId: string, address: string, prompt: string, interfaceLanguage: AnswerLanguage = 'en'): Promise<AnswerStream> {
    const emergencies = detectRedFlags(prompt);
    const withinLength = maxLength(prompt, ASSISTANT_PROMPT_MAX_LENGTH);
    if (!withinLength && emergencies.length === 0) {
      throw new AppError('VALIDATION_FAILED', ASSISTANT_MESSAGES.promptTooLong, { prompt: ASSISTANT_MESSAGES.promptTooLong });
    }
    let lease: StreamLease | undefined;
    try {
      if (withinLength) lease = await this.limiter.acquire(userId, address);
    } catch (error) {
      if (emergencies.length === 0) throw error;
    }
    const language = answerLanguage(prompt, interfaceLanguage);
    const emergency = emergencies.length > 0 ? 'true' : 'false';
    this.open++;
    return new AnswerStream((signal) => this.produce(prompt, language, emergencies, lease !== undefined, signal), lease, this.pace.doneGapMs, language, (outcome) => {
      this.open--;
      this.metrics?.assistantStreams.inc({ outcome, emergency });
    });
  }

  private async *produce(prompt: string, language: AnswerLanguage, emergencies: RedFlagCategory[], withEngine: boolean, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
    if (emergencies.length > 0) {
      const [headline, rest] = splitHeadline(emergencyNotice(emergencies, language, language === 'en' && isHinglish(prompt)));
      yield { content: headline, emergency: emergencyCard(emergencies, language) };
      for await (const content of paced(wordChunks(rest), this.pace, signal)) yield { content };
    }
    if (!withEngine) return;
    for await (const content of guardDoses(this.engine.answer({ prompt, language, emergency: emergencies[0], emergencies }, signal))) yield { content };
  }
}
