import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import type { AuthUser } from '../../../hooks/use-auth';
import { todayIsoDate } from '../../../lib/dates';
import { generalSchema } from '../schemas';
import { UpdateProfileMutation } from '../update-profile.graphql';

export interface GeneralFormProps {
  user: AuthUser;
}

/** General: userName, email and date of birth; 'User details updated', or 402 'Email is already in use!'. */
export function GeneralForm({ user }: GeneralFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const form = useZodForm(generalSchema, { userName: user.userName, email: user.email, dateOfBirth: user.dateOfBirth });
  const [updateProfile] = useMutation(UpdateProfileMutation);
  return (
    <Form
      form={form}
      aria-label={t('edit.general')}
      onSubmit={async (input) => {
        const { data } = await updateProfile({ variables: { input } });
        // The saved values (as the server normalised them) become the form's new starting point.
        if (data) form.reset({ userName: data.updateProfile.userName, email: data.updateProfile.email, dateOfBirth: data.updateProfile.dateOfBirth });
        toast.success(t('common:messages.userUpdated'));
      }}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField control={form.control} name="userName" label={t('common:fields.userName')} autoComplete="nickname" />
          <TextField control={form.control} name="email" label={t('common:fields.email')} type="email" inputMode="email" autoComplete="email" />
          <TextField control={form.control} name="dateOfBirth" label={t('common:fields.dateOfBirth')} type="date" autoComplete="bday" max={todayIsoDate()} />
        </SimpleGrid>
        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', sm: 'flex-start' }} loadingText={t('edit.saving')}>
          {t('edit.saveGeneral')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
