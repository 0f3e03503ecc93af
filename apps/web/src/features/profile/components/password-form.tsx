import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { registerIfOn } from '../../../lib/push';
import { ChangePasswordMutation } from '../change-password.graphql';
import { passwordSchema } from '../schemas';

/**
 * The current password and a new one; 'Password updated', or 402 'Incorrect current password'.
 * The server ends the user's other sessions; this one stays signed in.
 */
export function PasswordForm() {
  const { t } = useTranslation(['profile', 'common']);
  const form = useZodForm(passwordSchema, { currentPassword: '', newPassword: '' });
  const [changePassword] = useMutation(ChangePasswordMutation);
  const client = useApolloClient();
  return (
    <Form
      form={form}
      aria-label={t('edit.changePassword')}
      onSubmit={async (input) => {
        await changePassword({ variables: { input } });
        // The server deleted every subscription of the user: this device, if on, stays on.
        void registerIfOn(client).catch(() => undefined);
        form.reset({ currentPassword: '', newPassword: '' });
        toast.success(t('common:messages.passwordUpdated'));
      }}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField control={form.control} name="currentPassword" label={t('edit.currentPassword')} type="password" autoComplete="current-password" />
          <TextField control={form.control} name="newPassword" label={t('edit.newPassword')} type="password" autoComplete="new-password" />
        </SimpleGrid>
        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', sm: 'flex-start' }} loadingText={t('edit.saving')}>
          {t('edit.updatePassword')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
