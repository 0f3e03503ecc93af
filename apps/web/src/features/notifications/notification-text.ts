import type { TFunction } from 'i18next';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { needText } from '../../lib/need';

export interface NotificationText {
  title: string;
  body: string;
  /** Where the request stands now, when that changes what the reader can do ("Request fulfilled"). */
  status?: string;
  /** `quiet`: a plain link to look, not a call to act (the request needs no one any more). */
  actions: { name: string; navigate: string; quiet?: boolean }[];
  /** 'en' when the text is the server's English as sent (not the reader's language): shown with `lang="en"`. */
  lang?: 'en';
}

/**
 * A notification in the reader's language, made from its kind and parameters with the texts the
 * server made its English and its pushes from (libs/domain NOTIFICATION_TEXTS, which the
 * `notifications` namespace and common's `need` take as they are). A kind this client does not know, or one whose
 * parameters are missing, shows the server's English as sent.
 */
export function notificationText(notification: NotificationFieldsFragment, t: TFunction<readonly ['notifications', 'common']>): NotificationText {
  const { kind, params, actions } = notification;
  const asSent: NotificationText = { title: notification.title, body: notification.body, actions, lang: 'en' };
  const target = actions[0]?.navigate;
  switch (kind) {
    case 'request-alert': {
      const { applicant, bloodGroup, district, requiredBy, distanceKm, component, units, hospitalName } = params;
      if (!applicant || !bloodGroup || !district || !requiredBy || !target) return asSent;
      const values = {
        applicant,
        need: needText(t, { bloodGroup, component, units }),
        place: hospitalName ? t('requestAlert.atHospital', { hospital: hospitalName, district }) : t('requestAlert.inDistrict', { district }),
        date: formatDate(requiredBy),
      };
      const body =
        distanceKm === null || distanceKm === undefined
          ? t('requestAlert.body', values)
          : distanceKm < 1
            ? t('requestAlert.bodyVeryNear', values)
            : t('requestAlert.bodyNear', { ...values, distanceKm });
      // No red "Help" on a request that is fulfilled, closed or already helped: say where it stands.
      const state = notification.requestState;
      if (state === 'HELPED' || state === 'FULFILLED' || state === 'CLOSED') {
        return { title: t('requestAlert.title'), body, status: t(`requestAlert.state.${state}`), actions: [{ name: t('requestAlert.view'), navigate: target, quiet: true }] };
      }
      return { title: t('requestAlert.title'), body, actions: [{ name: t('requestAlert.action', { applicant }), navigate: target }] };
    }
    case 'help-offered': {
      const { applicant, helperName } = params;
      if (!applicant || !helperName || !target) return asSent;
      return {
        title: t('helpOffered.title'),
        body: t('helpOffered.body', { applicant, helperName }),
        actions: [{ name: t('helpOffered.action'), navigate: target }],
      };
    }
    case 'request-fulfilled': {
      const { applicant } = params;
      if (!applicant) return asSent;
      return { title: t('requestFulfilled.title'), body: t('requestFulfilled.body', { applicant }), actions: [] };
    }
    case 'camp-reminder': {
      const { campTitle, campDate, campTime, district } = params;
      if (!campTitle || !campDate || !campTime || !district || !target) return asSent;
      return {
        title: t('campReminder.title'),
        body: t('campReminder.body', { title: campTitle, date: formatDate(campDate), time: campTime, district }),
        actions: [{ name: t('campReminder.action'), navigate: target }],
      };
    }
    case 'donation-helped': {
      const { patientFirstName, donatedOn } = params;
      if (!patientFirstName || !donatedOn || !target) return asSent;
      return {
        title: t('donationHelped.title'),
        body: t('donationHelped.body', { patient: patientFirstName, date: formatDate(donatedOn) }),
        actions: [{ name: t('donationHelped.action'), navigate: target, quiet: true }],
      };
    }
    case 'donation-reminder': {
      const { eligibleOn } = params;
      if (!eligibleOn || !target) return asSent;
      return {
        title: t('donationReminder.title'),
        body: t('donationReminder.body', { date: formatDate(eligibleOn) }),
        actions: [{ name: t('donationReminder.action'), navigate: target }],
      };
    }
    default:
      return asSent;
  }
}
