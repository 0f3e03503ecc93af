import { ASSISTANT_MESSAGES } from '@redhope/domain';
import { AppError } from '../../common/errors/app-error';
import { RateLimitedError, type ConcurrencyLimit, type ConcurrencyPolicy, type Lease, type RateLimit, type RateLimitPolicy } from '../../common/rate-limit/rate-limit.service';

export type StreamLease = Lease;

/** Questions one user may ask per hour, shared by every instance (Redis when configured). */
export const questionsPerUser = (perHour: number): RateLimitPolicy => ({ name: 'assistant-questions-user', points: perHour, windowSeconds: 3600 });

/**
 * Streams one user may have open at once, on every instance together (Redis when configured). A
 * lease lasts a minute and is renewed while its stream is open, so a dead instance's streams free
 * their slots within a minute.
 */
export const streamsPerUser = (max: number): ConcurrencyPolicy => ({ name: 'assistant-streams-user', max, leaseSeconds: 60 });

/**
 * Per-user limits on the assistant: questions per hour and streams open at once, both through the
 * shared rate-limit service, so they hold across instances.
 */
export class AssistantLimiter {
  constructor(
    private readonly streams: ConcurrencyLimit,
    private readonly questions: RateLimit,
  ) {}

  /** Takes a stream slot and counts a question, or throws RATE_LIMITED (429) saying which limit. */
  async acquire(userId: string): Promise<StreamLease> {
    // The slot is taken before the question is counted, so parallel calls cannot both pass.
    const lease = await this.streams.acquire(userId);
    if (!lease) throw new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.tooManyStreams);
    try {
      await this.questions.consume(userId);
    } catch (error) {
      lease.release();
      if (error instanceof RateLimitedError) throw new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.tooManyQuestions);
      throw error;
    }
    return lease;
  }

  /** Streams the user has open now, on every instance. */
  openStreams(userId: string): Promise<number> {
    return this.streams.held(userId);
  }
}
