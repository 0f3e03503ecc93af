import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/use-auth';
import { LOGIN_PATH, withRedirectTarget } from '../lib/redirect';
import { LanguageMenuGroup } from './language-selector';
import { ThemeMenuGroup } from './theme-selector';
import { LogInIcon, LogOutIcon, ShieldIcon } from './ui/icons';
import { UserAvatar } from './user-avatar';

const LINKS = [
  { to: '/privacy', label: 'places.privacy' },
  { to: '/terms', label: 'places.terms' },
] as const;

/**
 * The avatar button and its dropdown (SPEC section 2). Signed in: the avatar, the userName
 * (to /profile/requests) and 'Log out' ('Loging out...' while busy). Signed out: 'Signin'.
 * Always: the theme and language choices and the policy links. Ark's menu gives arrow-key
 * navigation, Escape to close and focus return to the button; Tab closes it too (the ARIA menu
 * button pattern), where Ark would keep it open and move between its links.
 */
export interface AccountMenuProps {
  /** Open on mount: the visitor already asked for it on the stand-in button (account-menu-slot.tsx). */
  defaultOpen?: boolean;
  /** Opened from the keyboard: the first item is highlighted, as when the menu opens by Enter. */
  highlightFirst?: boolean;
}

export function AccountMenu({ defaultOpen = false, highlightFirst = false }: AccountMenuProps) {
  const { t } = useTranslation('common');
  const { isAuthenticated, user, logout, loggingOut } = useAuth();
  const { pathname, search } = useLocation();
  // Come back here after signing in, except from home (the default target anyway).
  const signinPath = withRedirectTarget(LOGIN_PATH, pathname === '/' ? null : `${pathname}${search}`);
  const [open, setOpen] = useState(defaultOpen);

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      defaultHighlightedValue={highlightFirst ? (isAuthenticated ? 'profile' : 'signin') : undefined}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={t('accountMenu.button')} variant="ghost" size="md" borderRadius="full" p="0.5">
          <UserAvatar src={user?.avatar} alt="" boxSize="8" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            minW="15rem"
            maxW="calc(100vw - 1rem)"
            onKeyDown={(event) => {
              if (event.key !== 'Tab') return;
              // Closing gives the focus back to the button; the next Tab goes on from there.
              event.preventDefault();
              setOpen(false);
            }}
          >
            {isAuthenticated ? (
              <>
                <Menu.Item value="profile" asChild py="2">
                  <RouterLink to="/profile/requests" tabIndex={-1}>
                    <UserAvatar src={user?.avatar} alt="" boxSize="9" />
                    <Text as="span" fontWeight="semibold" truncate>
                      {user?.userName ?? t('loading')}
                    </Text>
                  </RouterLink>
                </Menu.Item>
                {user?.isModerator && (
                  <Menu.Item value="moderation" asChild>
                    <RouterLink to="/moderation" tabIndex={-1}>
                      <ShieldIcon />
                      {t('places.moderation')}
                    </RouterLink>
                  </Menu.Item>
                )}
                <Menu.Item
                  value="logout"
                  closeOnSelect={false}
                  disabled={loggingOut}
                  // A click handler, not onSelect: Ark selects only a highlighted item, and Enter
                  // on a highlighted item clicks it, so this covers mouse, touch and keyboard.
                  onClick={() => {
                    if (!loggingOut) void logout();
                  }}
                >
                  <LogOutIcon />
                  {loggingOut ? t('messages.loggingOut') : t('accountMenu.logOut')}
                </Menu.Item>
              </>
            ) : (
              <Menu.Item value="signin" asChild>
                <RouterLink to={signinPath} tabIndex={-1}>
                  <LogInIcon />
                  {t('accountMenu.signIn')}
                </RouterLink>
              </Menu.Item>
            )}
            <Menu.Separator />
            <ThemeMenuGroup />
            <Menu.Separator />
            <LanguageMenuGroup />
            <Menu.Separator />
            {LINKS.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to} tabIndex={-1}>
                  {t(link.label)}
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
