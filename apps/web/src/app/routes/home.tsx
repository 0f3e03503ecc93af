import { Button, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@redhope/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CampaignFeed } from '../../features/campaigns';
import { OpenRequestsNearMe, ServicesSection } from '../../features/home';
import { useDocumentTitle } from '../../hooks/use-title';

export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  // SPEC: the home page title is the product name followed by the tagline 'sharing lives'.
  useDocumentTitle(`${PRODUCT_NAME} | ${t('common:tagline')}`);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="8">
        {t('heading')}
      </Heading>
      <Stack gap="10">
        <OpenRequestsNearMe />
        <ServicesSection />
        <CampaignFeed />
      </Stack>
      <Flex justify="center" mt="10">
        <Button asChild colorPalette="red" size="lg">
          <RouterLink to="/create-campaign">{t('common:places.contributeACampaign')}</RouterLink>
        </Button>
      </Flex>
    </Container>
  );
}
