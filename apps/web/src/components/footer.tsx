import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Box as="footer" borderTopWidth="1px" py="4" px="4" textAlign="center">
      <LanguageSwitch />
      <Text fontSize="sm" color="fg.muted" mt="2">
        {t('copyright')}
      </Text>
    </Box>
  );
}
