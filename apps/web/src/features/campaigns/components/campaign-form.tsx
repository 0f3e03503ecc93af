import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSubmissionKey } from '../../../hooks/use-submission-key';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { CheckboxField, Form, SelectField, SubmitButton, TextareaField, TextField, PincodeFilledStatus, useZodForm } from '../../../components/form';
import { usePincodeFill } from '../../../hooks/use-pincode-fill';
import { useAuth } from '../../../hooks/use-auth';
import { useFormDraft } from '../../../hooks/use-form-draft';
import { DraftNotice } from '../../../components/draft-notice';
import { draftKey } from '../../../lib/drafts';
import { todayIsoDate } from '../../../lib/dates';
import { createCampaign } from '../api';
import { CAMPAIGN_CATEGORIES, categoryKey } from '../categories';
import { EMPTY_CAMPAIGN, campaignSchema, toCampaignFormData } from '../schemas';
import { LeafletField } from './form-fields';

/**
 * 'Share your nearby health campaign': sent as multipart (the leaflet with the fields); on success
 * the toast 'Campaign created successfully' and the new campaign's page. The server's per-field
 * messages show at their fields; its other failures as one toast.
 */
export function CampaignForm() {
  const { t } = useTranslation(['campaigns', 'common']);
  const navigate = useNavigate();
  const form = useZodForm(campaignSchema, EMPTY_CAMPAIGN);
  const { user } = useAuth();
  // Kept while the tab lives, per user; the leaflet file never is (a restored draft asks for it again).
  const draft = useFormDraft(form, {
    storageKey: user ? draftKey(user.id, 'campaign') : null,
    empty: EMPTY_CAMPAIGN,
    omit: ['commit'],
    fileFields: ['leaflet'],
  });
  const submission = useSubmissionKey();
  const { filledFrom } = usePincodeFill(
    form.control,
    form.setValue,
    { pincode: 'pincode', district: 'address.district', state: 'address.state' },
    draft.startValues?.pincode ?? '',
  );
  const categories = CAMPAIGN_CATEGORIES.map((value) => {
    const key = categoryKey(value);
    return { value, label: key ? t(key) : value };
  });

  return (
    <Form
      form={form}
      aria-label={t('common:placeholders.createCampaign')}
      onSubmit={async (values) => {
        const { id } = await createCampaign(toCampaignFormData(values), submission.keyFor(values));
        submission.done();
        draft.clear();
        toast.success(t('common:messages.createCampaignSucceeded'));
        await navigate(`/campaign/${id}`);
      }}
    >
      <Stack gap="5">
        <DraftNotice draft={draft} fileLabel={t('form.leaflet')} />
        <TextField control={form.control} name="title" label={t('form.title')} autoComplete="off" />
        <SelectField
          control={form.control}
          name="category"
          label={t('form.category')}
          placeholder={t('form.chooseCategory')}
          options={categories}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField control={form.control} name="date" label={t('form.date')} type="date" min={todayIsoDate()} />
          <TextField control={form.control} name="time" label={t('form.time')} type="time" />
        </SimpleGrid>
        {/* The status line sits close under the fields. */}
        <Stack gap="1">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
            <TextField control={form.control} name="pincode" label={t('form.pincode')} inputMode="numeric" maxLength={6} autoComplete="off" />
            <TextField control={form.control} name="address.district" label={t('form.district')} autoComplete="off" />
            <TextField control={form.control} name="address.state" label={t('form.state')} autoComplete="off" />
          </SimpleGrid>
          <PincodeFilledStatus filledFrom={filledFrom} />
        </Stack>
        <TextField control={form.control} name="address.addressLine" label={t('form.addressLine')} autoComplete="off" />
        <TextField control={form.control} name="contactNo" label={t('form.contactNo')} type="tel" inputMode="tel" placeholder="+91" autoComplete="off" />
        <TextareaField control={form.control} name="description" label={t('form.description')} rows={5} />
        <TextField control={form.control} name="registrationLink" label={t('form.registrationLink')} type="url" inputMode="url" />
        <LeafletField
          control={form.control}
          name="leaflet"
          label={t('form.leaflet')}
          setError={form.setError}
          clearErrors={form.clearErrors}
        />
        <CheckboxField control={form.control} name="commit" label={t('common:validation.commitRequired')} />
        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', sm: 'flex-start' }} size="lg" loadingText={t('form.sending')}>
          {t('form.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
