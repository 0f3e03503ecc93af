// The profile feature's public entry: other code imports it from here, never from its files.
export { ProfileSummary, type ProfileSummaryProps } from './components/profile-summary';
export { EmptyState, ProfileTabPanel, type ProfileTabPanelProps } from './components/profile-tab-panel';
