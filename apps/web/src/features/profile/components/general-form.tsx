import { Alert, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import type { AuthUser } from '../../../hooks/use-auth';
import { todayIsoDate } from '../../../lib/dates';
import { toastFailure } from '../../../lib/errors';
import { ResendEmailConfirmationMutation } from '../../auth';
import { generalSchema } from '../schemas';
import { UpdateProfileMutation } from '../update-profile.graphql';

export interface GeneralFormProps {
  user: AuthUser;
}

/** A new address waiting for its link, or the current one not confirmed yet (no e-mail alerts), with a way to get the link again. */
function EmailState({ user }: GeneralFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const [resend, { loading }] = useMutation(ResendEmailConfirmationMutation);
  if (user.pendingEmail) {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator aria-hidden />
        <Alert.Title>{t('edit.pendingEmail', { email: user.pendingEmail })}</Alert.Title>
      </Alert.Root>
    );
  }
  if (user.emailConfirmed) return null;
  return (
    <Alert.Root status="warning" role="status" alignItems="center" flexWrap="wrap">
      <Alert.Indicator aria-hidden />
      {/* At least 12rem for the text: on a phone the button goes below it instead of squeezing it. */}
      <Alert.Title flex="1 1 12rem">{t('edit.unconfirmedEmail')}</Alert.Title>
      <Button
        size="sm"
        variant="outline"
        loading={loading}
        onClick={() =>
          void resend().then(
            () => toast.success(t('common:accountMessages.confirmationSent')),
            (error: unknown) => toastFailure(error),
          )
        }
      >
        {t('edit.resendConfirmation')}
      </Button>
    </Alert.Root>
  );
}

/**
 * General: userName, email and date of birth; 'User details updated', or 402 'Email is already in
 * use!'. A new address waits for the link sent to it (shown under the fields); the field keeps it.
 */
export function GeneralForm({ user }: GeneralFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const form = useZodForm(generalSchema, { userName: user.userName, email: user.pendingEmail ?? user.email, dateOfBirth: user.dateOfBirth });
  const [updateProfile] = useMutation(UpdateProfileMutation);
  return (
    <Form
      form={form}
      aria-label={t('edit.general')}
      onSubmit={async (input) => {
        const { data } = await updateProfile({ variables: { input } });
        // The saved values (as the server normalised them) become the form's new starting point.
        if (data) form.reset({ userName: data.updateProfile.userName, email: data.updateProfile.pendingEmail ?? data.updateProfile.email, dateOfBirth: data.updateProfile.dateOfBirth });
        toast.success(t('common:messages.userUpdated'));
      }}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField control={form.control} name="userName" label={t('common:fields.userName')} autoComplete="nickname" />
          <TextField control={form.control} name="email" label={t('common:fields.email')} type="email" inputMode="email" autoComplete="email" />
          <TextField control={form.control} name="dateOfBirth" label={t('common:fields.dateOfBirth')} type="date" autoComplete="bday" max={todayIsoDate()} />
        </SimpleGrid>
        <EmailState user={user} />
        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', sm: 'flex-start' }} loadingText={t('edit.saving')}>
          {t('edit.saveGeneral')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
