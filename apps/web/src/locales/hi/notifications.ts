import { NOTIFICATION_TEXTS_HI } from '@redhope/domain';
import type { Texts } from '../texts';
import type english from '../en/notifications';

/** en/notifications.ts in Hindi: the same keys (the type and the catalogue test check it). */
const notifications: Texts<typeof english> = {
  loading: 'सूचनाएँ लोड हो रही हैं',
  unread: 'सूचनाएँ, {{count}} अपठित',
  loadMore: 'और दिखाएँ',
  new: 'नई',
  // What each notification says, from the one catalogue the server's stored English and pushes use.
  ...NOTIFICATION_TEXTS_HI,
};

export default notifications;
