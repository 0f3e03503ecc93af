import { useTranslation } from 'react-i18next';
import { EmptyState, ProfileTabPanel } from '../../../features/profile';

/** 'My contributions': the list of own campaigns arrives with the campaigns issue. */
export function ProfileContributionsPage() {
  const { t } = useTranslation();
  return (
    <ProfileTabPanel heading={t('places.myContributions')} createLabel={t('places.contributeACampaign')} createTo="/create-campaign">
      <EmptyState>{t('messages.noCampaigns')}</EmptyState>
    </ProfileTabPanel>
  );
}
