import { isAllowedPushHost, KNOWN_PUSH_HOSTS, outcomeOf, requestTopic, retryAfterSeconds, retryDelaySeconds, secondsUntilRequired } from './push-delivery';

describe('push delivery rules', () => {
  it('gives every push about one request the same Topic, 32 base64url characters, and other requests another', () => {
    const topic = requestTopic('0b6c6f2e-8a57-4c8e-9a7e-6d1f3b0b9a11');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(requestTopic('0b6c6f2e-8a57-4c8e-9a7e-6d1f3b0b9a11')).toBe(topic);
    expect(requestTopic('0b6c6f2e-8a57-4c8e-9a7e-6d1f3b0b9a12')).not.toBe(topic);
  });

  it('keeps a push until the end of the required day in India, at most a week, 0 once it passed', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    // 27/11 ends at 23:59:59 IST = 18:29:59 UTC: 30.5 h after now.
    expect(secondsUntilRequired('2026-11-27', now)).toBe(30 * 3600 + 29 * 60 + 59);
    expect(secondsUntilRequired('2027-01-30', now)).toBe(7 * 24 * 3600);
    expect(secondsUntilRequired('2026-11-25', now)).toBe(0);
    expect(secondsUntilRequired('not a date', now)).toBe(0);
  });

  it('reads an answer: sent, gone (404/410), retried (429, 5xx) with Retry-After, refused for good (other 4xx)', () => {
    expect(outcomeOf(201, null)).toEqual({ kind: 'sent' });
    expect(outcomeOf(202, null)).toEqual({ kind: 'sent' });
    expect(outcomeOf(404, null)).toEqual({ kind: 'gone' });
    expect(outcomeOf(410, null)).toEqual({ kind: 'gone' });
    expect(outcomeOf(429, '30')).toEqual({ kind: 'retry', reason: 'rate-limited', retryAfterSeconds: 30 });
    expect(outcomeOf(503, null)).toEqual({ kind: 'retry', reason: 'server-error', retryAfterSeconds: undefined });
    for (const status of [400, 401, 403, 413]) expect(outcomeOf(status, null)).toEqual({ kind: 'rejected' });
    expect(outcomeOf(301, null)).toEqual({ kind: 'rejected' });
  });

  it('takes Retry-After as seconds or an HTTP date', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('waits the base doubling per try, at most 15 minutes, never less than the service asked', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 10))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(12, 10)).toBe(900);
    expect(retryDelaySeconds(1, 10, 120)).toBe(120);
    expect(retryDelaySeconds(3, 10, 5)).toBe(40);
  });

  it('knows the browsers\' push services, and a suffix only matches inside its domain', () => {
    for (const host of ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'wns2-pn1p.notify.windows.com', 'web.push.apple.com', 'FCM.googleapis.com.']) {
      expect([host, isAllowedPushHost(host, KNOWN_PUSH_HOSTS)]).toEqual([host, true]);
    }
    for (const host of ['localhost', '127.0.0.1', '169.254.169.254', 'evil-fcm.googleapis.com.attacker.in', 'push.apple.com.evil.in', 'notify.windows.com', 'xnotify.windows.com']) {
      expect([host, isAllowedPushHost(host, KNOWN_PUSH_HOSTS)]).toEqual([host, false]);
    }
    expect(isAllowedPushHost('push.corp.example', ['.corp.example'])).toBe(true);
  });
});
