import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

export interface ShareButtonProps {
  title: string;
  text: string;
  /** A path in the app; shared as a full address. */
  path: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The device's share sheet where there is one; elsewhere the link is copied, with a toast. */
export function ShareButton({ title, text, path }: ShareButtonProps) {
  const { t } = useTranslation(['requests', 'common']);
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!isAbort(error)) await copy(url);
      }
      return;
    }
    await copy(url);
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('detail.linkCopied'));
    } catch {
      toast.error(t('common:messages.somethingWentWrong'));
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()}>
      {t('detail.share')}
    </Button>
  );
}
