import { Flex } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMyCampaigns } from '../../../features/campaigns';
import { ProfileTabPanel } from '../../../features/profile';
import { LoadingSpinner } from '../../../components/loading-spinner';

const MyCampaigns = lazy(async () => ({ default: (await loadMyCampaigns()).MyCampaigns }));

/** 'My contributions': a button to /create-campaign and the user's own campaigns. */
export function ProfileContributionsPage() {
  const { t } = useTranslation(['campaigns', 'common']);
  return (
    <ProfileTabPanel heading={t('common:places.myContributions')} createLabel={t('common:places.contributeACampaign')} createTo="/create-campaign">
      <Suspense
        fallback={
          <Flex justify="center" py="10">
            <LoadingSpinner size="lg" label={t('loading')} />
          </Flex>
        }
      >
        <MyCampaigns />
      </Suspense>
    </ProfileTabPanel>
  );
}
