import { Fieldset, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ALERT_RADII_KM } from '@redhope/domain';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Form, SubmitButton, useFieldErrorText, useZodForm } from '../../../components/form';
import type { DonorFieldsFragment } from '../../../gql/graphql';
import { alertPreferencesSchema } from '../schemas';
import { UpdateAlertPreferencesMutation } from '../update-alert-preferences.graphql';

/** The radio group's value for a radius of the server (null: the matching radius). */
function radiusValue(alertRadiusKm: number | null | undefined): string {
  return alertRadiusKm == null ? 'match' : String(alertRadiusKm);
}

export interface AlertPreferencesFormProps {
  donor: DonorFieldsFragment;
}

/**
 * How the user is alerted, beside 'Available to donate' (the one pause): e-mail alerts on or off,
 * and how far away a request may be (5, 10 or 25 km, or the matching radius).
 */
export function AlertPreferencesForm({ donor }: AlertPreferencesFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const form = useZodForm(alertPreferencesSchema, {
    emailAlerts: donor.emailAlerts,
    alertRadiusKm: radiusValue(donor.alertRadiusKm),
  });
  const [updateAlertPreferences] = useMutation(UpdateAlertPreferencesMutation);
  const email = useController({ control: form.control, name: 'emailAlerts' });
  const radius = useController({ control: form.control, name: 'alertRadiusKm' });
  const radiusError = useFieldErrorText(radius.fieldState.error);
  const emailHintId = useId();
  const radiusHintId = useId();
  const radiusErrorId = useId();
  return (
    <Form
      form={form}
      aria-label={t('alerts.heading')}
      onSubmit={async (input) => {
        const { data } = await updateAlertPreferences({ variables: { input } });
        if (data) {
          form.reset({
            emailAlerts: data.updateAlertPreferences.emailAlerts,
            alertRadiusKm: radiusValue(data.updateAlertPreferences.alertRadiusKm),
          });
        }
        toast.success(t('alerts.saved'));
      }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Switch.Root
            name={email.field.name}
            checked={email.field.value}
            onCheckedChange={(details) => email.field.onChange(details.checked)}
            colorPalette="red"
          >
            <Switch.HiddenInput ref={email.field.ref} onBlur={email.field.onBlur} aria-describedby={emailHintId} />
            <Switch.Control />
            <Switch.Label>{t('alerts.emailLabel')}</Switch.Label>
          </Switch.Root>
          <Text id={emailHintId} fontSize="sm" color="fg.muted">
            {t('alerts.emailHint')}
          </Text>
        </Stack>
        <Fieldset.Root invalid={Boolean(radiusError)}>
          <Fieldset.Legend fontWeight="medium">{t('alerts.radiusLegend')}</Fieldset.Legend>
          <Fieldset.HelperText id={radiusHintId}>{t('alerts.radiusHint')}</Fieldset.HelperText>
          <Fieldset.Content>
            <RadioGroup.Root
              name={radius.field.name}
              value={radius.field.value}
              onValueChange={(details) => radius.field.onChange(details.value ?? 'match')}
              colorPalette="red"
              aria-describedby={radiusError ? `${radiusHintId} ${radiusErrorId}` : radiusHintId}
            >
              <Stack gap="2" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
                {ALERT_RADII_KM.map((km) => (
                  <RadioGroup.Item key={km} value={String(km)}>
                    <RadioGroup.ItemHiddenInput onBlur={radius.field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t('alerts.radiusKm', { km })}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
                <RadioGroup.Item value="match">
                  <RadioGroup.ItemHiddenInput onBlur={radius.field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t('alerts.radiusMatch')}</RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
          </Fieldset.Content>
          <Fieldset.ErrorText id={radiusErrorId}>{radiusError}</Fieldset.ErrorText>
        </Fieldset.Root>
        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', sm: 'flex-start' }} loadingText={t('edit.saving')}>
          {t('alerts.save')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
