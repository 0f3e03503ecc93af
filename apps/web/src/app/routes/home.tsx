import { Button, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CampaignFeed } from '../../features/campaigns/components/campaign-feed';
import { ServicesSection } from '../../features/home/components/services-section';
import { HOME_TITLE, useDocumentTitle } from '../../hooks/use-title';

export function HomePage() {
  useDocumentTitle(HOME_TITLE);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="8">
        Redhope: sharing lives
      </Heading>
      <Stack gap="10">
        <ServicesSection />
        <CampaignFeed />
      </Stack>
      <Flex justify="center" mt="10">
        <Button asChild colorPalette="red" size="lg">
          <RouterLink to="/create-campaign">Contribute a campaign</RouterLink>
        </Button>
      </Flex>
    </Container>
  );
}
