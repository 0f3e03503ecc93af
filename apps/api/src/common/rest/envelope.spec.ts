import { envelope, serializedEnvelope } from './envelope';
import { SerializedData } from './response-message.decorator';

describe('serializedEnvelope', () => {
  it('writes exactly what serializing the envelope would', () => {
    const data = [{ _id: 'a', title: 'Camp "one"', date: new Date('2026-05-01T04:00:00Z'), tags: ['x'], none: null }];
    for (const status of [200, 201, 404]) {
      const text = serializedEnvelope(status, { json: JSON.stringify(data) }, 'Sign in to see "campaigns" near you');
      expect(text).toBe(JSON.stringify(envelope(status, data, 'Sign in to see "campaigns" near you')));
    }
  });

  it('keeps the bytes of each status and message of a serialized page', () => {
    const page = new SerializedData('[{"title":"Camp ₹0"}]');
    const bytes = page.envelope(200, 'Campaigns');
    expect(page.envelope(200, 'Campaigns')).toBe(bytes);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(envelope(200, [{ title: 'Camp ₹0' }], 'Campaigns')));
    expect(page.envelope(200, 'Sign in').toString('utf8')).toContain('"message":"Sign in"');
  });
});
