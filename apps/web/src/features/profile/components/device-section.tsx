import { Button, Stack, Switch, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { canInstall, onInstallAvailabilityChange, promptInstall } from '../../../lib/install-prompt';
import { PushPermissionDenied, readPushState, subscribe, unsubscribe, type PushState } from '../../../lib/push';

const STATE_TEXT = {
  on: 'device.pushOn',
  off: 'device.pushOff',
  denied: 'device.pushDenied',
  unsupported: 'device.pushUnsupported',
} as const satisfies Record<PushState, string>;

/**
 * Alerts on this device (Web Push): the switch is the only place that asks the browser's
 * permission. Blocked notifications and browsers without push are said plainly, with the switch
 * disabled. A device that is on is registered again with the server on each app load
 * (SignedInAuthProvider), for the user signed in now.
 */
export function PushSwitch() {
  const { t } = useTranslation(['profile', 'common']);
  const client = useApolloClient();
  const [state, setState] = useState<PushState | null>(null);
  // The position the user asked for, while it is being applied; then the device's state again.
  const [pending, setPending] = useState<boolean | null>(null);
  const busy = pending !== null;
  const hintId = useId();
  const statusId = useId();

  const refresh = useCallback(async () => {
    const next = await readPushState().catch((): PushState => 'unsupported');
    setState(next);
    return next;
  }, []);

  useEffect(() => {
    let live = true;
    void readPushState()
      .catch((): PushState => 'unsupported')
      .then((next) => {
        if (live) setState(next);
      });
    // Allowed or blocked in the browser's settings while the page is open: follow it.
    let status: PermissionStatus | undefined;
    const onChange = () => void refresh();
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((permission) => {
        status = permission;
        if (live) permission.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      status?.removeEventListener('change', onChange);
    };
  }, [refresh]);

  const toggle = async (on: boolean) => {
    setPending(on);
    try {
      if (on) await subscribe(client);
      else await unsubscribe(client);
      toast.success(t(on ? 'device.pushEnabled' : 'device.pushDisabled'));
    } catch (error) {
      if (error instanceof PushPermissionDenied) toast.info(t('device.pushNotAllowed'));
      else toast.error(t('device.pushFailed'));
    } finally {
      await refresh();
      setPending(null);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <Stack gap="1">
      <Switch.Root
        name="push"
        checked={pending ?? state === 'on'}
        disabled={!usable || busy}
        onCheckedChange={(details) => void toggle(details.checked)}
        colorPalette="red"
      >
        <Switch.HiddenInput aria-describedby={`${hintId} ${statusId}`} aria-busy={busy || state === null} />
        <Switch.Control />
        <Switch.Label>{t('device.pushLabel')}</Switch.Label>
      </Switch.Root>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {t('device.pushHint')}
      </Text>
      <Text id={statusId} fontSize="sm" role="status" color={usable ? undefined : 'fg.error'}>
        {state ? t(STATE_TEXT[state]) : t('common:loading')}
      </Text>
    </Stack>
  );
}

/** The browser's install dialog, offered here whenever the browser would install the app. */
export function InstallAppButton() {
  const { t } = useTranslation(['profile', 'common']);
  const available = useSyncExternalStore(onInstallAvailabilityChange, canInstall, () => false);
  const hintId = useId();
  if (!available) return null;
  return (
    <Stack gap="2" align="flex-start">
      <Button variant="outline" size="sm" aria-describedby={hintId} onClick={() => void promptInstall()}>
        {t('device.install')}
      </Button>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {t('device.installHint')}
      </Text>
    </Stack>
  );
}

/** 'This device' on the profile edit page: push alerts and installing the app. */
export function DeviceSection() {
  return (
    <Stack gap="6">
      <PushSwitch />
      <InstallAppButton />
    </Stack>
  );
}
