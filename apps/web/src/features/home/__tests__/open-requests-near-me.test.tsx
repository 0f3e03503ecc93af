import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { graphqlWs } from '../../../test/graphql-ws';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { makeNearbyRequest, useNearMe } from './handlers';

const section = () => screen.findByRole('region', { name: 'Open requests near you' });

describe('Open requests near you, on home', () => {
  it('is not shown to a visitor', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Services' });
    expect(screen.queryByRole('region', { name: 'Open requests near you' })).not.toBeInTheDocument();
    expect(requests.to('OpenRequestsNearMe')).toHaveLength(0);
  });

  it('lists what the donor could answer: the need, who and where, distance, the date, today first; each leads to its request', async () => {
    signIn(makeUser({ bloodGroup: 'O-', pincode: '411001', isBloodGroupAdded: true, isContactInfoFilled: true }));
    useNearMe([
      makeNearbyRequest(),
      makeNearbyRequest({ id: 'r2', applicant: 'Sita Devi', component: 'PLATELETS', units: 1, urgency: 'PLANNED', hospitalName: null, date: '2030-05-09', viewerHasHelped: true }, 0.4),
      makeNearbyRequest({ id: 'r3', applicant: 'Mohan Rao', component: 'WHOLE_BLOOD', units: 1, urgency: null }, null),
    ]);
    renderApp('/');
    const list = within(await section());
    const links = await list.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/request/r1', '/request/r2', '/request/r3']);
    expect(links[0]).toHaveAccessibleName('Ravi Kumar needs 2 units of O+ red cells');
    expect(within(list.getAllByRole('listitem')[0]).getByText('Ruby Hall Clinic · Pune')).toBeInTheDocument();
    expect(list.getByText('about 3 km away · needed by 04/05/2030')).toBeInTheDocument();
    expect(list.getByText('Needed today')).toBeInTheDocument();
    expect(list.getByText('less than 1 km away · needed by 09/05/2030')).toBeInTheDocument();
    expect(list.getByText('You offered help')).toBeInTheDocument();
    expect(list.getByText('in your district · needed by 04/05/2030')).toBeInTheDocument();
    expect(links[2]).toHaveAccessibleName('Mohan Rao needs 1 unit of O+ whole blood');
  });

  it.each([
    ['NO_BLOOD_GROUP', 'Add your blood group to see the requests you could answer.', '/profile-edit#health'],
    ['NO_PINCODE', 'Add your pincode to see the requests near you.', '/profile-edit#contact'],
  ] as const)('empty with %s: says why and links to the profile section', async (reason, text, href) => {
    signIn(makeUser());
    useNearMe([], reason);
    renderApp('/');
    const list = within(await section());
    expect(await list.findByText(text)).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', href);
  });

  it('empty with nothing nearby: says so, with no link', async () => {
    signIn(makeUser({ bloodGroup: 'AB+', pincode: '797001', isBloodGroupAdded: true, isContactInfoFilled: true }));
    renderApp('/');
    const list = within(await section());
    expect(await list.findByText(/No open request near you needs your blood group right now/)).toBeInTheDocument();
    expect(list.queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks again when a request alert arrives live, and shows the new request', async () => {
    signIn(makeUser({ bloodGroup: 'O-', pincode: '411001', isBloodGroupAdded: true, isContactInfoFilled: true }));
    renderApp('/');
    const list = within(await section());
    await list.findByText(/No open request near you/);
    await graphqlWs.subscribed('NearMeAlerts');
    useNearMe([makeNearbyRequest({ id: 'r9', applicant: 'Kavya Iyer' })]);
    graphqlWs.push('NearMeAlerts', { notificationAdded: { __typename: 'Notification', id: 'n9', kind: 'request-alert' } });
    expect(await list.findByRole('link', { name: 'Kavya Iyer needs 2 units of O+ red cells' })).toHaveAttribute('href', '/request/r9');
    expect(requests.to('OpenRequestsNearMe')).toHaveLength(2);
  });
});
