import { Button, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { browser } from '../../../lib/browser';
import { toastFailure } from '../../../lib/errors';
import { DeleteAccountMutation } from '../delete-account.graphql';
import { MyDataQuery } from '../my-data.graphql';
import { deleteAccountSchema } from '../schemas';

/** The name of the downloaded copy of the user's data. */
export const MY_DATA_FILE_NAME = 'redhope-my-data.json';

/** Hands `text` to the browser as a file download. */
function saveAsFile(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** What deleting the account removes, named before the user confirms. */
const DELETED = ['edit.deletesProfile', 'edit.deletesRequests', 'edit.deletesCampaigns', 'edit.deletesNotifications'] as const;

/**
 * The user's own data: a copy of everything stored about them (a JSON file), and deleting the
 * account after a confirmation that names what goes and the password typed again. A deleted
 * account is signed out everywhere; the page then loads home as a guest.
 */
export function PrivacySection() {
  const { t } = useTranslation(['profile', 'common']);
  const client = useApolloClient();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(deleteAccountSchema, { password: '' });
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const dialogContent = useRef<HTMLDivElement>(null);

  const download = async () => {
    setDownloading(true);
    try {
      // Never from the cache: the copy is of what is stored now.
      const { data } = await client.query({ query: MyDataQuery, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('No data');
      let text = data.myData;
      try {
        text = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
      } catch {
        // Not JSON after all: hand it over as it came.
      }
      saveAsFile(text, MY_DATA_FILE_NAME, 'application/json');
    } catch (error) {
      toastFailure(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="6">
      <Stack gap="2" align="flex-start">
        <Text fontWeight="semibold">{t('edit.downloadData')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('edit.downloadHint')}
        </Text>
        <Button variant="outline" size="sm" loading={downloading} loadingText={t('edit.preparing')} onClick={() => void download()}>
          {t('edit.downloadData')}
        </Button>
      </Stack>

      <Stack gap="2" align="flex-start">
        <Text fontWeight="semibold">{t('edit.deleteAccount')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('edit.deleteHint')}
        </Text>
        <Dialog.Root
          open={confirming}
          onOpenChange={(details) => {
            if (!form.formState.isSubmitting) setConfirming(details.open);
          }}
          onExitComplete={() => form.reset({ password: '' })}
          role="alertdialog"
          // Straight to the password: the dialog exists to ask for it.
          initialFocusEl={() => dialogContent.current?.querySelector<HTMLElement>('input[name="password"]') ?? null}
          lazyMount
          unmountOnExit
          placement="center"
        >
          <Dialog.Trigger asChild>
            <Button variant="outline" colorPalette="red" size="sm">
              {t('edit.deleteAccount')}
            </Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Backdrop _closed={{ animationDuration: '300ms' }} />
            <Dialog.Positioner>
              <Dialog.Content ref={dialogContent} _closed={{ animationDuration: '300ms' }} mx="4">
                <Form
                  form={form}
                  aria-label={t('edit.deleteTitle')}
                  leavesOnSuccess
                  onSubmit={async ({ password }) => {
                    await deleteAccount({ variables: { password } });
                    // Every session has ended: start again as a guest, on the home page.
                    browser.load('/');
                  }}
                >
                  <Dialog.Header>
                    <Dialog.Title>{t('edit.deleteTitle')}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      <Dialog.Description asChild>
                        <div>
                          <Text mb="2">{t('edit.deletesIntro')}</Text>
                          <List.Root ps="5" gap="1">
                            {DELETED.map((key) => (
                              <List.Item key={key}>{t(key)}</List.Item>
                            ))}
                          </List.Root>
                          <Text mt="2" fontWeight="medium">
                            {t('edit.deleteIrreversible')}
                          </Text>
                        </div>
                      </Dialog.Description>
                      <TextField control={form.control} name="password" label={t('common:fields.password')} type="password" autoComplete="current-password" />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">{t('edit.cancel')}</Button>
                    </Dialog.ActionTrigger>
                    <SubmitButton control={form.control} loadingText={t('edit.deleting')}>
                      {t('edit.confirmDelete')}
                    </SubmitButton>
                  </Dialog.Footer>
                </Form>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </Stack>
    </Stack>
  );
}
