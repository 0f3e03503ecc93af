import { MESSAGES } from '@redhope/domain';
import { EmptyState, ProfileTabPanel } from '../../../features/profile/components/profile-tab-panel';

/** 'My requests': the list of own requests arrives with the requests issue. */
export function ProfileRequestsPage() {
  return (
    <ProfileTabPanel heading="My requests" createLabel="Request for donation" createTo="/create-request">
      <EmptyState>{MESSAGES.noRequests}</EmptyState>
    </ProfileTabPanel>
  );
}
