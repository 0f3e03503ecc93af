import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { BLOOD_GROUPS, isBloodGroup } from '@redhope/domain';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { CheckboxField, Form, SelectField, SubmitButton, TextField, TextareaField, useZodForm } from '../../../components/form';
import { TextLink } from '../../../components/ui/text-link';
import type { AuthUser } from '../../../hooks/use-auth';
import { CreateBloodRequestMutation } from '../create-blood-request.graphql';
import { requestDateRange, requestSchema, type RequestFormValues } from '../schemas';

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

/** The profile's details as the form's starting values: the patient is often the user or family. */
export function prefilledFrom(user: AuthUser | null): RequestFormValues {
  return {
    applicant: user?.userName ?? '',
    email: user?.email ?? '',
    phoneNo: user?.phoneNo ?? '',
    addressLine: user?.address.addressLine ?? '',
    district: user?.address.district ?? '',
    state: user?.address.state ?? '',
    pincode: user?.pincode ?? '',
    bloodGroup: user?.bloodGroup && isBloodGroup(user.bloodGroup) ? user.bloodGroup : '',
    reason: '',
    date: '',
    commit: false,
  };
}

export interface RequestFormProps {
  user: AuthUser | null;
}

/**
 * The request form: on success the toast 'Request submitted successfully' and the new request's
 * page. The submit button is disabled while sending; a refused field shows at the field.
 */
export function RequestForm({ user }: RequestFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(requestSchema, prefilledFrom(user));
  const [createRequest] = useMutation(CreateBloodRequestMutation);
  const { min, max } = requestDateRange();
  const prompt = t('requests.form.learnMorePrompt');

  return (
    <Form
      form={form}
      aria-label={t('requests.form.heading')}
      failureTexts={{ byCode: { VALIDATION_FAILED: 'createRequestFailed', BAD_REQUEST: 'createRequestFailed' } }}
      onSubmit={async (input) => {
        const { data } = await createRequest({ variables: { input } });
        if (!data) return;
        toast.success(t('messages.createRequestSucceeded'));
        void navigate(`/request/${data.createBloodRequest.id}`);
      }}
    >
      <Stack gap="6">
        <Stack as="section" gap="3">
          <Heading as="h2" size="md">
            {t('requests.form.patient')}
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField control={form.control} name="applicant" label={t('requests.form.applicant')} autoComplete="off" />
            <SelectField
              control={form.control}
              name="bloodGroup"
              label={t('requests.form.bloodGroup')}
              placeholder={t('requests.form.chooseBloodGroup')}
              options={BLOOD_GROUP_OPTIONS}
            />
            <TextField control={form.control} name="date" label={t('requests.form.date')} type="date" min={min} max={max} />
          </Grid>
          <TextareaField control={form.control} name="reason" label={t('requests.form.reason')} rows={3} />
        </Stack>

        <Stack as="section" gap="3">
          <Heading as="h2" size="md">
            {t('requests.form.contact')}
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField control={form.control} name="phoneNo" label={t('requests.form.phoneNo')} type="tel" inputMode="tel" autoComplete="tel" placeholder="+91" />
            <TextField control={form.control} name="email" label={t('requests.form.email')} type="email" inputMode="email" autoComplete="email" />
          </Grid>
        </Stack>

        <Stack as="section" gap="3">
          <Heading as="h2" size="md">
            {t('requests.form.hospital')}
          </Heading>
          <Stack gap="4">
            <TextField control={form.control} name="addressLine" label={t('requests.form.addressLine')} autoComplete="off" />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
              <TextField control={form.control} name="district" label={t('requests.form.district')} autoComplete="off" />
              <TextField control={form.control} name="state" label={t('requests.form.state')} autoComplete="off" />
              <TextField control={form.control} name="pincode" label={t('requests.form.pincode')} inputMode="numeric" maxLength={6} autoComplete="off" />
            </Grid>
          </Stack>
        </Stack>

        <CheckboxField control={form.control} name="commit" label={t('validation.commitRequired')} />

        <Text color="fg.muted" fontSize="sm">
          <Trans
            i18nKey="requests.form.learnMore"
            components={{ learn: <TextLink to={`/health-assistant?prompt=${encodeURIComponent(prompt)}`} fontWeight="semibold" /> }}
          />
        </Text>

        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', md: 'flex-start' }} loadingText={t('requests.form.submitting')}>
          {t('requests.form.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
