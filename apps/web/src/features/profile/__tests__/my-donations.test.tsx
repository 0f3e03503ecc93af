import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInIndia } from '@redhope/domain';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { deferred, graphqlError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { MyDonationsQuery } from '../my-donations.graphql';
import { donationsHandlers, makeDonation, makeDonationRecord } from './handlers';

const display = (day: string) => day.split('-').reverse().join('/');

describe('My donations (profile tab)', () => {
  it('is a tab of the profile, and shows the totals, the next date with the availability beside it, and each donation', async () => {
    signIn();
    server.use(
      ...donationsHandlers(
        makeDonationRecord({
          donations: [makeDonation(), makeDonation({ id: 'd2', donatedOn: '2029-08-01', component: 'PLATELETS', place: 'City blood centre', venue: 'BLOOD_CENTRE', kind: 'MANUAL' })],
          lastYear: 1,
          nextEligibleByComponent: { __typename: 'NextEligibleDates', platelets: '2030-02-07' },
        }),
      ),
    );
    renderApp('/profile/donations');
    const tab = await screen.findByRole('link', { name: 'My donations' });
    expect(tab).toHaveAttribute('href', '/profile/donations');
    expect(await screen.findByText(/2 donations/)).toBeInTheDocument();
    expect(screen.getByText('You may give blood again from 10/05/2030.')).toBeInTheDocument();
    expect(screen.getByText('Platelets or plasma by apheresis: from 07/02/2030.')).toBeInTheDocument();
    expect(screen.getByText(/Available to donate: on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/profile-edit#health');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('10/01/2030 · Whole blood');
    expect(items[0]).toHaveTextContent('For a request');
    expect(items[1]).toHaveTextContent('City blood centre (Blood centre)');
    expect(items[1]).toHaveTextContent('Added by you');
  });

  it('says when nothing is recorded yet, and that the donor may give today; paused shows as off', async () => {
    signIn();
    server.use(...donationsHandlers(makeDonationRecord({ donations: [], nextEligibleDate: null, available: false })));
    renderApp('/profile/donations');
    expect(await screen.findByText(/No donations recorded yet/)).toBeInTheDocument();
    expect(screen.getByText('You may give blood today, as far as your record says.')).toBeInTheDocument();
    expect(screen.getByText(/Available to donate: off/)).toBeInTheDocument();
  });

  it('shows a spinner while loading, and a failure with a way to try again', async () => {
    signIn();
    const answer = deferred<Response>();
    server.use(graphql.query(MyDonationsQuery, () => answer.promise));
    renderApp('/profile/donations');
    expect(await screen.findByLabelText('Loading your donations')).toBeInTheDocument();
    answer.resolve(graphqlError('INTERNAL'));
    expect(await screen.findByText('Unable to load your donations.')).toBeInTheDocument();
    server.use(...donationsHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/1 donation/)).toBeInTheDocument();
  });

  it('adds a donation by hand: checks the fields first, then the new one is listed', async () => {
    signIn();
    server.use(...donationsHandlers(makeDonationRecord({ donations: [] })));
    renderApp('/profile/donations');
    const form = await screen.findByRole('form', { name: 'Add a donation' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add donation' }));
    expect(await within(form).findByText('Donation date must be a date')).toBeInTheDocument();
    expect(within(form).getByText('Place is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose a camp or a blood centre')).toBeInTheDocument();
    expect(requests.to('AddDonation')).toHaveLength(0);

    const day = addDays(todayInIndia(), -30);
    await userEvent.type(within(form).getByLabelText('Date'), day);
    await userEvent.selectOptions(within(form).getByLabelText('What you gave'), 'PLASMA');
    await userEvent.type(within(form).getByLabelText('Place (blood centre or camp name)'), '  School camp  ');
    await userEvent.selectOptions(within(form).getByLabelText('Where'), 'CAMP');
    await userEvent.click(within(form).getByRole('button', { name: 'Add donation' }));
    expect(await screen.findByText('Donation added')).toBeInTheDocument();
    expect(requests.to('AddDonation')[0].variables).toEqual({ input: { donatedOn: day, component: 'PLASMA', place: 'School camp', venue: 'CAMP' } });
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(`${display(day)} · Plasma (apheresis)`);
    expect(item).toHaveTextContent('School camp (Camp)');
  });

  it('removes a donation after asking', async () => {
    signIn();
    server.use(...donationsHandlers());
    renderApp('/profile/donations');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: 10/01/2030, Ruby Hall Clinic' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this donation?' });
    expect(dialog).toHaveAccessibleDescription('The donation on 10/01/2030 at Ruby Hall Clinic leaves your record.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Donation removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(screen.getByText(/No donations recorded yet/)).toBeInTheDocument();
    expect(requests.to('RemoveDonation')[0].variables).toEqual({ id: 'd1' });
  });
});
