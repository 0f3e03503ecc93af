import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  it('blocks after the budget of failures and frees the key when the window passes', () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.fail('a');
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 1001;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('forgets a key on success', () => {
    const limiter = new AttemptLimiter(1, 1000);
    limiter.fail('a');
    expect(limiter.isBlocked('a')).toBe(true);
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
