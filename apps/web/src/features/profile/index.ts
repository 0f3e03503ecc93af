// The profile feature's public entry: other code imports it from here, never from its files. Each
// screen's loader fetches its chunk with the feature's texts (the 'profile' namespace).
import { withTexts } from '../../lib/i18n';

export { ProfileSummary, type ProfileSummaryProps } from './components/profile-summary';
export { EmptyState, ProfileTabPanel, type ProfileTabPanelProps } from './components/profile-tab-panel';

/** The profile edit screen (SPEC route /profile-edit, 'Update your profile'), fetched on first visit. */
export const loadProfileEditPage = () => withTexts(import('./pages/profile-edit-page'), 'profile');
export { MyDonations } from './components/my-donations';
