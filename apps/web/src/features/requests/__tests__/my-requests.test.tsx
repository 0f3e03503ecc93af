import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { deferred, noResponse } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { MyRequestsQuery } from '../my-requests.graphql';
import { makeOwnRequest, requestsHandlers } from './handlers';

describe("the profile's 'My requests' tab", () => {
  it("lists the user's requests: 'View Details' for an active one, a disabled state for the others", async () => {
    signIn();
    server.use(
      ...requestsHandlers([
        makeOwnRequest({ id: 'r1' }),
        makeOwnRequest({ id: 'r2', applicant: 'Sita Devi', isActive: false, isFulfilled: true }),
        makeOwnRequest({ id: 'r3', applicant: 'Arjun', isActive: false, isFulfilled: false }),
        // Closed by the expiry job the day after its date; and one cancelled before its date, which has passed since.
        makeOwnRequest({ id: 'r4', applicant: 'Meena', isActive: false, date: '2020-01-01', closedAt: '2020-01-01T18:40:00.000Z' }),
        makeOwnRequest({ id: 'r5', applicant: 'Kiran', isActive: false, date: '2020-01-01', closedAt: '2019-12-30T10:00:00.000Z' }),
      ]),
    );
    renderApp('/profile/requests');

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getByText('Ravi Kumar · O+')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Required by 04/05/2030')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/request/r1');
    expect(within(rows[1]).getByRole('button', { name: 'Request fulfilled' })).toBeDisabled();
    expect(within(rows[2]).getByRole('button', { name: 'Request canceled' })).toBeDisabled();
    expect(within(rows[3]).getByRole('button', { name: 'Request expired' })).toBeDisabled();
    expect(within(rows[4]).getByRole('button', { name: 'Request canceled' })).toBeDisabled();
    expect(within(rows[1]).queryByRole('link', { name: 'View Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request for donation' })).toHaveAttribute('href', '/create-request');
  });

  it('marks a request hidden by reports as under review', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest({ id: 'r1', underReview: true }), makeOwnRequest({ id: 'r2', applicant: 'Sita Devi' })]));
    renderApp('/profile/requests');
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]).getByText('Under review')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/request/r1');
    expect(within(rows[1]).queryByText('Under review')).not.toBeInTheDocument();
  });

  it("shows a loader, then 'No requests found!' when there are none", async () => {
    signIn();
    const answer = deferred<Response>();
    server.use(graphql.query(MyRequestsQuery, () => answer.promise));
    renderApp('/profile/requests');
    expect(await screen.findByLabelText('Loading requests')).toBeInTheDocument();
    answer.resolve(HttpResponse.json({ data: { myRequests: [] } }));
    expect(await screen.findByText('No requests found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request for donation' })).toHaveAttribute('href', '/create-request');
  });

  it('says when the list cannot be read (no endless loader), and lists it once Try again gets an answer', async () => {
    signIn();
    // The first of these that matches answers: the list fails once, then is read.
    server.use(graphql.query(MyRequestsQuery, noResponse, { once: true }), ...requestsHandlers([makeOwnRequest({ id: 'r1' })]));
    renderApp('/profile/requests');
    expect(await screen.findByText('Unable to load your requests.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading requests')).not.toBeInTheDocument();
    // Not the empty state: a user whose list failed to load has not lost their requests.
    expect(screen.queryByText('No requests found!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/request/r1');
  });
});
