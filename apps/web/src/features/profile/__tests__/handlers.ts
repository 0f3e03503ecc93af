import { DONATION_MESSAGES, VALIDATION_MESSAGES, isAlertRadius, nextDonationDateFrom, todayInIndia } from '@redhope/domain';
import { graphql, http, HttpResponse } from 'msw';
import type { DonorFieldsFragment, MyDonationsQuery as MyDonationsResult } from '../../../gql/graphql';
import type { AuthUser } from '../../../hooks/use-auth';
import { apiUrl } from '../../../lib/rest';
import { envelope, graphqlError, restError } from '../../../test/msw';
import { server } from '../../../test/server';
import { authHandlers, makeUser } from '../../auth/__tests__/handlers';
import { MeQuery } from '../../auth';
import { AddDonationMutation } from '../add-donation.graphql';
import { ChangePasswordMutation } from '../change-password.graphql';
import { DeleteAccountMutation } from '../delete-account.graphql';
import { MyDataQuery } from '../my-data.graphql';
import { MyDonationsQuery } from '../my-donations.graphql';
import { RemoveDonationMutation } from '../remove-donation.graphql';
import { ProfileEditQuery } from '../profile-edit.graphql';
import { UpdateAlertPreferencesMutation } from '../update-alert-preferences.graphql';
import { UpdateBloodGroupMutation } from '../update-blood-group.graphql';
import { UpdateContactMutation } from '../update-contact.graphql';
import { UpdateDonorSettingsMutation } from '../update-donor-settings.graphql';
import { UpdateProfileMutation } from '../update-profile.graphql';

/** The pincodes the test server knows. */
export const PINCODES: Readonly<Record<string, { district: string | null; state: string | null }>> = {
  '560001': { district: 'Bengaluru Urban', state: 'Karnataka' },
  '110001': { district: 'New Delhi', state: 'Delhi' },
};

/** The server's refusal of a radius it does not offer (profile.inputs.ts). */
export const ALERT_RADIUS_INVALID = 'Alert radius must be 5, 10 or 25 km';

/** An email another account already has. */
export const TAKEN_EMAIL = 'taken@example.com';
export const PASSWORD = 'secret-pass';
export const NEW_AVATAR = '/uploads/avatars/new-avatar.jpg';

export function makeDonor(overrides: Partial<DonorFieldsFragment> = {}): DonorFieldsFragment {
  return { __typename: 'User', id: 'u1', availableToDonate: true, lastDonationDate: null, nextDonationDate: null, weightKg: null, emailAlerts: true, alertRadiusKm: null, ...overrides };
}

/** One signed-in account on the test server, changed by the profile calls as the real server would. */
export interface ProfileAccount {
  user: AuthUser;
  donor: DonorFieldsFragment;
  password: string;
  /** The files sent to the avatar route, in order. */
  avatars: { name: string; type: string; size: number }[];
  deleted: boolean;
}

function withDonor(account: ProfileAccount) {
  return { ...account.user, ...account.donor, id: account.user.id };
}

/**
 * The profile calls against `account`: each answers with the changed user, the completion flags
 * following the data, as the server does. Without an account: the defaults of a signed-in
 * makeUser() (only the edit page's donor settings are ever asked for by default).
 */
