import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const SERVICES = [
  {
    to: '/create-request',
    title: 'Request for donation',
    description: 'Post an urgent blood request and reach donors near you.',
  },
  {
    to: '/create-campaign',
    title: 'Contribute campaign',
    description: 'Share a blood donation or health camp in your area.',
  },
  {
    to: '/health-assistant',
    title: 'Health assistant',
    description: 'Ask Jyoti about donation, health and wellbeing.',
  },
] as const;

export function ServicesSection() {
  return (
    <Box as="section" aria-labelledby="services-heading">
      <Heading as="h2" id="services-heading" size="xl" mb="4">
        Services
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
                <RouterLink to={service.to}>{service.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {service.description}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
