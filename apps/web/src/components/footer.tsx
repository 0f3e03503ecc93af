import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Box as="footer" borderTopWidth="1px" py="4" px="4" textAlign="center">
      <Text fontSize="sm" color="fg.muted">
        {t('copyright')}
      </Text>
    </Box>
  );
}