export function profileHandlers(account: ProfileAccount = newAccount()) {
  return [
    graphql.query(ProfileEditQuery, () => HttpResponse.json({ data: { me: { ...account.donor, id: account.user.id } } })),
    graphql.mutation(UpdateProfileMutation, ({ variables: { input } }) => {
      if (input.email === TAKEN_EMAIL) return graphqlError('EMAIL_IN_USE');
      account.user = { ...account.user, ...input };
      return HttpResponse.json({ data: { updateProfile: account.user } });
    }),
    graphql.mutation(UpdateBloodGroupMutation, ({ variables: { input } }) => {
      account.user = { ...account.user, bloodGroup: input.bloodGroup, isBloodGroupAdded: true };
      return HttpResponse.json({ data: { updateBloodGroup: account.user } });
    }),
    graphql.mutation(UpdateDonorSettingsMutation, ({ variables: { input } }) => {
      // As the server: an absent last donation stays as it was (a donation recorded meanwhile).
      const lastDonationDate = input.lastDonationDate === undefined ? account.donor.lastDonationDate : input.lastDonationDate;
      account.donor = {
        ...account.donor,
        availableToDonate: input.availableToDonate,
        lastDonationDate: lastDonationDate ?? null,
        nextDonationDate: nextDonationDateFrom(lastDonationDate),
        // As the server: an absent weight stays as it was.
        weightKg: input.weightKg === undefined ? account.donor.weightKg : input.weightKg,
      };
      return HttpResponse.json({ data: { updateDonorSettings: withDonor(account) } });
    }),
    graphql.mutation(UpdateAlertPreferencesMutation, ({ variables: { input } }) => {
      const radius = input.alertRadiusKm ?? null;
      if (radius !== null && !isAlertRadius(radius)) {
        return graphqlError('VALIDATION_FAILED', ALERT_RADIUS_INVALID, { alertRadiusKm: ALERT_RADIUS_INVALID });
      }
      account.donor = { ...account.donor, emailAlerts: input.emailAlerts, alertRadiusKm: radius };
      return HttpResponse.json({ data: { updateAlertPreferences: { ...account.donor, id: account.user.id } } });
    }),
    graphql.mutation(UpdateContactMutation, ({ variables: { input } }) => {
      const place = PINCODES[input.pincode];
      if (!place) {
        return graphqlError('VALIDATION_FAILED', VALIDATION_MESSAGES.pincodeNotFound, { pincode: VALIDATION_MESSAGES.pincodeNotFound });
      }
      account.user = {
        ...account.user,
        phoneNo: input.phoneNo,
        pincode: input.pincode,
        address: {
          __typename: 'Address',
          addressLine: input.address.addressLine,
          district: input.address.district ?? place.district,
          state: input.address.state ?? place.state,
        },
        isContactInfoFilled: true,
      };
      return HttpResponse.json({ data: { updateContact: account.user } });
    }),
    graphql.mutation(ChangePasswordMutation, ({ variables: { input } }) => {
      if (input.currentPassword !== account.password) return graphqlError('INCORRECT_CURRENT_PASSWORD');
      account.password = input.newPassword;
      return HttpResponse.json({ data: { changePassword: true } });
    }),
    graphql.mutation(DeleteAccountMutation, ({ variables: { password } }) => {
      if (password !== account.password) return graphqlError('INCORRECT_PASSWORD');
      account.deleted = true;
      return HttpResponse.json({ data: { deleteAccount: true } });
    }),
    graphql.query(MyDataQuery, () =>
      HttpResponse.json({ data: { myData: JSON.stringify({
            format: 'redhope-user-data/1',
            exportedAt: '2026-11-23T06:00:00.000Z',
            profile: withDonor(account),
            requests: [],
            helpsGiven: [],
            campaigns: [],
            notifications: [],
            reports: { requests: [], campaigns: [] },
            sessions: [],
          }) } }),
    ),
    http.get(apiUrl('/pincode/:pincode'), ({ params }) => {
      const place = PINCODES[String(params.pincode)];
      return place
        ? envelope({ pincode: params.pincode, ...place, latitude: 12.97, longitude: 77.59 })
        : restError(404, 'NOT_FOUND', VALIDATION_MESSAGES.pincodeNotFound);
    }),
    http.patch(apiUrl('/user/update-avatar'), async ({ request }) => {
      const file = (await request.formData()).get('avatar');
      // The request's File is of Node's realm, not jsdom's: checked by shape.
      if (typeof file !== 'object' || file === null) return restError(400, 'VALIDATION_FAILED');
      account.avatars.push({ name: file.name, type: file.type, size: file.size });
      account.user = { ...account.user, avatar: NEW_AVATAR };
      return envelope(account.user, 200, 'Profile updated successfully');
    }),
  ];
}

export function newAccount(user: AuthUser = makeUser(), donor: DonorFieldsFragment = makeDonor({ id: user.id })): ProfileAccount {
  return { user, donor, password: PASSWORD, avatars: [], deleted: false };
}

/**
 * Signs `user` in, with the profile calls acting on their account; `me` answers the account as
 * it is now (after any change). Returns the account, for the test to read.
 */
export function signInToEdit(user: AuthUser = makeUser(), donor?: Partial<DonorFieldsFragment>): ProfileAccount {
  const account = newAccount(user, makeDonor({ id: user.id, ...donor }));
  // The first handler that matches answers: `me` from the account, before the fixed one of authHandlers.
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: account.user } })),
    ...authHandlers(user),
    ...profileHandlers(account),
  );
  return account;
}

type DonationRecord = MyDonationsResult['myDonations'];
type DonationRow = DonationRecord['donations'][number];

export function makeDonation(overrides: Partial<DonationRow> = {}): DonationRow {
  return { __typename: 'Donation', id: 'd1', donatedOn: '2030-01-10', component: 'WHOLE_BLOOD', place: 'Ruby Hall Clinic', venue: null, kind: 'REQUEST', ...overrides };
}

export function makeDonationRecord(overrides: Partial<DonationRecord> = {}): DonationRecord {
  const donations = overrides.donations ?? [makeDonation()];
  return {
    __typename: 'MyDonations',
    donations,
    total: donations.length,
    lastYear: donations.length,
    nextEligibleDate: '2030-05-10',
    nextEligibleByComponent: { __typename: 'NextEligibleDates', platelets: null },
    available: true,
    ...overrides,
  };
}

/**
 * The donor's record on the test server: adding puts a donation first, removing takes it out,
 * each answering the whole record as the server does; a date after today is refused at the field.
 */
export function donationsHandlers(record: DonationRecord = makeDonationRecord()) {
  let current = record;
  const withDonations = (donations: DonationRow[]) => (current = { ...current, donations, total: donations.length, lastYear: donations.length });
  return [
    graphql.query(MyDonationsQuery, () => HttpResponse.json({ data: { myDonations: current } })),
    graphql.mutation(AddDonationMutation, ({ variables: { input } }) => {
      if (input.donatedOn > todayInIndia()) {
        return graphqlError('VALIDATION_FAILED', DONATION_MESSAGES.dateInFuture, { donatedOn: DONATION_MESSAGES.dateInFuture });
      }
      const added = makeDonation({ id: `d${current.donations.length + 1}`, donatedOn: input.donatedOn, component: input.component, place: input.place, venue: input.venue, kind: 'MANUAL' });
      return HttpResponse.json({ data: { addDonation: withDonations([added, ...current.donations]) } });
    }),
    graphql.mutation(RemoveDonationMutation, ({ variables: { id } }) =>
      HttpResponse.json({ data: { removeDonation: withDonations(current.donations.filter((donation) => donation.id !== id)) } }),
    ),
  ];
}
