import { Button, Container, HStack, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTitle } from '../../hooks/use-title';
import { NotFoundPage } from './not-found';

/**
 * Catches what a route throws while loading or rendering (a lazy chunk that fails to download
 * after a deploy, a bug). A thrown 404 response shows the not-found page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <UnexpectedError />;
}

function UnexpectedError() {
  const { t } = useTranslation('common');
  useTitle(t('places.somethingWentWrong'));
  return (
    <Container as="main" maxW="xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
        {t('places.somethingWentWrong')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('routeError.body')}
      </Text>
      <HStack justify="center" gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('refresh')}
        </Button>
        {/* A plain link: the router may be what failed, so leave through a full page load. */}
        <Button asChild colorPalette="red">
          <a href="/">{t('backToHome')}</a>
        </Button>
      </HStack>
    </Container>
  );
}
