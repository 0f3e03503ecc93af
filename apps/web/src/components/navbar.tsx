import { Box, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountMenu } from './account-menu';
import { AssistantIcon, BellIcon, DropIcon } from './ui/icons';

export interface NotificationsLinkProps {
  /** Unread notifications, shown on the bell when above zero. */
  unread?: number;
  /** The accessible name; says the unread count when there is one. */
  label?: string;
}

/** The notifications button; the unread badge is drawn on it, and said by its name. */
export function NotificationsLink({ unread = 0, label }: NotificationsLinkProps) {
  const { t } = useTranslation();
  const name = label ?? t('places.notifications');
  return (
    <IconButton asChild aria-label={name} title={name} variant="ghost" size="md" position="relative">
      <RouterLink to="/notifications">
        <BellIcon />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="1"
            right="1"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1.125rem"
            textAlign="center"
            data-testid="unread-badge"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </RouterLink>
    </IconButton>
  );
}

export interface NavbarProps {
  /** Stands in for the plain notifications button (the app layer gives signed-in users a live one). */
  notifications?: ReactNode;
}

/** SPEC section 2: logo, health assistant, notifications and the avatar dropdown. Hidden on /auth. */
export function Navbar({ notifications }: NavbarProps) {
  const { t } = useTranslation();
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
          <RouterLink to="/" aria-label={t('common.homeLink')}>
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
          <AccountMenu />
        </HStack>
      </Flex>
    </Box>
  );
}
