import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { deferred, graphqlError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { MeQuery } from '../../auth';
import { CreateBloodRequestMutation } from '../create-blood-request.graphql';
import { requestDateRange } from '../schemas';
import { makeOwnRequest, requestsHandlers } from './handlers';

const DONOR = makeUser({
  userName: 'Asha Rao',
  email: 'asha@example.com',
  phoneNo: '+919876543210',
  bloodGroup: 'B+',
  pincode: '411001',
  isBloodGroupAdded: true,
  isContactInfoFilled: true,
  address: { addressLine: '12 MG Road', district: 'Pune', state: 'Maharashtra' },
});

async function openForm(user = DONOR) {
  signIn(user);
  const view = renderApp('/create-request');
  await screen.findByRole('heading', { name: 'Request for a Blood donation', level: 1 });
  await screen.findByRole('form', { name: 'Request for a Blood donation' });
  return view;
}

const field = (label: string) => screen.getByLabelText(label);
const forMe = () => screen.getByRole('checkbox', { name: /This request is for me/ });
const contactMe = () => screen.getByRole('checkbox', { name: 'Contact me at my phone and e-mail' });
const commitBox = () => screen.getByRole('checkbox', { name: 'I commit that all the given informations are correct.' });
const submit = () => screen.getByRole('button', { name: 'Submit request' });

async function fillPatientAndPlace() {
  await userEvent.type(field('Patient name'), 'Mohan Rao');
  await userEvent.selectOptions(field('Blood group'), 'O-');
  await userEvent.selectOptions(field('Component'), 'PLATELETS');
  await userEvent.selectOptions(field('Units'), '2');
  await userEvent.selectOptions(field('How soon'), 'TODAY');
  await userEvent.type(field('Hospital name'), 'Ruby Hall Clinic');
  await userEvent.type(field('Hospital address'), 'Sassoon Road');
  await userEvent.type(field('Pincode'), '411001');
  await userEvent.type(field('District'), 'Pune');
  await userEvent.type(field('State'), 'Maharashtra');
}

async function completeTheRest() {
  await userEvent.type(field('Reason'), 'Surgery after a road accident');
  await userEvent.type(field('Required by'), requestDateRange().min);
  await userEvent.click(commitBox());
}

describe('the request form', () => {
  it('says when the account could not be read (no endless loader), and shows the form once Try again gets an answer', async () => {
    signIn(DONOR);
    let serverWell = false;
    server.use(graphql.query(MeQuery, () => (serverWell ? HttpResponse.json({ data: { me: DONOR } }) : graphqlError('INTERNAL'))));
    renderApp('/create-request');
    expect(await screen.findByText('Your account details could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request for a Blood donation' })).not.toBeInTheDocument();
    serverWell = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Request for a Blood donation' })).toBeInTheDocument();
  });

  it('starts empty: no patient, blood group, hospital, pincode or contact is assumed from the profile', async () => {
    await openForm();
    expect(document.title).toBe('Request for donation | Redhope');
    for (const label of ['Patient name', 'Email', 'Phone number', 'Hospital name', 'Hospital address', 'District', 'State', 'Pincode', 'Blood group', 'Reason', 'Component', 'How soon']) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Units')).toHaveValue('1');
    const components = [...(field('Component') as HTMLSelectElement).options].map((option) => option.value);
    expect(components).toEqual(['', 'RED_CELLS', 'WHOLE_BLOOD', 'PLATELETS', 'PLASMA', 'ANY_GROUP']);
    expect(forMe()).not.toBeChecked();
    expect(contactMe()).not.toBeChecked();
    const options = [...(field('Blood group') as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toEqual(['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    expect(field('Required by')).toHaveAttribute('type', 'date');
    expect(field('Required by')).toHaveAttribute('min', requestDateRange().min);
    expect(commitBox()).not.toBeChecked();
  });

  it('tells a screen reader which fields are required before any submit; the choices that fill fields are not', async () => {
    await openForm();
    for (const label of ['Patient name', 'Blood group', 'Required by', 'Reason', 'Component', 'Units', 'How soon', 'Phone number', 'Email', 'Pincode', 'District', 'State', 'Hospital name', 'Hospital address']) {
      expect(field(label)).toBeRequired();
    }
    expect(commitBox()).toBeRequired();
    expect(forMe()).not.toBeRequired();
    expect(contactMe()).not.toBeRequired();
  });

  it("fills the patient from the profile only when 'This request is for me' is chosen, and unticking clears what it filled", async () => {
    await openForm();
    await userEvent.click(forMe());
    expect(field('Patient name')).toHaveValue('Asha Rao');
    expect(field('Blood group')).toHaveValue('B+');
    expect(field('Pincode')).toHaveValue('411001');
    expect(field('District')).toHaveValue('Pune');
    expect(field('State')).toHaveValue('Maharashtra');
    // The profile holds a home address, never the hospital's.
    expect(field('Hospital address')).toHaveValue('');
    expect(field('Phone number')).toHaveValue('');

    await userEvent.clear(field('Patient name'));
    await userEvent.type(field('Patient name'), 'Mohan Rao');
    await userEvent.click(forMe());
    expect(field('Patient name')).toHaveValue('Mohan Rao');
    expect(field('Blood group')).toHaveValue('');
    expect(field('Pincode')).toHaveValue('');

    await userEvent.click(contactMe());
    expect(field('Phone number')).toHaveValue('+919876543210');
    expect(field('Email')).toHaveValue('asha@example.com');
  });

  it('asks the pincode first and fills district and state from it, editable after', async () => {
    await openForm();
    const [pincode, district, state] = ['Pincode', 'District', 'State'].map((label) => field(label));
    expect(pincode.compareDocumentPosition(district) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pincode.compareDocumentPosition(field('Hospital name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // 560001 is one of the pincodes the test server knows (features/profile/__tests__/handlers.ts).
    await userEvent.type(pincode, '560001');
    await waitFor(() => expect(district).toHaveValue('Bengaluru Urban'));
    expect(state).toHaveValue('Karnataka');
    expect(screen.getByText('District and state filled in from pincode 560001.')).toBeInTheDocument();
    await userEvent.clear(state);
    await userEvent.type(state, 'KA');
    expect(state).toHaveValue('KA');
  });

  it("links 'Learn more' to the assistant with a question about who can donate", async () => {
    await openForm();
    const link = screen.getByRole('link', { name: 'Learn more' });
    const url = new URL(link.getAttribute('href') ?? '', window.location.origin);
    expect(url.pathname).toBe('/health-assistant');
    expect(url.searchParams.get('prompt')).toMatch(/who can donate/i);
  });

  it('refuses without the commitment, a six-digit pincode or a date, and sends nothing', async () => {
    await openForm(makeUser());
    await userEvent.type(field('Pincode'), '01234');
    await userEvent.click(submit());

    expect(field('Patient name')).toHaveAccessibleDescription("Enter the patient's name");
    expect(field('Patient name')).toHaveFocus();
    expect(field('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits and cannot start with 0');
    expect(field('Blood group')).toHaveAccessibleDescription('Blood group is required');
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number must be a valid Indian mobile number');
    expect(field('Required by')).toHaveAccessibleDescription('Choose a date from today up to 90 days ahead');
    expect(field('Component')).toHaveAccessibleDescription('Choose what is needed');
    expect(field('How soon')).toHaveAccessibleDescription('Choose how soon it is needed');
    expect(field('Hospital name')).toHaveAccessibleDescription("Enter the hospital's name");
    expect(field('Hospital address')).toHaveAccessibleDescription('Enter the address');
    expect(field('Reason')).toHaveAccessibleDescription('Say why blood is needed');
    expect(commitBox()).toHaveAccessibleDescription('Tick the box to confirm that the details are correct');
    expect(requests.to('CreateBloodRequest')).toHaveLength(0);
  });

  it('refuses a date before today', async () => {
    await openForm();
    await userEvent.type(field('Reason'), 'Dialysis');
    await userEvent.type(field('Required by'), '2020-01-01');
    await userEvent.click(commitBox());
    await userEvent.click(submit());
    expect(field('Required by')).toHaveAccessibleDescription('Choose a date from today up to 90 days ahead');
    expect(requests.to('CreateBloodRequest')).toHaveLength(0);
  });

  it('sends the checked form, disabled while sending, then toasts and opens the new request', async () => {
    const created = makeOwnRequest({ id: 'r42', applicant: 'Asha Rao', bloodGroup: 'B+' });
    server.use(...requestsHandlers([created]));
    const answer = deferred<Response>();
    server.use(graphql.mutation(CreateBloodRequestMutation, () => answer.promise));
    const { router } = await openForm();
    await fillPatientAndPlace();
    await userEvent.type(field('Phone number'), '098765 43210');
    await userEvent.type(field('Email'), 'asha@example.com');
    await completeTheRest();
    await userEvent.click(submit());

    const busy = await screen.findByRole('button', { name: /Submitting/ });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(requests.to('CreateBloodRequest')).toHaveLength(1);
    expect(requests.to('CreateBloodRequest')[0].variables).toEqual({
      input: {
        applicant: 'Mohan Rao',
        email: 'asha@example.com',
        phoneNo: '+919876543210',
        address: { addressLine: 'Sassoon Road', district: 'Pune', state: 'Maharashtra' },
        pincode: '411001',
        bloodGroup: 'O-',
        component: 'PLATELETS',
        units: 2,
        hospitalName: 'Ruby Hall Clinic',
        urgency: 'TODAY',
        reason: 'Surgery after a road accident',
        date: requestDateRange().min,
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    answer.resolve(HttpResponse.json({ data: { createBloodRequest: created } }));
    expect(await screen.findByText('Request submitted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/r42'));
    expect(await screen.findByRole('heading', { name: 'Urgent blood required' })).toBeInTheDocument();
  });

  it('sends one request for a double tap on Submit request', async () => {
    const created = makeOwnRequest({ id: 'r43', applicant: 'Mohan Rao' });
    server.use(...requestsHandlers([created]));
    const answer = deferred<Response>();
    server.use(graphql.mutation(CreateBloodRequestMutation, () => answer.promise));
    const { router } = await openForm();
    await fillPatientAndPlace();
    await userEvent.click(contactMe());
    await completeTheRest();
    // Two presses in the same moment, before React has shown the form as busy.
    submit().click();
    submit().click();
    await waitFor(() => expect(requests.to('CreateBloodRequest')).toHaveLength(1));
    answer.resolve(HttpResponse.json({ data: { createBloodRequest: created } }));
    expect(await screen.findByText('Request submitted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/r43'));
    expect(requests.to('CreateBloodRequest')).toHaveLength(1);
    expect(screen.getAllByText('Request submitted successfully')).toHaveLength(1);
  });

  it('sends a retry of the same form with the same idempotency key, and a changed form with a new one', async () => {
    server.use(graphql.mutation(CreateBloodRequestMutation, () => graphqlError('SERVICE_UNAVAILABLE')));
    await openForm();
    await fillPatientAndPlace();
    await userEvent.click(contactMe());
    await completeTheRest();
    await userEvent.click(submit());
    await waitFor(() => expect(requests.to('CreateBloodRequest')).toHaveLength(1));
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    await waitFor(() => expect(requests.to('CreateBloodRequest')).toHaveLength(2));
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(field('Hospital name'), ' East Wing');
    await userEvent.click(submit());
    await waitFor(() => expect(requests.to('CreateBloodRequest')).toHaveLength(3));
    const [first, retry, changed] = requests.to('CreateBloodRequest').map((call) => call.variables?.idempotencyKey as string);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it("toasts 'Please fill all the given fields' when the server refuses the form", async () => {
    server.use(graphql.mutation(CreateBloodRequestMutation, () => graphqlError('VALIDATION_FAILED', 'Please fill all the given fields')));
    const { router } = await openForm();
    await fillPatientAndPlace();
    await userEvent.click(contactMe());
    await completeTheRest();
    await userEvent.click(submit());
    expect(await screen.findByText('Please fill all the given fields')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-request');
    expect(submit()).toBeEnabled();
  });

  it('sends a signed-out visitor to login, and back here afterwards', async () => {
    const { router } = renderApp('/create-request');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?to=/create-request');
  });
});
