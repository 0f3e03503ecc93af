import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/use-auth';
import { UserAvatar } from './user-avatar';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

type OpenedBy = 'pointer' | 'keyboard';

/**
 * The avatar button of the navbar. The dropdown behind it (a menu with its positioning, the theme
 * and language choices) is its own chunk, kept out of the home route's first load (README, "Size
 * budget"): a signed-in user gets it at once; a visitor gets a stand-in button that looks the
 * same, fetches the menu on hover or focus, and opens it when pressed (by keyboard, with its
 * first item highlighted, as the menu itself does).
 */
export function AccountMenuSlot() {
  const { t } = useTranslation('common');
  const { isAuthenticated, user } = useAuth();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const prefetch = () => void loadAccountMenu().catch(() => undefined);

  const standIn = (
    <IconButton
      aria-label={t('accountMenu.button')}
      aria-haspopup="menu"
      aria-expanded={false}
      variant="ghost"
      size="md"
      borderRadius="full"
      p="0.5"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // A click without a pointer position (detail 0) comes from Enter or Space.
      onClick={(event: MouseEvent) => setOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer')}
    >
      <UserAvatar src={user?.avatar} alt="" boxSize="8" />
    </IconButton>
  );

  if (!isAuthenticated && openedBy === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu defaultOpen={openedBy !== null} highlightFirst={openedBy === 'keyboard'} />
    </Suspense>
  );
}
