import { ASSISTANT_MESSAGES } from '@redhope/domain';
import { AppError } from '../../common/errors/app-error';
import { RateLimitedError, type RateLimit, type RateLimitPolicy } from '../../common/rate-limit/rate-limit.service';

export interface StreamLease {
  /** Frees the stream's slot; safe to call more than once. */
  release(): void;
}

/** Questions one user may ask per hour, shared by every instance (Redis when configured). */
export const questionsPerUser = (perHour: number): RateLimitPolicy => ({ name: 'assistant-questions-user', points: perHour, windowSeconds: 3600 });

/**
 * Per-user limits on the assistant. Questions per hour go through the shared rate-limit service,
 * so they hold across instances. Streams open at once are counted here, per instance: a stream
 * lives on the instance that serves it, so each instance knows its own.
 */
export class AssistantLimiter {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly maxConcurrentStreams: number,
    private readonly questions: RateLimit,
  ) {}

  /** Takes a stream slot and counts a question, or throws RATE_LIMITED (429) saying which limit. */
  async acquire(userId: string): Promise<StreamLease> {
    const open = this.open.get(userId) ?? 0;
    if (open >= this.maxConcurrentStreams) throw new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.tooManyStreams);
    // The slot is taken before the shared count is awaited, so parallel calls cannot both pass.
    this.open.set(userId, open + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
    try {
      await this.questions.consume(userId);
    } catch (error) {
      release();
      if (error instanceof RateLimitedError) throw new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.tooManyQuestions);
      throw error;
    }
    return { release };
  }

  /** Streams the user has open now. */
  openStreams(userId: string): number {
    return this.open.get(userId) ?? 0;
  }
}
