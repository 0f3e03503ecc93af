import { Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMyCampaigns } from '../api';
import type { FeedState } from '../types';
import { CampaignGrid } from './campaign-card';
import { LoadingSpinner } from '../../../components/loading-spinner';

/** The signed-in user's own campaigns (upcoming first, then past): a loader, the cards, or 'No campaigns found!'. */
export function MyCampaigns() {
  const { t } = useTranslation(['campaigns', 'common']);
  const [campaigns, setCampaigns] = useState<FeedState>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchMyCampaigns(controller.signal).then(setCampaigns, () => {
      // Load failures are silent (SPEC): the empty state instead of an endless loader.
      if (!controller.signal.aborted) setCampaigns([]);
    });
    return () => controller.abort();
  }, []);

  if (campaigns === null) {
    return (
      <Flex justify="center" py="10">
        <LoadingSpinner size="lg" label={t('loading')} />
      </Flex>
    );
  }
  if (campaigns.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="10" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
        {t('common:messages.noCampaigns')}
      </Text>
    );
  }
  return <CampaignGrid campaigns={campaigns} headingAs="h3" />;
}
