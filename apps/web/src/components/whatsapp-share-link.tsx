import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** WhatsApp's click-to-chat link with a ready message: the text, then the page's address on its own line. */
export function whatsAppShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

export interface WhatsAppShareLinkProps {
  /** The ready message, in the reader's language. */
  text: string;
  /** A path in the app; shared as a full address (its preview comes from the server's tags). */
  path: string;
}

/**
 * 'Share on WhatsApp' beside the device share: a plain link (keyboard and screen readers treat it
 * as one), opened in a new tab without giving WhatsApp a handle on this page (noopener).
 */
export function WhatsAppShareLink({ text, path }: WhatsAppShareLinkProps) {
  const { t } = useTranslation('common');
  const url = new URL(path, window.location.origin).href;
  return (
    <Button asChild variant="outline" colorPalette="green">
      <a href={whatsAppShareUrl(text, url)} target="_blank" rel="noopener noreferrer">
        {t('share.whatsApp')}{' '}
        <VisuallyHidden>{t('share.opensInNewTab')}</VisuallyHidden>
      </a>
    </Button>
  );
}
