import { ASSISTANT_MESSAGES } from '@redhope/domain';
import { AppError } from '../../common/errors/app-error';
import { AssistantLimiter } from './assistant-limiter';

describe('AssistantLimiter', () => {
  let now = 0;
  const limiter = () => new AssistantLimiter({ maxConcurrentStreams: 2, questionsPerHour: 3 }, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows two streams at once per user, refuses a third with 429, and frees a slot on release', () => {
    const limits = new AssistantLimiter({ maxConcurrentStreams: 2, questionsPerHour: 100 }, () => now);
    const first = limits.acquire('asha');
    limits.acquire('asha');
    expect(() => limits.acquire('asha')).toThrow(new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.tooManyStreams));
    limits.acquire('ravi');

    first.release();
    first.release();
    expect(limits.openStreams('asha')).toBe(1);
    limits.acquire('asha');
    expect(limits.openStreams('asha')).toBe(2);
  });

  it('counts questions in a sliding hour', () => {
    const limits = limiter();
    for (let i = 0; i < 3; i++) {
      limits.acquire('asha').release();
      now += 10 * 60_000;
    }
    expect(() => limits.acquire('asha')).toThrow(new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.tooManyQuestions));
    // The first question (asked 30 minutes ago) leaves the window 30 minutes later.
    now += 30 * 60_000;
    limits.acquire('asha').release();
    expect(() => limits.acquire('asha')).toThrow(AppError);
  });

  it('does not count a refused question', () => {
    const limits = new AssistantLimiter({ maxConcurrentStreams: 1, questionsPerHour: 2 }, () => now);
    const open = limits.acquire('asha');
    expect(() => limits.acquire('asha')).toThrow(ASSISTANT_MESSAGES.tooManyStreams);
    open.release();
    limits.acquire('asha').release();
    expect(() => limits.acquire('asha')).toThrow(ASSISTANT_MESSAGES.tooManyQuestions);
  });
});
