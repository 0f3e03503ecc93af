import { MESSAGES } from '@redhope/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { todayIsoDate } from '../../../lib/dates';
import { apiUrl } from '../../../lib/rest';
import { envelope } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';

const ASHA = makeUser({ id: 'u1' });
const RAVI = makeUser({ id: 'u2', userName: 'ravi', email: 'ravi@example.com' });

async function openForm(user = ASHA) {
  signIn(user);
  const view = renderApp('/create-campaign');
  await screen.findByRole('heading', { name: 'Share your nearby health campaign' });
  return view;
}

const field = (label: string) => screen.getByLabelText(label);
const draftKeys = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('redhope:draft:'));

async function typeSomeFields() {
  await userEvent.type(field('Title'), 'Blood donation drive');
  await userEvent.selectOptions(field('Category'), 'Blood donation camp');
  fireEvent.change(field('Date'), { target: { value: todayIsoDate() } });
  fireEvent.change(field('Time'), { target: { value: '23:30' } });
  await userEvent.type(field('Address line'), 'Town Hall');
  await userEvent.type(field('District'), 'Pune');
  await userEvent.type(field('State'), 'Maharashtra');
  await userEvent.type(field('Pincode'), '411001');
  await userEvent.type(field('Description'), 'Donate blood, save lives.');
  await userEvent.upload(field('Leaflet image'), new File([new Uint8Array(2048)], 'leaflet.jpg', { type: 'image/jpeg' }));
}

describe('the campaign form keeps a draft while the tab lives', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  });

  it('restores every typed field when the form opens again, but never the leaflet: it asks for the file again', async () => {
    const first = await openForm();
    await typeSomeFields();
    const stored = window.sessionStorage.getItem('redhope:draft:u1:campaign') ?? '';
    expect(stored).toContain('Blood donation drive');
    expect(stored).not.toContain('leaflet.jpg');
    first.unmount();

    await openForm();
    await waitFor(() => expect(field('Title')).toHaveValue('Blood donation drive'));
    expect(field('Category')).toHaveValue('Blood donation camp');
    expect(field('Date')).toHaveValue(todayIsoDate());
    expect(field('Time')).toHaveValue('23:30');
    expect(field('Address line')).toHaveValue('Town Hall');
    expect(field('District')).toHaveValue('Pune');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('Pincode')).toHaveValue('411001');
    expect(field('Description')).toHaveValue('Donate blood, save lives.');
    expect((field('Leaflet image') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByText('Your draft is back: everything you typed is filled in again.')).toBeInTheDocument();
    expect(screen.getByText('The file for "Leaflet image" is not kept in a draft: choose it again.')).toBeInTheDocument();
  });

  it("'Discard draft' empties the form; another user never sees the draft", async () => {
    const first = await openForm();
    await userEvent.type(field('Title'), 'Eye check up');
    first.unmount();

    const other = await openForm(RAVI);
    expect(field('Title')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    other.unmount();

    await openForm();
    await waitFor(() => expect(field('Title')).toHaveValue('Eye check up'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(field('Title')).toHaveValue('');
    expect(draftKeys()).toEqual([]);
  });

  it('is cleared by a successful submit', async () => {
    server.use(http.post(apiUrl('/campaign/create-campaign'), () => envelope({ id: 'c-new' }, 201, MESSAGES.createCampaignSucceeded)));
    const { router } = await openForm();
    await typeSomeFields();
    expect(draftKeys()).toEqual(['redhope:draft:u1:campaign']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I commit that all the given informations are correct.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/c-new'));
    expect(requests.to('/campaign/create-campaign')).toHaveLength(1);
    expect(draftKeys()).toEqual([]);
  });
});
