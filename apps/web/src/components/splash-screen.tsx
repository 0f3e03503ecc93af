import { Flex, Spinner, Text } from '@chakra-ui/react';
import { MESSAGES } from '@redhope/domain';

/** Full-screen 'Please wait...' shown before the first route (and, later, the auth check) is ready. */
export function SplashScreen() {
  return (
    <Flex role="status" aria-live="polite" minH="100dvh" direction="column" align="center" justify="center" gap="3">
      <Spinner size="lg" color="red.600" />
      <Text fontWeight="medium">{MESSAGES.pleaseWait}</Text>
    </Flex>
  );
}
