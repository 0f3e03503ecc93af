import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { LogoutMutation } from '../../auth';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { CreateBloodRequestMutation } from '../create-blood-request.graphql';
import { requestDateRange } from '../schemas';
import { makeOwnRequest, requestsHandlers } from './handlers';

const ASHA = makeUser({ id: 'u1', userName: 'Asha Rao' });
const RAVI = makeUser({ id: 'u2', userName: 'Ravi Kumar', email: 'ravi@example.com' });

async function openForm(user = ASHA, path = '/create-request') {
  signIn(user);
  const view = renderApp(path);
  await screen.findByRole('form', { name: 'Request for a Blood donation' });
  return view;
}

const field = (label: string) => screen.getByLabelText(label);
const commitBox = () => screen.getByRole('checkbox', { name: 'I commit that all the given informations are correct.' });
const draftKeys = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('redhope:draft:'));

async function typeSomeFields() {
  await userEvent.type(field('Patient name'), 'Mohan Rao');
  await userEvent.selectOptions(field('Blood group'), 'O-');
  await userEvent.selectOptions(field('Component'), 'PLATELETS');
  await userEvent.selectOptions(field('Units'), '3');
  await userEvent.type(field('Reason'), 'Platelets low after chemotherapy');
  await userEvent.type(field('Hospital name'), 'Ruby Hall Clinic');
  await userEvent.type(field('Phone number'), '98765 43210');
}

function expectTypedFields() {
  expect(field('Patient name')).toHaveValue('Mohan Rao');
  expect(field('Blood group')).toHaveValue('O-');
  expect(field('Component')).toHaveValue('PLATELETS');
  expect(field('Units')).toHaveValue('3');
  expect(field('Reason')).toHaveValue('Platelets low after chemotherapy');
  expect(field('Hospital name')).toHaveValue('Ruby Hall Clinic');
  expect(field('Phone number')).toHaveValue('98765 43210');
}

describe('the request form keeps a draft while the tab lives', () => {
  it("restores every typed field after 'Learn more' and Back", async () => {
    const { router } = await openForm();
    await typeSomeFields();
    await userEvent.type(field('Required by'), requestDateRange().min);
    await userEvent.click(screen.getByRole('link', { name: 'Learn more' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/health-assistant'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request for a Blood donation' })).not.toBeInTheDocument());

    await act(() => router.navigate(-1));
    await screen.findByRole('form', { name: 'Request for a Blood donation' });
    await waitFor(() => expect(field('Patient name')).toHaveValue('Mohan Rao'));
    expectTypedFields();
    expect(field('Required by')).toHaveValue(requestDateRange().min);
    // The commitment is given afresh.
    expect(commitBox()).not.toBeChecked();
    expect(screen.getByText('Your draft is back: everything you typed is filled in again.')).toBeInTheDocument();
  });

  it("keeps 'This request is for me' and 'Contact me' ticked after 'Learn more' and Back while their fields are still the profile's", async () => {
    const { router } = await openForm();
    const forMe = () => screen.getByRole('checkbox', { name: 'This request is for me' });
    const contactMe = () => screen.getByRole('checkbox', { name: 'Contact me at my phone and e-mail' });
    await userEvent.click(forMe());
    await userEvent.click(contactMe());
    expect(field('Patient name')).toHaveValue('Asha Rao');
    const back = async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Learn more' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/health-assistant'));
      await act(() => router.navigate(-1));
      await screen.findByRole('form', { name: 'Request for a Blood donation' });
      await waitFor(() => expect(field('Patient name')).not.toHaveValue(''));
    };
    await back();
    expect(forMe()).toBeChecked();
    expect(contactMe()).toBeChecked();
    expect(field('Email')).toHaveValue(ASHA.email);

    // A patient name typed over the profile's: the request is not "for me" any more.
    await userEvent.clear(field('Patient name'));
    await userEvent.type(field('Patient name'), 'Mohan Rao');
    await back();
    expect(field('Patient name')).toHaveValue('Mohan Rao');
    expect(forMe()).not.toBeChecked();
    expect(contactMe()).toBeChecked();
  });

  it("'Discard draft' empties the form and forgets the draft", async () => {
    const first = await openForm();
    await typeSomeFields();
    first.unmount();

    await openForm();
    await waitFor(() => expect(field('Patient name')).toHaveValue('Mohan Rao'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    for (const label of ['Patient name', 'Blood group', 'Component', 'Reason', 'Hospital name', 'Phone number']) expect(field(label)).toHaveValue('');
    expect(field('Units')).toHaveValue('1');
    expect(screen.queryByText(/Your draft is back/)).not.toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
  });

  it('is cleared by a successful submit: the next form starts empty', async () => {
    const created = makeOwnRequest({ id: 'r42' });
    server.use(...requestsHandlers([created]));
    server.use(graphql.mutation(CreateBloodRequestMutation, () => HttpResponse.json({ data: { createBloodRequest: created } })));
    const { router, unmount } = await openForm();
    await typeSomeFields();
    await userEvent.type(field('Email'), 'asha@example.com');
    await userEvent.selectOptions(field('How soon'), 'TODAY');
    await userEvent.type(field('Pincode'), '411001');
    await userEvent.type(field('District'), 'Pune');
    await userEvent.type(field('State'), 'Maharashtra');
    await userEvent.type(field('Hospital address'), 'Sassoon Road');
    await userEvent.type(field('Required by'), requestDateRange().min);
    expect(draftKeys()).toEqual(['redhope:draft:u1:request']);
    await userEvent.click(commitBox());
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/r42'));
    expect(requests.to('CreateBloodRequest')).toHaveLength(1);
    expect(draftKeys()).toEqual([]);
    unmount();

    await openForm();
    expect(field('Patient name')).toHaveValue('');
    expect(field('Reason')).toHaveValue('');
    expect(screen.queryByText(/Your draft is back/)).not.toBeInTheDocument();
  });

  it('is never shown to another user of the same tab, and logout clears it', async () => {
    const first = await openForm(ASHA);
    await typeSomeFields();
    first.unmount();

    const second = await openForm(RAVI);
    expect(field('Patient name')).toHaveValue('');
    expect(field('Reason')).toHaveValue('');
    expect(screen.queryByText(/Your draft is back/)).not.toBeInTheDocument();
    second.unmount();

    // Asha's own draft is still hers, until she logs out.
    await openForm(ASHA);
    await waitFor(() => expect(field('Patient name')).toHaveValue('Mohan Rao'));
    server.use(graphql.mutation(LogoutMutation, () => HttpResponse.json({ data: { logout: true } })));
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });
});
