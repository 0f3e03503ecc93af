import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { mayOfferInstall, promptInstall, rememberInstallOffered } from '../lib/install-prompt';

export const INSTALL_OFFER_TOAST_ID = 'install-offer';

interface InstallOfferProps {
  onDone: () => void;
}

function InstallOffer({ onDone }: InstallOfferProps) {
  const { t } = useTranslation('common');
  return (
    <Flex direction="column" gap="2" align="flex-start">
      <Text>{t('installOffer.text')}</Text>
      <Flex gap="2">
        <Button
          size="sm"
          colorPalette="red"
          onClick={() => {
            onDone();
            void promptInstall();
          }}
        >
          {t('installOffer.install')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t('installOffer.notNow')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Offers to install the app, once ever on this device: after the user's first posted request or
 * offer of help, when the browser would install it. Shown or not, it is remembered as offered
 * as soon as it appears; a user who wants it later finds it in the profile.
 */
export function offerInstallOnce(): void {
  if (!mayOfferInstall()) return;
  rememberInstallOffered();
  toast(({ closeToast }) => <InstallOffer onDone={() => closeToast()} />, {
    toastId: INSTALL_OFFER_TOAST_ID,
    autoClose: false,
    closeOnClick: false,
  });
}
