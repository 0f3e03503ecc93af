import { Button, Container, HStack, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useTitle } from '../hooks/use-title';

/** 'OOPS! Page not found', shown at the URL the user asked for (an unknown route, or a page whose item does not exist). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useTitle(t('places.pageNotFound'));
  return (
    <Container maxW="xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
        {t('messages.notFound')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('notFound.body')}
      </Text>
      <HStack justify="center" gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('refresh')}
        </Button>
        <Button asChild colorPalette="red">
          <RouterLink to="/">{t('backToHome')}</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
}
