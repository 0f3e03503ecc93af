import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { MeQuery } from '../../auth';
import { deferred } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

function detail(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.parentElement?.querySelector('dd');
  if (!value) throw new Error(`No value for ${label}`);
  return value;
}

describe('profile page', () => {
  it('shows the stored details, formatted', async () => {
    const user = makeUser({
      userName: 'ravi',
      email: 'ravi@example.com',
      phoneNo: '+919876543210',
      avatar: '/uploads/ravi.jpg',
      dateOfBirth: '1990-07-03',
      bloodGroup: 'O-',
      address: { addressLine: '12 MG Road', district: 'Bengaluru Urban', state: 'Karnataka' },
      pincode: '560001',
      isBloodGroupAdded: true,
      isContactInfoFilled: true,
    });
    signIn(user);
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'ravi' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "ravi's avatar" })).toHaveAttribute('src', '/uploads/ravi.jpg');
    expect(detail('Email')).toHaveTextContent('ravi@example.com');
    expect(detail('Phone')).toHaveTextContent('+91 98765 43210');
    expect(detail('Date of birth')).toHaveTextContent('03/07/1990');
    // The stored group, not the SPEC's fixed 'B+'.
    expect(detail('Blood group')).toHaveTextContent('O-');
    expect(detail('Address')).toHaveTextContent('12 MG Road');
    expect(detail('Address')).toHaveTextContent('Bengaluru Urban, Karnataka - 560001');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile-edit');
    await waitFor(() => expect(document.title).toBe('Redhope | ravi'));
  });

  it('shows the default avatar, "Not added" and no address for a new account', async () => {
    signIn(makeUser({ userName: 'asha' }));
    renderApp('/profile/requests');
    expect(await screen.findByRole('img', { name: "asha's avatar" })).toHaveAttribute('src', '/default-avatar.svg');
    expect(detail('Blood group')).toHaveTextContent('Not added');
    expect(detail('Phone')).toHaveTextContent('Not added');
    expect(screen.queryByText('Address', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it("titles the page 'Redhope | Loading...' until the user is known", async () => {
    signIn(makeUser({ userName: 'asha' }));
    const me = deferred<Response>();
    server.use(graphql.query(MeQuery, () => me.promise));
    renderApp('/profile/requests');

    await waitFor(() => expect(document.title).toBe('Redhope | Loading...'));
    me.resolve(HttpResponse.json({ data: { me: makeUser({ userName: 'asha' }) } }));
    await waitFor(() => expect(document.title).toBe('Redhope | asha'));
  });

  it('has the two tabs, each with its create button and empty state', async () => {
    signIn();
    const { router } = renderApp('/profile');
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    // /profile redirects to its first tab; the tabs may be drawn before the redirect lands.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/requests'));

    const requests = await screen.findByRole('region', { name: 'My requests' });
    expect(within(requests).getByRole('link', { name: 'Request for donation' })).toHaveAttribute('href', '/create-request');
    expect(await within(requests).findByText('No requests found!')).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'My requests' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(tabs).getByRole('link', { name: 'My contributions' }));
    const contributions = await screen.findByRole('region', { name: 'My contributions' });
    expect(within(contributions).getByRole('link', { name: 'Contribute a campaign' })).toHaveAttribute('href', '/create-campaign');
    expect(await within(contributions).findByText('No campaigns found!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/contributions');
  });
});
