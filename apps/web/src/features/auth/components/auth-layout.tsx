import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DropIcon } from '../../../components/ui/icons';

export interface AuthLayoutProps {
  heading: string;
  intro: string;
  children: ReactNode;
  /** The line under the form that leads to the other auth page. */
  footer: ReactNode;
}

/** The frame of the login and signup pages (the navbar is hidden on /auth, so the logo leads home). */
export function AuthLayout({ heading, intro, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Link
          asChild
          alignSelf="center"
          fontWeight="bold"
          fontSize="2xl"
          color="red.600"
          _dark={{ color: 'red.400' }}
          textDecoration="none"
        >
          <RouterLink to="/" aria-label={t('homeLink')}>
            <DropIcon />
            Redhope
          </RouterLink>
        </Link>
        <Box borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '5', md: '8' }} shadow="sm">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="1">
            {heading}
          </Heading>
          <Text color="fg.muted" mb="6">
            {intro}
          </Text>
          {children}
        </Box>
        <Text textAlign="center" color="fg.muted">
          {footer}
        </Text>
      </Stack>
    </Container>
  );
}
