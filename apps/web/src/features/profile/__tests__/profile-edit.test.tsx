import { addDays, addYears, MESSAGES, todayInIndia } from '@redhope/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dropFocus } from '../../../test/focus';
import { deferred, graphqlError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { makeUser } from '../../auth/__tests__/handlers';
import { ProfileEditQuery } from '../profile-edit.graphql';
import { UpdateProfileMutation } from '../update-profile.graphql';
import { PASSWORD, TAKEN_EMAIL, signInToEdit } from './handlers';

async function openEditPage() {
  renderApp('/profile-edit');
  await screen.findByRole('heading', { level: 1, name: 'Update your profile' });
  return screen.findByRole('region', { name: 'General' });
}

const section = (name: string) => screen.getByRole('region', { name });

/** A birth date `years` years before today in India (the age rule's day), plus `days`. */
function bornYearsAgo(years: number, days = 0): string {
  return addDays(addYears(todayInIndia(), -years), days);
}

describe('profile edit page', () => {
  it('has the sections, each a named region with its own save button, and the page title', async () => {
    signInToEdit();
    await openEditPage();
    for (const name of ['Profile photo', 'General', 'Health', 'Contact', 'Change password', 'Privacy']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(within(section('General')).getByRole('button', { name: 'Save details' })).toHaveAttribute('type', 'submit');
    expect(within(section('Health')).getByRole('button', { name: 'Save blood group' })).toBeInTheDocument();
    expect(within(section('Contact')).getByRole('button', { name: 'Save contact details' })).toBeInTheDocument();
    expect(within(section('Change password')).getByRole('button', { name: 'Update password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit profile | Redhope'));
  });

  it('says when the details could not be read (no endless loader), and shows the sections once Try again gets an answer', async () => {
    const account = signInToEdit();
    let serverWell = false;
    server.use(graphql.query(ProfileEditQuery, () => (serverWell ? HttpResponse.json({ data: { me: { ...account.donor, id: account.user.id } } }) : graphqlError('INTERNAL'))));
    renderApp('/profile-edit');
    expect(await screen.findByText('Unable to load your profile.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading profile')).not.toBeInTheDocument();
    serverWell = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'General' })).toBeInTheDocument();
  });
});

