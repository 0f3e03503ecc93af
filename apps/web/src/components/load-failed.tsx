import { Alert, Button, Container } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { CONNECTION_FAILED_TOAST_ID } from '../lib/session';

/** Whether the browser says it has no network now. */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Calls `retry`, busy while it runs; a retry that fails again leaves the failure's message where it is. */
function useRetry(retry: () => unknown): [boolean, () => Promise<void>] {
  const [retrying, setRetrying] = useState(false);
  const again = async () => {
    setRetrying(true);
    try {
      await retry();
    } catch {
      // Still failing: the message stays.
    } finally {
      setRetrying(false);
    }
  };
  return [retrying, again];
}

/**
 * A page whose data could not be loaded (no network, the server down or busy): it says so, says
 * when the device is offline, offers Try again, and asks again by itself when the browser is back
 * online, so a page opened on a flaky connection recovers without the user finding the reason.
 * Not for "not found": that is an answer, shown as such. While it is shown, the "Connection with
 * server failed" toast of the failed call (and of a failed Try again) is taken away: the page says
 * it already, and on a phone the toast covered its heading.
 */
export function LoadFailed({ retry }: { retry: () => Promise<unknown> }) {
  const { t } = useTranslation('common');
  const [offline, setOffline] = useState(isOffline);

  useEffect(() => {
    toast.dismiss(CONNECTION_FAILED_TOAST_ID);
    return toast.onChange((item) => {
      if (item.id === CONNECTION_FAILED_TOAST_ID && item.status === 'added') toast.dismiss(item.id);
    });
  }, []);

  useEffect(() => {
    const online = () => {
      setOffline(false);
      void retry().catch(() => undefined);
    };
    const gone = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', gone);
    };
  }, [retry]);

  const [retrying, again] = useRetry(retry);

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Alert.Root status={offline ? 'warning' : 'error'} borderRadius="lg" mb="4">
        <Alert.Indicator aria-hidden />
        <Alert.Content>
          {/* The page's heading: nothing else of the page is there. */}
          <Alert.Title asChild>
            <h1>{offline ? t('offline.heading') : t('places.somethingWentWrong')}</h1>
          </Alert.Title>
          <Alert.Description>{offline ? t('loadFailed.offline') : t('loadFailed.body')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="red" onClick={() => void again()} loading={retrying}>
        {t('offline.retry')}
      </Button>
    </Container>
  );
}

/**
 * A part of a page whose data could not be read (a list, a form's details): says so in its own
 * words, with Try again, in place of a loader that would turn for ever or an empty state that would
 * say the user's things are gone. The whole page's failure is LoadFailed.
 */
export function SectionLoadFailed({ message, retry }: { message: string; retry: () => unknown }) {
  const { t } = useTranslation('common');
  const [retrying, again] = useRetry(retry);
  return (
    <Alert.Root status="error" borderRadius="lg" role="alert">
      <Alert.Indicator aria-hidden />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={() => void again()}>
        {t('offline.retry')}
      </Button>
    </Alert.Root>
  );
}
