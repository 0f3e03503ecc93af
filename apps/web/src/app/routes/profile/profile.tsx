import { Container, HStack, Link } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@redhope/domain';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { ProfileSummary } from '../../../features/profile';
import { useAuth } from '../../../hooks/use-auth';
import { useDocumentTitle } from '../../../hooks/use-title';
import { UserPending } from '../../../components/user-pending';

const TABS = [
  { to: '/profile/requests', label: 'common:places.myRequests' },
  { to: '/profile/contributions', label: 'common:places.myContributions' },
  { to: '/profile/donations', label: 'common:places.myDonations' },
] as const;

/** Guarded; /profile itself redirects to /profile/requests (route table). */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const { user } = useAuth();
  // SPEC: the product name followed by the user's userName, or 'Loading...' until it is known.
  useDocumentTitle(`${PRODUCT_NAME} | ${user?.userName ?? t('common:loading')}`);
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {user ? <ProfileSummary user={user} /> : <UserPending label={t('loading')} />}
      <HStack as="nav" aria-label={t('sections')} columnGap={{ base: '4', sm: '6' }} rowGap="0" flexWrap="wrap" borderBottomWidth="1px" mt="8" mb="6">
        {TABS.map((tab) => (
          <Link
            key={tab.to}
            asChild
            py="2"
            fontWeight="medium"
            color="fg.muted"
            textDecoration="none"
            borderBottom="2px solid transparent"
            mb="-1px"
            css={{
              '&.active': { color: 'red.600', borderBottomColor: 'red.600' },
              '.dark &.active': { color: 'red.300', borderBottomColor: 'red.300' },
            }}
          >
            <NavLink to={tab.to}>{t(tab.label)}</NavLink>
          </Link>
        ))}
      </HStack>
      <Outlet />
    </Container>
  );
}
