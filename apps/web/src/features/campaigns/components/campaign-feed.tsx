import { Box, Heading, Text } from '@chakra-ui/react';

/**
 * The home feed of camp cards. The campaigns issue adds the 'My location' / 'All campaigns'
 * filter, the loader (feed null) and the 'Today's Camps' / 'Other Camps' split.
 */
export function CampaignFeed() {
  return (
    <Box as="section" aria-labelledby="campaigns-heading">
      <Heading as="h2" id="campaigns-heading" size="xl" mb="4">
        Campaigns
      </Heading>
      <Text color="fg.muted" textAlign="center" py="10">
        No campaigns found!
      </Text>
    </Box>
  );
}
