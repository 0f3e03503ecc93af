import { useTranslation } from 'react-i18next';
import { EmptyState, ProfileTabPanel } from '../../../features/profile';
import { MyRequestsList } from '../../../features/requests';

/** 'My requests': a button to the request form, then the user's requests or 'No requests found!'. */
export function ProfileRequestsPage() {
  const { t } = useTranslation('common');
  return (
    <ProfileTabPanel heading={t('places.myRequests')} createLabel={t('places.requestDonation')} createTo="/create-request">
      <MyRequestsList empty={<EmptyState>{t('messages.noRequests')}</EmptyState>} />
    </ProfileTabPanel>
  );
}
