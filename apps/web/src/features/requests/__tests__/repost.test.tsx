import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { requestDateRange } from '../schemas';
import { makeOwnRequest, requestsHandlers } from './handlers';

const CLOSED = makeOwnRequest({
  id: 'r7',
  applicant: 'Sita Devi',
  bloodGroup: 'AB-',
  component: 'PLATELETS',
  units: 4,
  hospitalName: 'Lok Nayak Hospital',
  urgency: 'TODAY',
  reason: 'Dengue, platelets low',
  pincode: '110002',
  date: '2030-05-04',
  isActive: false,
  isFulfilled: true,
  closedAt: '2030-05-03T10:00:00.000Z',
  address: { addressLine: 'Jawaharlal Nehru Marg', district: 'Central Delhi', state: 'Delhi' },
});

const field = (label: string) => screen.getByLabelText(label);

function expectPrefilledFromClosed() {
  expect(field('Patient name')).toHaveValue('Sita Devi');
  expect(field('Blood group')).toHaveValue('AB-');
  expect(field('Component')).toHaveValue('PLATELETS');
  expect(field('Units')).toHaveValue('4');
  expect(field('Hospital name')).toHaveValue('Lok Nayak Hospital');
  expect(field('Hospital address')).toHaveValue('Jawaharlal Nehru Marg');
  expect(field('Pincode')).toHaveValue('110002');
  expect(field('District')).toHaveValue('Central Delhi');
  expect(field('State')).toHaveValue('Delhi');
  expect(field('Reason')).toHaveValue('Dengue, platelets low');
  expect(field('Phone number')).toHaveValue('+919822012345');
  expect(field('Email')).toHaveValue('ravi.family@example.com');
}

describe('posting a closed request again', () => {
  it("offers 'Post again' to the owner of a closed request: a new request prefilled from it, all but the date", async () => {
    signIn();
    server.use(...requestsHandlers([CLOSED]));
    const { router } = renderApp('/request/r7');
    await screen.findByRole('heading', { name: 'Sita Devi' });
    await userEvent.click(screen.getByRole('link', { name: 'Post again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-request'));
    await screen.findByRole('form', { name: 'Request for a Blood donation' });
    await waitFor(() => expect(field('Patient name')).toHaveValue('Sita Devi'));
    expectPrefilledFromClosed();
    // The user picks a new date (and how soon); the commitment is given afresh.
    expect(field('Required by')).toHaveValue('');
    expect(field('How soon')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'I commit that all the given informations are correct.' })).not.toBeChecked();
    expect(screen.getByText(/Posting again as a new request/)).toBeInTheDocument();
    // Nothing was sent: the old request is left as it is, and nothing is posted until submit.
    expect(requests.to('CreateBloodRequest')).toHaveLength(0);
    expect(requests.to('FulfillRequest')).toHaveLength(0);
    expect(requests.to('CancelRequest')).toHaveLength(0);

    // What is typed since survives "Learn more" and Back (the prefill does not come back over it).
    await userEvent.type(field('Required by'), requestDateRange().min);
    await userEvent.clear(field('Reason'));
    await userEvent.type(field('Reason'), 'Still needed');
    await userEvent.click(screen.getByRole('link', { name: 'Learn more' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request for a Blood donation' })).not.toBeInTheDocument());
    await act(() => router.navigate(-1));
    await screen.findByRole('form', { name: 'Request for a Blood donation' });
    await waitFor(() => expect(field('Reason')).toHaveValue('Still needed'));
    expect(field('Required by')).toHaveValue(requestDateRange().min);
    expect(field('Patient name')).toHaveValue('Sita Devi');
  });

  it("is offered in 'My requests' on closed requests only", async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest({ id: 'r1' }), { ...CLOSED, isFulfilled: false }]));
    const { router } = renderApp('/profile/requests');
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]).queryByRole('link', { name: 'Post again' })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Request canceled' })).toBeDisabled();
    await userEvent.click(within(rows[1]).getByRole('link', { name: 'Post again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-request'));
    await screen.findByRole('form', { name: 'Request for a Blood donation' });
    await waitFor(() => expect(field('Patient name')).toHaveValue('Sita Devi'));
    expectPrefilledFromClosed();
    expect(field('Required by')).toHaveValue('');
  });

  it('is not offered on an open request', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest({ id: 'r1' })]));
    renderApp('/request/r1');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    expect(screen.getByRole('button', { name: 'Mark as fulfilled' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Post again' })).not.toBeInTheDocument();
  });
});
