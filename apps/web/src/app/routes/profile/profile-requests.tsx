import { useTranslation } from 'react-i18next';
import { EmptyState, ProfileTabPanel } from '../../../features/profile';

/** 'My requests': the list of own requests arrives with the requests issue. */
export function ProfileRequestsPage() {
  const { t } = useTranslation();
  return (
    <ProfileTabPanel heading={t('places.myRequests')} createLabel={t('places.requestDonation')} createTo="/create-request">
      <EmptyState>{t('messages.noRequests')}</EmptyState>
    </ProfileTabPanel>
  );
}
