import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const SERVICES = [
  { to: '/create-request', title: 'common:places.requestDonation', description: 'requestDonation' },
  { to: '/create-campaign', title: 'common:places.contributeCampaign', description: 'contributeCampaign' },
  { to: '/health-assistant', title: 'common:places.healthAssistant', description: 'healthAssistant' },
] as const;

export function ServicesSection() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Box as="section" aria-labelledby="services-heading">
      <Heading as="h2" id="services-heading" size="xl" mb="4">
        {t('services')}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 3 }} gap="4" listStyleType="none">
        {SERVICES.map((service) => (
          <LinkBox
            as="li"
            key={service.to}
            p="5"
            borderWidth="1px"
            borderRadius="lg"
            bg="bg.panel"
            _hover={{ borderColor: 'red.500', shadow: 'sm' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'red.500', outlineOffset: '2px' }}
          >
            <Heading as="h3" size="md" mb="1">
              <LinkOverlay asChild>
                <RouterLink to={service.to}>{t(service.title)}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t(service.description)}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
