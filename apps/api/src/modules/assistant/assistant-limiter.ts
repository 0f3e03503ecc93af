import { ASSISTANT_MESSAGES } from '@redhope/domain';
import { AppError } from '../../common/errors/app-error';

export interface AssistantLimits {
  /** Answers one user may have streaming at once. */
  maxConcurrentStreams: number;
  /** Questions one user may ask in any sliding hour. */
  questionsPerHour: number;
}

export interface StreamLease {
  /** Frees the stream's slot; safe to call more than once. */
  release(): void;
}

const HOUR_MS = 3_600_000;
/** Forget idle users once this many are tracked, so memory stays bounded. */
const PRUNE_ABOVE = 10_000;

/**
 * Per-user limits on the assistant: streams open at once and questions per hour. Kept in memory,
 * per instance; this class is the one place to change to move them to a shared store.
 */
export class AssistantLimiter {
  private readonly open = new Map<string, number>();
  private readonly asked = new Map<string, number[]>();

  constructor(
    private readonly limits: AssistantLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a stream slot and counts a question, or throws RATE_LIMITED (429) saying which limit. */
  acquire(userId: string): StreamLease {
    const open = this.open.get(userId) ?? 0;
    if (open >= this.limits.maxConcurrentStreams) throw new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.tooManyStreams);
    const recent = this.recent(userId);
    if (recent.length >= this.limits.questionsPerHour) throw new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.tooManyQuestions);

    recent.push(this.now());
    this.asked.set(userId, recent);
    this.open.set(userId, open + 1);
    if (this.asked.size > PRUNE_ABOVE) this.prune();
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.open.get(userId) ?? 1) - 1;
        if (left > 0) this.open.set(userId, left);
        else this.open.delete(userId);
      },
    };
  }

  /** Streams the user has open now. */
  openStreams(userId: string): number {
    return this.open.get(userId) ?? 0;
  }

  private recent(userId: string): number[] {
    const since = this.now() - HOUR_MS;
    return (this.asked.get(userId) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const userId of this.asked.keys()) {
      if (this.recent(userId).length === 0 && !this.open.has(userId)) this.asked.delete(userId);
    }
  }
}
