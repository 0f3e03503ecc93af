import { Box, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountMenuSlot } from './account-menu-slot';
import { AssistantIcon, BellIcon, DropIcon } from './ui/icons';

/** The plain notifications button: a guest's, and a signed-in user's until the live one has loaded. */
export function NotificationsLink() {
  const { t } = useTranslation('common');
  return (
    <IconButton asChild aria-label={t('places.notifications')} title={t('places.notifications')} variant="ghost" size="md">
      <RouterLink to="/notifications">
        <BellIcon />
      </RouterLink>
    </IconButton>
  );
}

export interface NavbarProps {
  /** Stands in for the plain notifications button (the app layer gives signed-in users one with a live unread badge). */
  notifications?: ReactNode;
}

/** SPEC section 2: logo, health assistant, notifications and the avatar dropdown. Hidden on /auth. */
export function Navbar({ notifications }: NavbarProps) {
  const { t } = useTranslation('common');
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Flex
        as="nav"
        aria-label={t('navbar.label')}
        maxW="6xl"
        mx="auto"
        h="14"
        px={{ base: '3', md: '6' }}
        align="center"
        justify="space-between"
        gap="2"
      >
        <Link asChild fontWeight="bold" fontSize="xl" color="red.600" _dark={{ color: 'red.400' }} textDecoration="none">
          <RouterLink to="/" aria-label={t('homeLink')}>
            <DropIcon />
            Redhope
          </RouterLink>
        </Link>

        <HStack gap={{ base: '1', md: '2' }}>
          <IconButton asChild aria-label={t('places.healthAssistant')} title={t('places.healthAssistant')} variant="ghost" size="md">
            <RouterLink to="/health-assistant">
              <AssistantIcon />
            </RouterLink>
          </IconButton>
          {notifications ?? <NotificationsLink />}
          <AccountMenuSlot />
        </HStack>
      </Flex>
    </Box>
  );
}
