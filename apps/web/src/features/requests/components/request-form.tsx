import { Checkbox, Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation } from '@apollo/client/react';
import { BLOOD_GROUPS, REQUEST_COMPONENTS, REQUEST_UNITS_MAX, REQUEST_UNITS_MIN, REQUEST_URGENCIES, isBloodGroup } from '@redhope/domain';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSubmissionKey } from '../../../hooks/use-submission-key';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { offerInstallOnce } from '../../../components/install-offer';
import { CheckboxField, Form, SelectField, SubmitButton, TextField, TextareaField, PincodeFilledStatus, useZodForm } from '../../../components/form';
import { TextLink } from '../../../components/ui/text-link';
import type { AuthUser } from '../../../hooks/use-auth';
import { usePincodeFill } from '../../../hooks/use-pincode-fill';
import { useFormDraft } from '../../../hooks/use-form-draft';
import { DraftNotice } from '../../../components/draft-notice';
import { draftKey } from '../../../lib/drafts';
import { CreateBloodRequestMutation } from '../create-blood-request.graphql';
import { requestDateRange, requestSchema, type RequestFormValues } from '../schemas';

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));
const UNIT_OPTIONS = Array.from({ length: REQUEST_UNITS_MAX - REQUEST_UNITS_MIN + 1 }, (_, i) => String(REQUEST_UNITS_MIN + i)).map((units) => ({ value: units, label: units }));

/**
 * The form starts empty: it asks, it does not assume. A family member posting for someone else
 * must never send the requester's own name or blood group by accident (a typed name was once
 * joined to the prefilled one, and an unnoticed group went to matching).
 */
export function emptyRequestForm(): RequestFormValues {
  return {
    applicant: '',
    email: '',
    phoneNo: '',
    addressLine: '',
    district: '',
    state: '',
    pincode: '',
    bloodGroup: '',
    reason: '',
    component: '',
    units: '1',
    hospitalName: '',
    urgency: '',
    date: '',
    commit: false,
  };
}

type PatientField = 'applicant' | 'bloodGroup' | 'pincode' | 'district' | 'state';
type ContactField = 'phoneNo' | 'email';

/**
 * What "This request is for me" fills from the profile: the patient's name and blood group and the
 * area (pincode, district, state). Never the hospital: the profile holds a home address.
 */
export function patientFromProfile(user: AuthUser): Record<PatientField, string> {
  return {
    applicant: user.userName,
    bloodGroup: user.bloodGroup && isBloodGroup(user.bloodGroup) ? user.bloodGroup : '',
    pincode: user.pincode ?? '',
    district: user.address.district ?? '',
    state: user.address.state ?? '',
  };
}

/** What "Contact me" fills: the requester's own phone and e-mail. */
export function contactFromProfile(user: AuthUser): Record<ContactField, string> {
  return { phoneNo: user.phoneNo ?? '', email: user.email };
}

/**
 * Whether `values` hold what a "from my profile" choice fills: every field the profile has is the
 * profile's, and the profile has at least one. A restored draft (or a request posted again) opens
 * with the choice ticked when its fields are still the profile's.
 */
export function filledFromProfile<Field extends string>(values: Partial<Record<Field, unknown>> | null, fromProfile: Record<Field, string>): boolean {
  if (!values) return false;
  const known = (Object.entries(fromProfile) as [Field, string][]).filter(([, value]) => value !== '');
  return known.length > 0 && known.every(([name, value]) => values[name] === value);
}

export interface RequestFormProps {
  user: AuthUser | null;
  /** Values to start from (posting a closed request again); they replace any stored draft. */
  prefill?: Partial<RequestFormValues> | null;
}

/** The request form's draft key: per user, so a shared device never shows another user's draft. */
export const REQUEST_DRAFT = 'request';

/**
 * The request form: on success the toast 'Request submitted successfully' and the new request's
 * page. The submit button is disabled while sending; a refused field shows at the field.
 */
