import { Field, Link, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { BLOOD_GROUPS, todayInIndia } from '@redhope/domain';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Form, isRequiredField, SubmitButton, TextField, useZodForm } from '../../../components/form';
import type { AuthUser } from '../../../hooks/use-auth';
import { formatDate } from '../../../lib/dates';
import { apiUrl } from '../../../lib/rest';
import type { TranslationKey } from '../../../lib/i18n';
import type { DonorFieldsFragment, UpdateDonorSettingsInput } from '../../../gql/graphql';
import { bloodGroupSchema, donorSettingsSchema } from '../schemas';
import { UpdateBloodGroupMutation } from '../update-blood-group.graphql';
import { UpdateDonorSettingsMutation } from '../update-donor-settings.graphql';

export interface BloodGroupFormProps {
  user: AuthUser;
}

/** The blood group, one of the eight; 'Blood group updated'. Saving it hides the completion banner. */
export function BloodGroupForm({ user }: BloodGroupFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const form = useZodForm(bloodGroupSchema, { bloodGroup: user.bloodGroup ?? '' });
  const [updateBloodGroup] = useMutation(UpdateBloodGroupMutation);
  const { field, fieldState } = useController({ control: form.control, name: 'bloodGroup' });
  const errorId = useId();
  const error = fieldState.error?.message ? t(`common:${fieldState.error.message as TranslationKey}`) : undefined;
  return (
    <Form
      form={form}
      aria-label={t('bloodGroup')}
      onSubmit={async (input) => {
        // The returned user (isBloodGroupAdded included) lands in Apollo's cache: the banner and
        // the profile follow without a reload.
        const { data } = await updateBloodGroup({ variables: { input } });
        if (data) form.reset({ bloodGroup: data.updateBloodGroup.bloodGroup ?? '' });
        toast.success(t('common:messages.bloodGroupUpdated'));
      }}
    >
      <Stack gap="4" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
        <Field.Root invalid={Boolean(error)} required={isRequiredField(form.control, 'bloodGroup')} ids={{ errorText: errorId }} maxW={{ sm: '16rem' }}>
          <Field.Label>{t('bloodGroup')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={error ? errorId : undefined}
            >
              <option value="">{t('edit.chooseBloodGroup')}</option>
              {BLOOD_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden />
          </NativeSelect.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <SubmitButton control={form.control} loadingText={t('edit.saving')} mb={error ? '6' : '0'}>
          {t('edit.saveBloodGroup')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}

export interface DonorSettingsFormProps {
  donor: DonorFieldsFragment;
}

/**
 * Whether the user wants alerts for blood requests, their last donation and their weight (for
 * platelet requests); shows the first day
 * they may donate again (the server's answer, from the gap between whole-blood donations).
 */
export function DonorSettingsForm({ donor }: DonorSettingsFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const form = useZodForm(donorSettingsSchema, {
    availableToDonate: donor.availableToDonate,
    lastDonationDate: donor.lastDonationDate ?? '',
    weightKg: donor.weightKg === null || donor.weightKg === undefined ? '' : String(donor.weightKg),
  });
  const [updateDonorSettings] = useMutation(UpdateDonorSettingsMutation);
  const { field } = useController({ control: form.control, name: 'availableToDonate' });
  const hintId = useId();
  return (
    <Form
      form={form}
      aria-label={t('edit.donation')}
      onSubmit={async ({ availableToDonate, lastDonationDate, weightKg }) => {
        // Only what the user changed: a donation recorded since this page was loaded (here, on
        // another device or at a camp) moved the saved date on, and the field's old day must not
        // put it back when only the switch was flipped. Absent fields stay as they are.
        const loaded = form.formState.defaultValues;
        const input: UpdateDonorSettingsInput = { availableToDonate };
        if (lastDonationDate !== (loaded?.lastDonationDate || null)) input.lastDonationDate = lastDonationDate;
        if (weightKg !== (loaded?.weightKg ? Number(loaded.weightKg) : null)) input.weightKg = weightKg;
        const { data } = await updateDonorSettings({ variables: { input } });
        if (data) {
          form.reset({
            availableToDonate: data.updateDonorSettings.availableToDonate,
            lastDonationDate: data.updateDonorSettings.lastDonationDate ?? '',
            weightKg: data.updateDonorSettings.weightKg === null || data.updateDonorSettings.weightKg === undefined ? '' : String(data.updateDonorSettings.weightKg),
          });
        }
        toast.success(t('common:profileFields.donorSettingsUpdated'));
      }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Switch.Root
            name={field.name}
            checked={field.value}
            onCheckedChange={(details) => field.onChange(details.checked)}
            colorPalette="red"
          >
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} aria-describedby={hintId} />
            <Switch.Control />
            <Switch.Label>{t('edit.availableToDonate')}</Switch.Label>
          </Switch.Root>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {t('edit.availableHint')}
          </Text>
        </Stack>
        <TextField
          control={form.control}
          name="lastDonationDate"
          label={t('edit.lastDonationDate')}
          type="date"
          max={todayInIndia()}
          maxW={{ sm: '16rem' }}
        />
        <Stack gap="1">
          <TextField control={form.control} name="weightKg" label={t('edit.weightKg')} type="text" inputMode="numeric" autoComplete="off" maxW={{ sm: '16rem' }} />
          <Text fontSize="sm" color="fg.muted">
            {t('edit.weightHint')}
          </Text>
        </Stack>
        <Text fontSize="sm" role="status">
          {donor.nextDonationDate
            ? t('edit.nextDonation', { date: formatDate(donor.nextDonationDate) })
            : t('edit.mayDonateToday')}
        </Text>
        {donor.nextDonationDate && (
          // The server writes the .ics from the saved date (a whole-day event, India's calendar).
          <Link href={apiUrl('/user/next-donation-calendar')} download colorPalette="red" fontSize="sm" alignSelf="flex-start">
            {t('edit.addNextDonationToCalendar')}
          </Link>
        )}
        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', sm: 'flex-start' }} loadingText={t('edit.saving')}>
          {t('edit.saveDonation')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
