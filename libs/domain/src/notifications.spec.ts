import { NOTIFICATION_MAIL_TEXTS, NOTIFICATION_TEXTS, renderNotification, renderNotificationIn } from './notification-texts';
import { alertDistanceKm } from './notifications';

describe('notifications', () => {
  it('renders the alert a donor receives, with the SPEC title and the help action', () => {
    const content = renderNotification('request-alert', {
      requestId: 'r1',
      applicant: 'Ravi Kumar',
      bloodGroup: 'O-',
      district: 'Pune',
      requiredBy: '2026-12-03',
      distanceKm: 4,
    });
    expect(content).toEqual({
      title: 'Urgent blood donation required',
      body: 'Ravi Kumar needs O- blood about 4 km from you, in Pune, by 03/12/2026.',
      actions: [{ name: 'Help Ravi Kumar', navigate: '/request/r1' }],
    });
  });

  it('leaves out the distance when it is not known', () => {
    const content = renderNotification('request-alert', {
      requestId: 'r1',
      applicant: 'Ravi',
      bloodGroup: 'A+',
      district: 'Pune',
      requiredBy: '2026-12-03',
      distanceKm: null,
    });
    expect(content.body).toBe('Ravi needs A+ blood, in Pune, by 03/12/2026.');
  });

  it('names the component, the units and the hospital', () => {
    const base = { requestId: 'r1', applicant: 'Ravi', bloodGroup: 'A-', district: 'Pune', requiredBy: '2026-12-03', distanceKm: 4 };
    expect(renderNotification('request-alert', { ...base, component: 'PLATELETS', units: 1, hospitalName: 'Ruby Hall Clinic' }).body).toBe(
      'Ravi needs 1 unit of A- platelets (apheresis) about 4 km from you, at Ruby Hall Clinic, in Pune, by 03/12/2026.',
    );
    expect(renderNotification('request-alert', { ...base, component: 'RED_CELLS', units: 3, hospitalName: null, distanceKm: null }).body).toBe(
      'Ravi needs 3 units of A- red cells, in Pune, by 03/12/2026.',
    );
    expect(renderNotification('request-alert', { ...base, component: 'ANY_GROUP', units: 2, hospitalName: 'KEM' }).body).toBe(
      'Ravi needs 2 donors of any group (replacement for A-) about 4 km from you, at KEM, in Pune, by 03/12/2026.',
    );
  });

  it('says "less than 1 km" for a donor under 1 km away, never "about 0 km"', () => {
    expect([null, 0, 0.2, 0.99, 1, 1.49, 1.5, 12.6].map(alertDistanceKm)).toEqual([null, 0, 0, 0, 1, 1, 2, 13]);
    const base = { requestId: 'r1', applicant: 'Ravi', bloodGroup: 'A-', district: 'Pune', requiredBy: '2026-12-03' };
    expect(renderNotification('request-alert', { ...base, distanceKm: alertDistanceKm(0.4) }).body).toBe('Ravi needs A- blood less than 1 km from you, in Pune, by 03/12/2026.');
  });

  it('tells the owner who offered help and where to see them', () => {
    expect(renderNotification('help-offered', { requestId: 'r2', applicant: 'Ravi', helperName: 'Meera' })).toEqual({
      title: 'Someone offered help',
      body: 'Meera offered to help Ravi. Their contact details are on your request.',
      actions: [{ name: 'View helpers', navigate: '/request/r2' }],
    });
  });

  it('renders a notification in the reader\'s language with the same button target (e-mails), English as stored', () => {
    const params = { requestId: 'r2', applicant: 'Ravi', helperName: 'Meera' };
    expect(renderNotificationIn('help-offered', params, 'en')).toEqual(renderNotification('help-offered', params));
    const hindi = renderNotificationIn('help-offered', params, 'hi');
    expect(hindi.title).toBe(NOTIFICATION_TEXTS.hi.helpOffered.title);
    expect(hindi.actions).toEqual([{ name: NOTIFICATION_TEXTS.hi.helpOffered.action, navigate: '/request/r2' }]);
    expect(renderNotificationIn('request-fulfilled', { applicant: 'Ravi' }, 'hi').actions).toEqual([]);
    expect(Object.keys(NOTIFICATION_MAIL_TEXTS.hi).sort()).toEqual(Object.keys(NOTIFICATION_MAIL_TEXTS.en).sort());
  });
});
