import { Box, Flex, HStack, IconButton, Link, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ThemeSelector } from './theme-selector';
import { DropIcon, MenuIcon } from './ui/icons';

const LINKS = [
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/terms', label: 'Terms & conditions' },
] as const;

export function Navbar() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Flex
        as="nav"
        aria-label="Main"
        maxW="6xl"
        mx="auto"
        h="14"
        px={{ base: '3', md: '6' }}
        align="center"
        justify="space-between"
        gap="2"
      >
        <Link asChild fontWeight="bold" fontSize="xl" color="red.600" _dark={{ color: 'red.400' }} textDecoration="none">
          <RouterLink to="/" aria-label="Redhope home">
            <DropIcon />
            Redhope
          </RouterLink>
        </Link>

        <HStack gap={{ base: '1', md: '3' }}>
          <HStack as="ul" listStyleType="none" gap="4" display={{ base: 'none', md: 'flex' }}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link asChild fontSize="sm">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              </li>
            ))}
          </HStack>

          {/* Account area: the auth issue adds the health assistant and notifications buttons and
              the avatar dropdown (signed in: userName and 'Log out'; signed out: 'Signin') here. */}

          <ThemeSelector />

          {/* Phones (375px) have no room for the text links: they move into this menu. */}
          <Box display={{ base: 'block', md: 'none' }}>
            <Menu.Root>
              <Menu.Trigger asChild>
                <IconButton aria-label="More links" variant="ghost" size="sm">
                  <MenuIcon />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    {LINKS.map((link) => (
                      <Menu.Item key={link.to} value={link.to} asChild>
                        <RouterLink to={link.to}>{link.label}</RouterLink>
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </Box>
        </HStack>
      </Flex>
    </Box>
  );
}
