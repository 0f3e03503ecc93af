import { isAppPath, parsePushPayload } from './push-payload';
import { requestHelpPath } from './notifications';

describe('push payload', () => {
  const alert = {
    kind: 'request-alert',
    title: 'Urgent blood donation required',
    body: 'Asha needs 1 unit of B+ red cells about 3 km from you',
    url: '/request/r1',
    tag: 'request:r1',
    unread: 3,
    helpUrl: requestHelpPath('r1'),
    actions: [{ action: 'help', title: 'I can help' }],
    lang: 'en',
  };

  it('reads what the server sends', () => {
    expect(parsePushPayload(alert)).toEqual(alert);
    expect(requestHelpPath('r1')).toBe('/request/r1?help=1');
  });

  it("keeps the texts' language only when it is one the app speaks", () => {
    expect(parsePushPayload({ ...alert, lang: 'hi' })?.lang).toBe('hi');
    expect(parsePushPayload({ ...alert, lang: 'fr' })).not.toHaveProperty('lang');
    expect(parsePushPayload({ ...alert, lang: undefined })).not.toHaveProperty('lang');
  });

  it('refuses what is not a payload', () => {
    expect(parsePushPayload(null)).toBeNull();
    expect(parsePushPayload('text')).toBeNull();
    expect(parsePushPayload({ body: 'no title' })).toBeNull();
    expect(parsePushPayload({ title: '  ' })).toBeNull();
  });

  it('never opens another site, and drops a help action without its path', () => {
    const parsed = parsePushPayload({ ...alert, url: 'https://evil.example/x', helpUrl: '//evil.example' });
    expect(parsed?.url).toBe('/');
    expect(parsed?.helpUrl).toBeUndefined();
    expect(parsed?.actions).toBeUndefined();
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('/request/1')).toBe(true);
  });

  it('keeps the badge count a whole number, zero when missing or nonsense', () => {
    expect(parsePushPayload({ ...alert, unread: 2.7 })?.unread).toBe(2);
    expect(parsePushPayload({ ...alert, unread: -1 })?.unread).toBe(0);
    expect(parsePushPayload({ ...alert, unread: 'x' })?.unread).toBe(0);
  });

  it('keeps only help actions', () => {
    expect(parsePushPayload({ ...alert, actions: [{ action: 'call', title: 'Call' }, { action: 'help', title: 'I can help' }] })?.actions).toEqual([{ action: 'help', title: 'I can help' }]);
  });
});
