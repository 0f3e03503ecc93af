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
 * Questions from one client address per hour (IPv6 by its /64), whichever account asks, over REST
 * and the websocket together: a second account from the same place shares the place's budget.
 */
export const questionsPerAddress = (perHour: number): RateLimitPolicy => ({ name: 'address-questionsPerHour', points: perHour, windowSeconds: 3600 });

/**
 * The limits on the assistant: questions per address and per user per hour, and streams open at
 * once per user, all through the shared rate-limit service, so they hold across instances. They
 * are all here, not in a route guard, so that one rule exempts an emergency from every one of
 * them (AssistantService.begin): behind a carrier's shared address or a hospital's Wi-Fi, "I
 * can't breathe" must never get a 429.
 */
export class AssistantLimiter {
  constructor(
    private readonly streams: ConcurrencyLimit,
    private readonly questions: RateLimit,
    private readonly addressQuestions: RateLimit,
  ) {}

  /**
   * Counts a question against the client's address, takes a stream slot and counts a question
   * against the user, or throws RATE_LIMITED (429) saying which limit (the address's with its
   * Retry-After, as every per-address limit).
   */
  async acquire(userId: string, address: string): Promise<StreamLease> {
    await this.addressQuestions.consume(address);
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
