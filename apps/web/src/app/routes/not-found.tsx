import { Button, Container, HStack, Heading, Text } from '@chakra-ui/react';
import { MESSAGES } from '@redhope/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useTitle } from '../../hooks/use-title';

export function NotFoundPage() {
  useTitle('Page not found');
  return (
    <Container maxW="xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
        {MESSAGES.notFound}
      </Heading>
      <Text color="fg.muted" mb="8">
        The page you are looking for does not exist, was removed or is not available to you.
      </Text>
      <HStack justify="center" gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Refresh
        </Button>
        <Button asChild colorPalette="red">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
}
