import { Box, Flex, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { needsProfileCompletion, useAuth } from '../hooks/use-auth';

/** SPEC section 2: shown when signed in and both the blood group and the contact info are missing. */
export function CompleteProfileBanner() {
  const auth = useAuth();
  const { t } = useTranslation('common');
  if (!needsProfileCompletion(auth)) return null;
  return (
    <Box as="aside" aria-label={t('banner.label')} bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted">
      <Flex maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py="2" justify="center" textAlign="center">
        <Link asChild fontSize="sm" fontWeight="medium" color="inherit" textDecoration="underline">
          <RouterLink to="/profile-edit">{t('messages.completeProfileBanner')}</RouterLink>
        </Link>
      </Flex>
    </Box>
  );
}
