import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The home feed of camp cards. The campaigns issue adds the 'My location' / 'All campaigns'
 * filter, the loader (feed null) and the 'Today's Camps' / 'Other Camps' split.
 */
export function CampaignFeed() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="campaigns-heading">
      <Heading as="h2" id="campaigns-heading" size="xl" mb="4">
        {t('home.campaigns')}
      </Heading>
      <Text color="fg.muted" textAlign="center" py="10">
        {t('messages.noCampaigns')}
      </Text>
    </Box>
  );
}
