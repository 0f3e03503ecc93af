import { Alert, Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormDraft } from '../hooks/use-form-draft';

export interface DraftNoticeProps {
  draft: Pick<FormDraft, 'restored' | 'hasDraft' | 'discard'>;
  /** What the form calls its file (the leaflet), when it has one: a restored draft asks for it again. */
  fileLabel?: string;
}

/** Above a form that keeps a draft: "Your draft is back" (and that a file must be chosen again), and "Discard draft". */
export function DraftNotice({ draft, fileLabel }: DraftNoticeProps) {
  const { t } = useTranslation('common');
  if (!draft.restored && !draft.hasDraft) return null;
  const discard = (
    <Button type="button" size="sm" variant="outline" colorPalette="gray" onClick={draft.discard} flexShrink={0}>
      {t('drafts.discard')}
    </Button>
  );
  if (!draft.restored) return <Flex justify="flex-end">{discard}</Flex>;
  return (
    <Alert.Root status="info" borderRadius="md" role="status">
      <Alert.Indicator aria-hidden />
      <Flex gap="3" flex="1" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Alert.Content flex="1">
          <Alert.Title>{t('drafts.restored')}</Alert.Title>
          {draft.restored.hadFile && fileLabel ? <Alert.Description>{t('drafts.chooseFileAgain', { file: fileLabel })}</Alert.Description> : null}
        </Alert.Content>
        {discard}
      </Flex>
    </Alert.Root>
  );
}
