import type { BloodRequestFieldsFragment } from '../../gql/graphql';
import type { RequestFormValues } from './schemas';

/** What "Post again" carries to /create-request (router state, never the URL: it holds contact details). */
export interface RepostState {
  repost: Partial<RequestFormValues>;
}

const REPOST_FIELDS = [
  'applicant',
  'bloodGroup',
  'component',
  'units',
  'hospitalName',
  'addressLine',
  'district',
  'state',
  'pincode',
  'reason',
  'phoneNo',
  'email',
] as const satisfies readonly (keyof RequestFormValues)[];

/**
 * A closed request as the start of a new one: patient, need, hospital, area, reason and contact.
 * Not the date (nor how soon): the user picks a new one. The old request is left as it is.
 */
export function repostValues(request: BloodRequestFieldsFragment): RepostState {
  return {
    repost: {
      applicant: request.applicant,
      bloodGroup: request.bloodGroup,
      component: request.component,
      units: String(request.units),
      hospitalName: request.hospitalName ?? '',
      addressLine: request.address.addressLine ?? '',
      district: request.address.district ?? '',
      state: request.address.state ?? '',
      pincode: request.pincode,
      reason: request.reason,
      phoneNo: request.phoneNo,
      email: request.email,
    },
  };
}

/** The prefill in a location's state, if it is one (only known text fields are taken). */
export function repostFromState(state: unknown): Partial<RequestFormValues> | null {
  if (typeof state !== 'object' || state === null || !('repost' in state)) return null;
  const { repost } = state as { repost: unknown };
  if (typeof repost !== 'object' || repost === null) return null;
  const values: Partial<Record<(typeof REPOST_FIELDS)[number], string>> = {};
  for (const field of REPOST_FIELDS) {
    const value = (repost as Record<string, unknown>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}
