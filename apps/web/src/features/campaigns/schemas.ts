import {
  ADDRESS_LINE_MAX_LENGTH,
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CAMPAIGN_TITLE_MIN_LENGTH,
  DISTRICT_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  STATE_MAX_LENGTH,
  isCampaignCategory,
  isRegistrationLink,
  normaliseIndianPhone,
} from '@redhope/domain';
import { z } from 'zod';
import { todayIsoDate } from '../../lib/dates';
import { validationKey } from '../../lib/i18n';
import { pincodeField } from '../../lib/schema-fields';

const required = (field: 'addressLine' | 'district' | 'state', max: number) => z.string().trim().min(1, `required.${field}`).max(max, 'tooLong');

/** An optional text field: blank is "not given". */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value));

/**
 * The campaign form (SPEC "Campaign form"), with the limits and checks of libs/domain that the
 * server applies too. The date and the time are separate inputs, sent as one "date T time"; the
 * date's minimum is today (local); the leaflet is an image of at most IMAGE_MAX_BYTES.
 */
export const campaignSchema = z.object({
  title: z
    .string()
    .trim()
    .min(CAMPAIGN_TITLE_MIN_LENGTH, 'campaignFields.title')
    .max(CAMPAIGN_TITLE_MAX_LENGTH, 'campaignFields.title'),
  category: z.string().refine(isCampaignCategory, 'campaignFields.category'),
  address: z.object({
    addressLine: required('addressLine', ADDRESS_LINE_MAX_LENGTH),
    district: required('district', DISTRICT_MAX_LENGTH),
    state: required('state', STATE_MAX_LENGTH),
  }),
  pincode: pincodeField(),
  contactNo: optional.refine((value) => value === undefined || normaliseIndianPhone(value) !== null, validationKey('phoneInvalid')),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'campaignFields.date', abort: true })
    .refine((value) => value >= todayIsoDate(), 'campaignFields.date'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'campaignFields.date'),
  description: z
    .string()
    .trim()
    .min(1, 'campaignFields.description')
    .max(CAMPAIGN_DESCRIPTION_MAX_LENGTH, 'campaignFields.description'),
  registrationLink: optional.refine((value) => value === undefined || isRegistrationLink(value), 'campaignFields.registrationLink'),
  leaflet: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file): file is File => file instanceof File, { error: 'campaignFields.leaflet', abort: true })
    .refine((file) => file.size <= IMAGE_MAX_BYTES, validationKey('leafletTooLarge')),
  commit: z.boolean().refine((value) => value, 'required.commit'),
});

export type CampaignFormValues = z.input<typeof campaignSchema>;
export type CampaignFormOutput = z.output<typeof campaignSchema>;

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  title: '',
  category: '',
  address: { addressLine: '', district: '', state: '' },
  pincode: '',
  contactNo: '',
  date: '',
  time: '',
  description: '',
  registrationLink: '',
  leaflet: null,
  commit: false,
};

/**
 * The multipart body of POST /campaign/create-campaign: the address as bracketed fields, the
 * date and time as one "date T time" value, optional fields left out when blank.
 */
export function toCampaignFormData(values: CampaignFormOutput): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('category', values.category);
  form.append('address[addressLine]', values.address.addressLine);
  form.append('address[district]', values.address.district);
  form.append('address[state]', values.address.state);
  form.append('pincode', values.pincode);
  if (values.contactNo) form.append('contactNo', normaliseIndianPhone(values.contactNo) ?? values.contactNo);
  form.append('date', `${values.date}T${values.time}`);
  form.append('description', values.description);
  if (values.registrationLink) form.append('registrationLink', values.registrationLink);
  form.append('leaflet', values.leaflet, values.leaflet.name);
  return form;
}
