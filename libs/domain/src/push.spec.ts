import { renderNotification } from './notification-texts';
import { NOTIFICATION_TEXTS } from './notification-texts';
import { renderPush, userLanguageOf } from './push';

const alert = { requestId: 'r1', applicant: 'Ravi', bloodGroup: 'B+', district: 'Pune', requiredBy: '2026-12-03', distanceKm: 4 };

describe('renderPush', () => {
  it('says in English what the in-app notification says', () => {
    for (const params of [alert, { ...alert, distanceKm: 0 }, { ...alert, distanceKm: null }, { ...alert, component: 'PLATELETS' as const, units: 2, hospitalName: 'Ruby Hall Clinic' }]) {
      const push = renderPush('request-alert', params, 'en');
      const notification = renderNotification('request-alert', params);
      expect(push.title).toBe(notification.title);
      expect(push.body).toBe(notification.body);
    }
    expect(renderPush('help-offered', { requestId: 'r1', applicant: 'Ravi', helperName: 'Meera' }, 'en').body).toBe(renderNotification('help-offered', { requestId: 'r1', applicant: 'Ravi', helperName: 'Meera' }).body);
  });

  it('writes Hindi with the blood group, component, hospital and distance, and an "I can help" button', () => {
    const push = renderPush('request-alert', { ...alert, component: 'PLATELETS', units: 1, hospitalName: 'Ruby Hall Clinic' }, 'hi');
    expect(push).toEqual({
      title: 'तुरंत रक्तदान की ज़रूरत',
      body: 'Ravi को आपसे लगभग 4 किमी दूर, Ruby Hall Clinic, Pune में, 03/12/2026 तक B+ प्लेटलेट्स (एफेरेसिस) की 1 यूनिट चाहिए।',
      helpAction: 'मदद के लिए तैयार हूँ',
    });
    expect(renderPush('request-alert', alert, 'en').helpAction).toBe('I can help');
  });

  it('tells alerted donors a request is no longer needed, fulfilled or closed', () => {
    expect(renderPush('request-closed', { bloodGroup: 'O-', district: 'Delhi', component: 'RED_CELLS', units: 2, fulfilled: true }, 'en')).toEqual({
      title: 'No longer needed',
      body: 'The request for 2 units of O- red cells in Delhi has been fulfilled. Thank you for being ready to help.',
    });
    expect(renderPush('request-closed', { bloodGroup: 'O-', district: 'Delhi', fulfilled: false }, 'hi').body).toBe(
      'Delhi में O- रक्त का अनुरोध बंद कर दिया गया है। मदद के लिए तैयार रहने के लिए धन्यवाद।',
    );
  });

  it('has the same keys and placeholders in both languages, and Hindi in Devanagari', () => {
    const flatten = (value: object, prefix = ''): [string, string][] =>
      Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'string' ? [[`${prefix}${key}`, inner] as [string, string]] : flatten(inner as object, `${prefix}${key}.`)));
    const en = new Map(flatten(NOTIFICATION_TEXTS.en));
    const hi = new Map(flatten(NOTIFICATION_TEXTS.hi));
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of en) {
      expect([key, placeholders(hi.get(key) as string)]).toEqual([key, placeholders(text)]);
      expect([key, /[\u0900-\u097F]/.test(hi.get(key) as string)]).toEqual([key, true]);
    }
  });
});

describe('userLanguageOf', () => {
  it('keeps a language texts are written in, and reads anything else as English', () => {
    expect(userLanguageOf('hi')).toBe('hi');
    expect(userLanguageOf('en')).toBe('en');
    for (const other of ['fr', '', null, undefined, 'HI']) expect(userLanguageOf(other)).toBe('en');
  });
});
