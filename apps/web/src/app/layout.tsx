import { Box, Flex, Link } from '@chakra-ui/react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { CompleteProfileBanner } from '../components/complete-profile-banner';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';
import { usePageFocusOnNavigation } from '../hooks/use-page-focus';
import { NavbarNotificationsContext } from './navbar-notifications';

function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

export function Layout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The live bell of a signed-in user (signed-in-auth-provider.tsx); a guest gets the plain button.
  const notifications = useContext(NavbarNotificationsContext);
  const showNavbar = !isAuthPath(pathname);
  const showFooter = pathname !== '/health-assistant';
  usePageFocusOnNavigation();

  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        _focusVisible={{ top: '2' }}
      >
        {t('skipToContent')}
      </Link>
      {showNavbar && <Navbar notifications={notifications} />}
      {showNavbar && <CompleteProfileBanner />}
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      {showFooter && <Footer />}
      <ScrollRestoration />
    </Flex>
  );
}