export function RequestForm({ user, prefill = null }: RequestFormProps) {
  const { t } = useTranslation(['requests', 'common']);
  const navigate = useNavigate();
  const form = useZodForm(requestSchema, emptyRequestForm());
  // Nothing typed is lost: "Learn more" and Back bring every field back (the commitment is given afresh).
  const draft = useFormDraft(form, { storageKey: user ? draftKey(user.id, REQUEST_DRAFT) : null, empty: emptyRequestForm(), omit: ['commit'], prefill });
  // A restored pincode keeps the district and state that came with it (possibly edited since).
  const { filledFrom } = usePincodeFill(form.control, form.setValue, { pincode: 'pincode', district: 'district', state: 'state' }, draft.startValues?.pincode ?? '');
  // A restored draft keeps its choices: ticked when the fields are still the profile's.
  const [forMe, setForMe] = useState(() => Boolean(user) && filledFromProfile(draft.startValues, patientFromProfile(user as AuthUser)));
  const [contactMe, setContactMe] = useState(() => Boolean(user) && filledFromProfile(draft.startValues, contactFromProfile(user as AuthUser)));
  const fillFromProfile = (values: Partial<Record<PatientField | ContactField, string>>, checked: boolean) => {
    for (const [name, value] of Object.entries(values) as [PatientField | ContactField, string][]) {
      // Unticking clears only what the choice filled; anything typed since stays.
      if (checked) form.setValue(name, value, { shouldDirty: true });
      else if (form.getValues(name) === value) form.setValue(name, '', { shouldDirty: true });
    }
  };
  const [createRequest] = useMutation(CreateBloodRequestMutation);
  const submission = useSubmissionKey();
  const { min, max } = requestDateRange();
  const prompt = t('form.learnMorePrompt');
  const componentOptions = REQUEST_COMPONENTS.map((component) => ({ value: component, label: t(`common:components.${component}`) }));
  const urgencyOptions = REQUEST_URGENCIES.map((urgency) => ({ value: urgency, label: t(`common:urgencies.${urgency}`) }));

  return (
    <Form
      form={form}
      aria-label={t('form.heading')}
      failureTexts={{ byCode: { VALIDATION_FAILED: 'createRequestFailed', BAD_REQUEST: 'createRequestFailed' } }}
      onSubmit={async (input) => {
        const { data } = await createRequest({ variables: { input, idempotencyKey: submission.keyFor(input) } });
        if (!data) return;
        submission.done();
        draft.clear();
        toast.success(t('common:messages.createRequestSucceeded'));
        void navigate(`/request/${data.createBloodRequest.id}`);
        // A first request is when the app earns a place on the home screen (once ever).
        offerInstallOnce();
      }}
    >
      <Stack gap="6">
        <DraftNotice draft={draft} />
        <Stack as="section" gap="3">
          <Heading as="h2" size="md">
            {t('form.patient')}
          </Heading>
          {user ? (
            <ChoiceBox
              checked={forMe}
              label={t('form.forMe')}
              onChange={(checked) => {
                setForMe(checked);
                fillFromProfile(patientFromProfile(user), checked);
              }}
            />
          ) : null}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField control={form.control} name="applicant" label={t('form.applicant')} autoComplete="off" />
            <SelectField
              control={form.control}
              name="bloodGroup"
              label={t('form.bloodGroup')}
              placeholder={t('form.chooseBloodGroup')}
              options={BLOOD_GROUP_OPTIONS}
            />
            <TextField control={form.control} name="date" label={t('form.date')} type="date" min={min} max={max} />
          </Grid>
          <TextareaField control={form.control} name="reason" label={t('form.reason')} rows={3} />
        </Stack>

        <Stack as="section" gap="3">
          <Heading as="h2" size="md">
            {t('form.need')}
          </Heading>
          {/* The component on a row of its own: its choices are long, and "How soon" beside it was clipped. */}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <SelectField control={form.control} name="component" label={t('form.component')} placeholder={t('form.chooseComponent')} options={componentOptions} />
            </GridItem>
            <SelectField control={form.control} name="units" label={t('form.units')} options={UNIT_OPTIONS} />
            <SelectField control={form.control} name="urgency" label={t('form.urgency')} placeholder={t('form.chooseUrgency')} options={urgencyOptions} />
          </Grid>
        </Stack>

        <Stack as="section" gap="3">
          <Heading as="h2" size="md">
            {t('form.contact')}
          </Heading>
          {user ? (
            <ChoiceBox
              checked={contactMe}
              label={t('form.contactMe')}
              onChange={(checked) => {
                setContactMe(checked);
                fillFromProfile(contactFromProfile(user), checked);
              }}
            />
          ) : null}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField control={form.control} name="phoneNo" label={t('form.phoneNo')} type="tel" inputMode="tel" autoComplete="tel" placeholder="+91" />
            <TextField control={form.control} name="email" label={t('form.email')} type="email" inputMode="email" autoComplete="email" />
          </Grid>
        </Stack>

        <Stack as="section" gap="3">
          <Heading as="h2" size="md">
            {t('form.hospital')}
          </Heading>
          <Stack gap="4">
            {/* The status line sits close under the fields. */}
            <Stack gap="1">
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
                <TextField control={form.control} name="pincode" label={t('form.pincode')} inputMode="numeric" maxLength={6} autoComplete="off" />
                <TextField control={form.control} name="district" label={t('form.district')} autoComplete="off" />
                <TextField control={form.control} name="state" label={t('form.state')} autoComplete="off" />
              </Grid>
              <PincodeFilledStatus filledFrom={filledFrom} />
            </Stack>
            <TextField control={form.control} name="hospitalName" label={t('form.hospitalName')} autoComplete="off" />
            <TextField control={form.control} name="addressLine" label={t('form.addressLine')} autoComplete="off" />
          </Stack>
        </Stack>

        <CheckboxField control={form.control} name="commit" label={t('common:validation.commitRequired')} />

        <Text color="fg.muted" fontSize="sm">
          <Trans
            t={t}
            i18nKey="form.learnMore"
            components={{ learn: <TextLink to={`/health-assistant?prompt=${encodeURIComponent(prompt)}`} fontWeight="semibold" /> }}
          />
        </Text>

        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', md: 'flex-start' }} loadingText={t('form.submitting')}>
          {t('form.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}

/** A choice that fills fields on purpose; not a form field itself. */
function ChoiceBox({ checked, label, onChange }: { checked: boolean; label: string; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root recipe={checkboxSlotRecipe} colorPalette="red" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
