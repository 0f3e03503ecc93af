import { MESSAGES } from '@redhope/domain';
import { EmptyState, ProfileTabPanel } from '../../../features/profile/components/profile-tab-panel';

/** 'My contributions': the list of own campaigns arrives with the campaigns issue. */
export function ProfileContributionsPage() {
  return (
    <ProfileTabPanel heading="My contributions" createLabel="Contribute a campaign" createTo="/create-campaign">
      <EmptyState>{MESSAGES.noCampaigns}</EmptyState>
    </ProfileTabPanel>
  );
}
