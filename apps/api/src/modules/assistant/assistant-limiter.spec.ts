import { ASSISTANT_MESSAGES } from '@redhope/domain';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { SecurityLog } from '../../common/security/security-log';
import { loadConfig } from '../../config/config';
import { AssistantLimiter, questionsPerAddress, questionsPerUser, streamsPerUser } from './assistant-limiter';

/** The client address every call below comes from, unless it says otherwise. */
const HOME = '203.0.113.7';

/** The real shared rate-limit service, in memory (no REDIS_URL). */
function limiter(maxConcurrentStreams: number, questionsPerHour: number, questionsPerAddressPerHour = 1000): AssistantLimiter {
  const config = loadConfig({});
  const rates = new RateLimitService(config, new SecurityLog(config));
  return new AssistantLimiter(
    rates.concurrency(streamsPerUser(maxConcurrentStreams)),
    rates.limit(questionsPerUser(questionsPerHour)),
    rates.limit(questionsPerAddress(questionsPerAddressPerHour)),
  );
}

describe('AssistantLimiter', () => {
  it('allows two streams at once per user, refuses a third with 429, and frees a slot on release', async () => {
    const limits = limiter(2, 100);
    const first = await limits.acquire('asha', HOME);
    await limits.acquire('asha', HOME);
    await expect(limits.acquire('asha', HOME)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: ASSISTANT_MESSAGES.tooManyStreams });
    await limits.acquire('ravi', HOME);

    first.release();
    first.release();
    expect(await limits.openStreams('asha')).toBe(1);
    await limits.acquire('asha', HOME);
    expect(await limits.openStreams('asha')).toBe(2);
  });

  it('counts questions per hour and frees the slot of a refused one', async () => {
    const limits = limiter(5, 3);
    for (let i = 0; i < 3; i++) (await limits.acquire('asha', HOME)).release();
    await expect(limits.acquire('asha', HOME)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: ASSISTANT_MESSAGES.tooManyQuestions });
    expect(await limits.openStreams('asha')).toBe(0);
    (await limits.acquire('ravi', HOME)).release();
  });

  it('does not count a question refused for too many open streams', async () => {
    const limits = limiter(1, 2);
    const open = await limits.acquire('asha', HOME);
    await expect(limits.acquire('asha', HOME)).rejects.toMatchObject({ message: ASSISTANT_MESSAGES.tooManyStreams });
    open.release();
    (await limits.acquire('asha', HOME)).release();
    await expect(limits.acquire('asha', HOME)).rejects.toMatchObject({ message: ASSISTANT_MESSAGES.tooManyQuestions });
  });

  it('counts questions per address across accounts, and another address has its own budget', async () => {
    const limits = limiter(5, 100, 2);
    (await limits.acquire('asha', HOME)).release();
    (await limits.acquire('ravi', HOME)).release();
    await expect(limits.acquire('meera', HOME)).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(await limits.openStreams('meera')).toBe(0);
    (await limits.acquire('meera', '198.51.100.9')).release();
  });
});
