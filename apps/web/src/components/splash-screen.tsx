import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Full-screen 'Please wait...' shown before the first route (and, later, the auth check) is ready. */
export function SplashScreen() {
  const { t } = useTranslation('common');
  return (
    <Flex role="status" aria-live="polite" minH="100dvh" direction="column" align="center" justify="center" gap="3">
      <Spinner size="lg" color="red.600" />
      <Text fontWeight="medium">{t('messages.pleaseWait')}</Text>
    </Flex>
  );
}
