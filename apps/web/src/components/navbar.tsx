import { Box, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountMenuSlot } from './account-menu-slot';
import { AssistantIcon, BellIcon, DropIcon } from './ui/icons';

/** SPEC section 2: logo, health assistant, notifications and the avatar dropdown. Hidden on /auth. */
export function Navbar() {
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
          {/* The unread badge arrives with the notifications issue. */}
          <IconButton asChild aria-label={t('places.notifications')} title={t('places.notifications')} variant="ghost" size="md">
            <RouterLink to="/notifications">
              <BellIcon />
            </RouterLink>
          </IconButton>
          <AccountMenuSlot />
        </HStack>
      </Flex>
    </Box>
  );
}