describe('unsaved changes', () => {
  it('names the sections not saved yet while another is saved, and asks before the page is left', async () => {
    signInToEdit(makeUser({ isBloodGroupAdded: false, bloodGroup: null, isContactInfoFilled: false }));
    const { router } = renderApp('/profile-edit');
    const health = await screen.findByRole('region', { name: 'Health' });
    const contact = section('Contact');
    // The family picks a blood group, then fills the contact section and saves that one only.
    await userEvent.selectOptions(within(health).getByRole('combobox', { name: 'Blood group' }), 'B-');
    await userEvent.type(within(contact).getByLabelText('Phone number'), '98765 43210');
    expect(await screen.findByText('Not saved yet: Blood group and Contact. Each section has its own Save button.')).toBeInTheDocument();
    await userEvent.type(within(contact).getByLabelText('Address line'), '12 MG Road');
    await userEvent.type(within(contact).getByLabelText('Pincode'), '560001');
    await waitFor(() => expect(within(contact).getByLabelText('District')).toHaveValue('Bengaluru Urban'));
    await userEvent.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText(MESSAGES.contactUpdated)).toBeInTheDocument();
    // The blood group is still chosen and still said to be unsaved, politely to screen readers.
    const notice = await screen.findByText('Not saved yet: Blood group. Each section has its own Save button.');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(within(health).getByRole('combobox', { name: 'Blood group' })).toHaveValue('B-');

    // Leaving asks first; staying keeps everything.
    await userEvent.click(screen.getByRole('link', { name: 'Back to your profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('These sections have changes that are not saved: Blood group. If you leave now, they are lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile-edit');

    // Saved: nothing is said any more, and the page may be left without a question.
    await userEvent.click(within(health).getByRole('button', { name: 'Save blood group' }));
    expect(await screen.findByText(MESSAGES.bloodGroupUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Not saved yet/)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: 'Back to your profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('leaves without saving when the user says so', async () => {
    signInToEdit();
    const { router } = renderApp('/profile-edit');
    const general = await screen.findByRole('region', { name: 'General' });
    await userEvent.type(within(general).getByLabelText('User name'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Back to your profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('not saved: General.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(requests.to('UpdateProfile')).toHaveLength(0);
  });
});

describe('General', () => {
  it('starts from the stored details', async () => {
    signInToEdit(makeUser({ userName: 'ravi', email: 'ravi@example.com', dateOfBirth: '1990-07-03' }));
    const general = await openEditPage();
    expect(within(general).getByLabelText('User name')).toHaveValue('ravi');
    expect(within(general).getByLabelText('Email')).toHaveValue('ravi@example.com');
    expect(within(general).getByLabelText('Date of birth')).toHaveValue('1990-07-03');
  });

  it('checks userName, email and age before sending', async () => {
    signInToEdit();
    const general = await openEditPage();
    const userName = within(general).getByLabelText('User name');
    const email = within(general).getByLabelText('Email');
    const dateOfBirth = within(general).getByLabelText('Date of birth');
    await userEvent.clear(userName);
    await userEvent.type(userName, ' ab ');
    await userEvent.clear(email);
    fireEvent.change(dateOfBirth, { target: { value: bornYearsAgo(18, 1) } });
    await userEvent.click(within(general).getByRole('button', { name: 'Save details' }));

    expect(userName).toHaveAccessibleDescription('User name length must be atleast 3');
    expect(userName).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(dateOfBirth).toHaveAccessibleDescription('User age must be 18 or above');
    expect(requests.to('UpdateProfile')).toHaveLength(0);

    // Eighteen today is old enough.
    fireEvent.change(dateOfBirth, { target: { value: bornYearsAgo(18) } });
    await waitFor(() => expect(dateOfBirth).not.toHaveAccessibleDescription('User age must be 18 or above'));
  });

  it("sends the normalised details and says 'User details updated'", async () => {
    const account = signInToEdit();
    const general = await openEditPage();
    const userName = within(general).getByLabelText('User name');
    await userEvent.clear(userName);
    await userEvent.type(userName, '  Asha Rao ');
    const email = within(general).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, ' Asha.Rao@Example.com');
    await userEvent.click(within(general).getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText(MESSAGES.userUpdated)).toBeInTheDocument();
    expect(requests.to('UpdateProfile')[0].variables).toEqual({
      input: { userName: 'Asha Rao', email: 'asha.rao@example.com', dateOfBirth: '1995-04-12' },
    });
    expect(account.user.userName).toBe('Asha Rao');
    expect(userName).toHaveValue('Asha Rao');
  });

  it('gives the focus back to the save button once the save is over (disabled while it runs)', async () => {
    signInToEdit();
    const gate = deferred();
    server.use(graphql.mutation(UpdateProfileMutation, async () => void (await gate.promise)));
    const general = await openEditPage();
    await userEvent.type(within(general).getByLabelText('User name'), 'x');
    const save = within(general).getByRole('button', { name: 'Save details' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    dropFocus();
    gate.resolve();
    expect(await screen.findByText(MESSAGES.userUpdated)).toBeInTheDocument();
    await waitFor(() => expect(save).toHaveFocus());
  });

  it("shows 402 'Email is already in use!' as a toast", async () => {
    signInToEdit();
    const general = await openEditPage();
    const email = within(general).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, TAKEN_EMAIL);
    await userEvent.click(within(general).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MESSAGES.emailInUse)).toBeInTheDocument();
  });

  it('puts server field errors at their fields', async () => {
    signInToEdit();
    server.use(
      graphql.mutation(UpdateProfileMutation, () =>
        graphqlError('VALIDATION_FAILED', 'User age must be 18 or above', { dateOfBirth: 'User age must be 18 or above' }),
      ),
    );
    const general = await openEditPage();
    await userEvent.click(within(general).getByRole('button', { name: 'Save details' }));
    const dateOfBirth = within(general).getByLabelText('Date of birth');
    await waitFor(() => expect(dateOfBirth).toHaveAccessibleDescription('User age must be 18 or above'));
    expect(dateOfBirth).toHaveFocus();
  });
});

describe('Health', () => {
  it("offers the eight groups, requires one, and after 'Blood group updated' the completion banner goes", async () => {
    const account = signInToEdit();
    await openEditPage();
    const banner = await screen.findByRole('link', { name: MESSAGES.completeProfileBanner });
    const health = section('Health');
    const select = within(health).getByRole('combobox', { name: 'Blood group' });
    expect(within(select).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '',
      'A+',
      'A-',
      'B+',
      'B-',
      'AB+',
      'AB-',
      'O+',
      'O-',
    ]);

    await userEvent.click(within(health).getByRole('button', { name: 'Save blood group' }));
    expect(select).toHaveAccessibleDescription('Blood group is required');
    expect(requests.to('UpdateBloodGroup')).toHaveLength(0);

    await userEvent.selectOptions(select, 'AB-');
    await userEvent.click(within(health).getByRole('button', { name: 'Save blood group' }));
    expect(await screen.findByText(MESSAGES.bloodGroupUpdated)).toBeInTheDocument();
    expect(requests.to('UpdateBloodGroup')[0].variables).toEqual({ input: { bloodGroup: 'AB-' } });
    expect(account.user.isBloodGroupAdded).toBe(true);
    await waitFor(() => expect(banner).not.toBeInTheDocument());
  });

  it('switches availability, refuses a future last donation, and shows the next date to donate', async () => {
    signInToEdit();
    await openEditPage();
    const health = section('Health');
    expect(within(health).getByText('You may donate today.')).toBeInTheDocument();
    // No later date: nothing to put in a calendar.
    expect(within(health).queryByRole('link', { name: 'Add next eligible date to calendar' })).not.toBeInTheDocument();
    const available = within(health).getByRole('checkbox', { name: 'Available to donate' });
    expect(available).toBeChecked();
    expect(available).toHaveAccessibleDescription('When off, you get no alerts for blood requests near you.');
    await userEvent.click(available);
    expect(available).not.toBeChecked();

    const lastDonation = within(health).getByLabelText('Last donation date');
    // Tomorrow in India (the form's limit is India's today: from 18:30 UTC that is already the machine's tomorrow).
    const future = new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(lastDonation, { target: { value: future } });
    await userEvent.click(within(health).getByRole('button', { name: 'Save donation details' }));
    expect(lastDonation).toHaveAccessibleDescription('Last donation date cannot be in the future');
    expect(requests.to('UpdateDonorSettings')).toHaveLength(0);

    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const recent = `${lastWeek.getFullYear()}-${String(lastWeek.getMonth() + 1).padStart(2, '0')}-${String(lastWeek.getDate()).padStart(2, '0')}`;
    fireEvent.change(lastDonation, { target: { value: recent } });
    await userEvent.click(within(health).getByRole('button', { name: 'Save donation details' }));
    expect(await screen.findByText('Donor settings updated')).toBeInTheDocument();
    expect(requests.to('UpdateDonorSettings')[0].variables).toEqual({ input: { availableToDonate: false, lastDonationDate: recent } });
    // 120 days after the donation (the gap when the donor's sex is not known).
    const next = new Date(Date.UTC(lastWeek.getFullYear(), lastWeek.getMonth(), lastWeek.getDate()) + 120 * 86_400_000);
    const shown = `${String(next.getUTCDate()).padStart(2, '0')}/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
    expect(await within(health).findByText(`You may donate again from ${shown}.`)).toBeInTheDocument();
    // Beside the date: the server's .ics of it.
    const calendar = within(health).getByRole('link', { name: 'Add next eligible date to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/v1/user/next-donation-calendar');
    expect(calendar).toHaveAttribute('download');
  });

  it('takes the weight in whole kg (optional: only platelet donation asks for it), and refuses what is not one', async () => {
    signInToEdit(makeUser(), { weightKg: 61 });
    await openEditPage();
    const health = section('Health');
    const weight = within(health).getByLabelText('Weight in kg (optional)');
    expect(weight).toHaveValue('61');
    expect(within(health).getByText('Donors must weigh at least 45 kg to give blood, and 50 kg to give platelets: below that you are not alerted for them.')).toBeInTheDocument();
    for (const wrong of ['12', '64.5', 'heavy']) {
      await userEvent.clear(weight);
      await userEvent.type(weight, wrong);
      await userEvent.click(within(health).getByRole('button', { name: 'Save donation details' }));
      expect(weight).toHaveAccessibleDescription('Weight must be a whole number of kg, from 30 to 250');
    }
    expect(requests.to('UpdateDonorSettings')).toHaveLength(0);
    await userEvent.clear(weight);
    await userEvent.type(weight, ' 58 ');
    await userEvent.click(within(health).getByRole('button', { name: 'Save donation details' }));
    expect(await screen.findByText('Donor settings updated')).toBeInTheDocument();
    expect(requests.to('UpdateDonorSettings')[0].variables).toMatchObject({ input: { weightKg: 58 } });
    expect(weight).toHaveValue('58');
    // Emptied: not known any more.
    await userEvent.clear(weight);
    await userEvent.click(within(health).getByRole('button', { name: 'Save donation details' }));
    await waitFor(() => expect(requests.to('UpdateDonorSettings')).toHaveLength(2));
    expect(requests.to('UpdateDonorSettings')[1].variables).toMatchObject({ input: { weightKg: null } });
  });

  it('sends no last donation when the date is cleared', async () => {
    signInToEdit(makeUser(), { lastDonationDate: '2024-01-10', nextDonationDate: null });
    await openEditPage();
    const health = section('Health');
    await userEvent.clear(within(health).getByLabelText('Last donation date'));
    await userEvent.click(within(health).getByRole('button', { name: 'Save donation details' }));
    await screen.findByText('Donor settings updated');
    expect(requests.to('UpdateDonorSettings')[0].variables).toEqual({ input: { availableToDonate: true, lastDonationDate: null } });
  });

  it('sends only what was changed: a donation recorded after the page was loaded is not put back by the switch', async () => {
    const account = signInToEdit(makeUser(), { lastDonationDate: '2024-01-10', nextDonationDate: null, weightKg: 61 });
    await openEditPage();
    const health = section('Health');
    // Meanwhile, a donation at a camp moved the saved date on (another device, or the camp's record).
    const donatedOn = addDays(todayInIndia(), -3);
    account.donor = { ...account.donor, lastDonationDate: donatedOn };
    await userEvent.click(within(health).getByRole('checkbox', { name: 'Available to donate' }));
    await userEvent.click(within(health).getByRole('button', { name: 'Save donation details' }));
    await screen.findByText('Donor settings updated');
    expect(requests.to('UpdateDonorSettings')[0].variables).toEqual({ input: { availableToDonate: false } });
    // The form now shows the saved day, not the one it was loaded with.
    await waitFor(() => expect(within(health).getByLabelText('Last donation date')).toHaveValue(donatedOn));
    expect(within(health).getByLabelText('Weight in kg (optional)')).toHaveValue('61');
  });
});

describe('Contact', () => {
  it('shows the +91 placeholder and India, fixed', async () => {
    signInToEdit();
    await openEditPage();
    const contact = section('Contact');
    expect(within(contact).getByLabelText('Phone number')).toHaveAttribute('placeholder', '+91');
    expect(within(contact).getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(within(contact).getByLabelText('Nationality')).toHaveValue('India');
    expect(within(contact).getByLabelText('Nationality')).toBeDisabled();
  });

  it('checks phone, address line and pincode before sending', async () => {
    signInToEdit();
    await openEditPage();
    const contact = section('Contact');
    await userEvent.type(within(contact).getByLabelText('Phone number'), '12345');
    await userEvent.type(within(contact).getByLabelText('Pincode'), '012345');
    await userEvent.click(within(contact).getByRole('button', { name: 'Save contact details' }));

    expect(within(contact).getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number must be a valid Indian mobile number');
    expect(within(contact).getByLabelText('Phone number')).toHaveFocus();
    expect(within(contact).getByLabelText('Address line')).toHaveAccessibleDescription('Address is required');
    expect(within(contact).getByLabelText('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits and cannot start with 0');
    expect(requests.to('UpdateContact')).toHaveLength(0);
  });

  it("fills district and state from a known pincode, saves, and after 'Contact details updated' the banner goes", async () => {
    const account = signInToEdit();
    await openEditPage();
    const banner = await screen.findByRole('link', { name: MESSAGES.completeProfileBanner });
    const contact = section('Contact');
    await userEvent.type(within(contact).getByLabelText('Phone number'), '98765 43210');
    await userEvent.type(within(contact).getByLabelText('Address line'), '12 MG Road ');
    await userEvent.type(within(contact).getByLabelText('Pincode'), '560001');

    await waitFor(() => expect(within(contact).getByLabelText('District')).toHaveValue('Bengaluru Urban'));
    expect(within(contact).getByLabelText('State')).toHaveValue('Karnataka');
    expect(within(contact).getByRole('status')).toHaveTextContent('District and state filled in from pincode 560001.');
    // A plain GET, which the browser may cache.
    expect(requests.to('/pincode/560001')[0].method).toBe('GET');

    await userEvent.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText(MESSAGES.contactUpdated)).toBeInTheDocument();
    expect(requests.to('UpdateContact')[0].variables).toEqual({
      input: {
        phoneNo: '+919876543210',
        address: { addressLine: '12 MG Road', district: 'Bengaluru Urban', state: 'Karnataka' },
        pincode: '560001',
      },
    });
    expect(account.user.isContactInfoFilled).toBe(true);
    await waitFor(() => expect(banner).not.toBeInTheDocument());
  });

  it('sent from a request to add what helping needs: says so, opens at the named section, and goes back to the request once both are saved', async () => {
    signInToEdit(makeUser({ isBloodGroupAdded: true, bloodGroup: 'O+', isContactInfoFilled: false }));
    const { router } = renderApp('/profile-edit?to=/request/r1#contact');
    expect(await screen.findByText('Add your blood group and contact details below. Once both are saved, you will go back to the request.')).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(contact).toHaveAttribute('id', 'contact');
    await waitFor(() => expect(within(contact).getByLabelText('Phone number')).toHaveFocus());
    await userEvent.type(within(contact).getByLabelText('Phone number'), '98765 43210');
    await userEvent.type(within(contact).getByLabelText('Address line'), '12 MG Road');
    await userEvent.type(within(contact).getByLabelText('Pincode'), '560001');
    await waitFor(() => expect(within(contact).getByLabelText('District')).toHaveValue('Bengaluru Urban'));
    await userEvent.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/r1'));
  });

  it('leaves district and state to the user for an unknown pincode, and shows the server refusal at the pincode', async () => {
    signInToEdit();
    await openEditPage();
    const contact = section('Contact');
    await userEvent.type(within(contact).getByLabelText('Phone number'), '9876543210');
    await userEvent.type(within(contact).getByLabelText('Address line'), '1 Main Street');
    await userEvent.type(within(contact).getByLabelText('Pincode'), '999999');
    await waitFor(() => expect(requests.to('/pincode/999999')).toHaveLength(1));
    expect(within(contact).getByLabelText('District')).toHaveValue('');

    await userEvent.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(within(contact).getByLabelText('Pincode')).toHaveAccessibleDescription('Pincode not found'));
    expect(requests.to('UpdateContact')[0].variables).toMatchObject({ input: { address: { district: null, state: null } } });
  });
});

describe('Change password', () => {
  it("checks the new password's length, shows 'Incorrect current password', then 'Password updated'", async () => {
    const account = signInToEdit();
    await openEditPage();
    const passwords = section('Change password');
    const current = within(passwords).getByLabelText('Current password');
    const next = within(passwords).getByLabelText('New password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.click(within(passwords).getByRole('button', { name: 'Update password' }));
    expect(current).toHaveAccessibleDescription('Current password is required');
    expect(next).toHaveAccessibleDescription('Minimum allowed password length is 5');
    expect(requests.to('ChangePassword')).toHaveLength(0);

    await userEvent.type(current, 'wrong-pass');
    await userEvent.type(next, 'new-secret');
    await userEvent.click(within(passwords).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(MESSAGES.incorrectCurrentPassword)).toBeInTheDocument();
    expect(account.password).toBe(PASSWORD);

    await userEvent.clear(current);
    await userEvent.type(current, PASSWORD);
    await userEvent.click(within(passwords).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
    expect(account.password).toBe('new-secret');
    await waitFor(() => expect(current).toHaveValue(''));
    expect(next).toHaveValue('');
  });
});
