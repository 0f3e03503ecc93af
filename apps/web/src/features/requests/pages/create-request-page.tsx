import { Box, Container, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../hooks/use-auth';
import { useTitle } from '../../../hooks/use-title';
import { RequestForm } from '../components/request-form';

/** Guarded (/create-request): 'Request for a Blood donation'; the form starts empty (see RequestForm). */
export function CreateRequestPage() {
  const { t } = useTranslation(['requests', 'common']);
  const { user } = useAuth();
  useTitle(t('common:places.requestDonation'));
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="1">
        {t('form.heading')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('form.intro')}
      </Text>
      <Box borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '8' }} shadow="sm">
        {user ? (
          <RequestForm user={user} />
        ) : (
          <Flex justify="center" py="10">
            <Spinner size="lg" color="red.600" aria-label={t('common:loading')} />
          </Flex>
        )}
      </Box>
    </Container>
  );
}
