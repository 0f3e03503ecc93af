import { AppError } from '../errors/app-error';
import { parseIdempotencyKey, submissionFingerprint } from './idempotency-key';

describe('parseIdempotencyKey', () => {
  it('takes the draft\'s quoted form and the bare token, and treats absent or empty as no key', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey(' abc ')).toBe('abc');
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey(null)).toBeUndefined();
    expect(parseIdempotencyKey('')).toBeUndefined();
    expect(parseIdempotencyKey('x'.repeat(255))).toHaveLength(255);
  });

  it.each([['x'.repeat(256)], ['two words'], ['""'], ['"a"b"'], ['back\\slash'], ['naïve'], ['a,b'.replace(',', ', ')], [42], [['a']]])('refuses %j', (value) => {
    expect(() => parseIdempotencyKey(value)).toThrow(AppError);
  });
});

describe('submissionFingerprint', () => {
  it('is the same for the same fields in any order, and differs when a field, a date or a file differs', () => {
    const a = submissionFingerprint({ title: 'Camp', units: 2, at: new Date('2026-01-01T00:00:00Z') }, Buffer.from('leaflet'));
    expect(submissionFingerprint({ at: new Date('2026-01-01T00:00:00Z'), units: 2, title: 'Camp' }, Buffer.from('leaflet'))).toBe(a);
    expect(submissionFingerprint({ title: 'Camp', units: 3, at: new Date('2026-01-01T00:00:00Z') }, Buffer.from('leaflet'))).not.toBe(a);
    expect(submissionFingerprint({ title: 'Camp', units: 2, at: new Date('2026-01-02T00:00:00Z') }, Buffer.from('leaflet'))).not.toBe(a);
    expect(submissionFingerprint({ title: 'Camp', units: 2, at: new Date('2026-01-01T00:00:00Z') }, Buffer.from('leaflet2'))).not.toBe(a);
    expect(submissionFingerprint({ a: undefined })).toBe(submissionFingerprint({ a: null }));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});
