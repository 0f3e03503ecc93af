import { Flex, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMyCampaigns } from '../../../features/campaigns';
import { ProfileTabPanel } from '../../../features/profile';

const MyCampaigns = lazy(async () => ({ default: (await loadMyCampaigns()).MyCampaigns }));

/** 'My contributions': a button to /create-campaign and the user's own campaigns. */
export function ProfileContributionsPage() {
  const { t } = useTranslation(['campaigns', 'common']);
  return (
    <ProfileTabPanel heading={t('common:places.myContributions')} createLabel={t('common:places.contributeACampaign')} createTo="/create-campaign">
      <Suspense
        fallback={
          <Flex justify="center" py="10">
            <Spinner size="lg" color="red.600" aria-label={t('loading')} />
          </Flex>
        }
      >
        <MyCampaigns />
      </Suspense>
    </ProfileTabPanel>
  );
}
