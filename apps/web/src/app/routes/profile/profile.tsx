import { Container, HStack, Heading, Link } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-title';

const TABS = [
  { to: '/profile/requests', label: 'My requests' },
  { to: '/profile/contributions', label: 'My contributions' },
] as const;

export function ProfilePage() {
  // SPEC: the product name followed by the user's userName, or 'Loading...' until it is known.
  useDocumentTitle('Redhope | Loading...');
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="6">
        Profile
      </Heading>
      <HStack as="nav" aria-label="Profile sections" gap="4" borderBottomWidth="1px" mb="6">
        {TABS.map((tab) => (
          <Link key={tab.to} asChild py="2" fontWeight="medium" css={{ '&.active': { color: 'red.600', borderBottom: '2px solid' } }}>
            <NavLink to={tab.to}>{tab.label}</NavLink>
          </Link>
        ))}
      </HStack>
      <Outlet />
    </Container>
  );
}
