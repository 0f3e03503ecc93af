import { Button, Container, HStack, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useTitle } from '../hooks/use-title';

interface StatusPageProps {
  /** The page's heading. */
  heading: string;
  /** The document title, when it differs from the heading. */
  title?: string;
  body: string;
  /** Outside the layout (a route that failed), the page is its own landmark. */
  standalone?: boolean;
}

/**
 * A page that says why there is nothing to show (not found, something went wrong), with Refresh
 * and Back to home. Standalone, it leaves through a full page load: the router may be what failed.
 */
export function StatusPage({ heading, title, body, standalone = false }: StatusPageProps) {
  const { t } = useTranslation('common');
  useTitle(title ?? heading);
  return (
    <Container as={standalone ? 'main' : undefined} maxW="xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
        {heading}
      </Heading>
      <Text color="fg.muted" mb="8">
        {body}
      </Text>
      <HStack justify="center" gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('refresh')}
        </Button>
        <Button asChild colorPalette="red">
          {standalone ? <a href="/">{t('backToHome')}</a> : <RouterLink to="/">{t('backToHome')}</RouterLink>}
        </Button>
      </HStack>
    </Container>
  );
}
