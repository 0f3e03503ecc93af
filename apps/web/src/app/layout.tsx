import { Box, Flex, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { CompleteProfileBanner } from '../components/complete-profile-banner';
import { Footer } from '../components/footer';
import { Navbar, NotificationsLink } from '../components/navbar';
import { loadNotificationsBell } from '../features/notifications';
import { useAuth } from '../hooks/use-auth';

// The live unread badge needs Apollo: it loads only for a signed-in user, never with a guest's first page.
const NotificationsBell = lazy(async () => ({ default: (await loadNotificationsBell()).NotificationsBell }));

function SignedInNotifications() {
  return (
    <Suspense fallback={<NotificationsLink />}>
      <NotificationsBell />
    </Suspense>
  );
}

function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  const showNavbar = !isAuthPath(pathname);
  const showFooter = pathname !== '/health-assistant';

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
        {t('common.skipToContent')}
      </Link>
      {showNavbar && <Navbar notifications={isAuthenticated ? <SignedInNotifications /> : undefined} />}
      {showNavbar && <CompleteProfileBanner />}
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      {showFooter && <Footer />}
      <ScrollRestoration />
    </Flex>
  );
}
