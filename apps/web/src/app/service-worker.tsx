import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Workbox } from 'workbox-window';

/** One toast, however often a new version is found. */
export const UPDATE_TOAST_ID = 'app-update';

interface UpdateToastProps {
  onReload: () => void;
}

/** "A new version of Redhope is ready." with its Reload button (react-toastify's content). */
export function UpdateToast({ onReload }: UpdateToastProps) {
  const { t } = useTranslation('common');
  return (
    <Flex direction="column" gap="2" align="flex-start">
      <Text>{t('appUpdate.ready')}</Text>
      <Button size="sm" colorPalette="red" onClick={onReload}>
        {t('appUpdate.reload')}
      </Button>
    </Flex>
  );
}

/**
 * Tells the user a new version is ready: the new worker waits (the page keeps the code it loaded)
 * until the user presses Reload; it then takes over and this tab loads the new version. Other
 * open tabs keep the code they loaded until their next page load.
 */
export function offerUpdate(workbox: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>, reload: () => void): void {
  toast(
    <UpdateToast
      onReload={() => {
        workbox.addEventListener('controlling', () => reload());
        workbox.messageSkipWaiting();
      }}
    />,
    { toastId: UPDATE_TOAST_ID, autoClose: false, closeOnClick: false },
  );
}

/**
 * Registers the service worker (production builds only: main.tsx) once the page has loaded, so it
 * never competes with the first screen for the network.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => offerUpdate(workbox, () => window.location.reload()));
  await workbox.register();
}
