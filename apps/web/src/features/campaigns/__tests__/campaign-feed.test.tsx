import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { apiUrl } from '../../../lib/rest';
import { deferred, envelope, noResponse, restError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import type { RestCampaign } from '@redhope/domain';
import { makeRestCampaign } from './handlers';

// The home page reads "today" in the viewer's zone: fix both the zone and the clock.
const ZONE = 'Asia/Kolkata';
let previousZone: string | undefined;

beforeEach(() => {
  previousZone = process.env.TZ;
  process.env.TZ = ZONE;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2030, 0, 15, 9, 0) });
});
afterEach(() => {
  vi.useRealTimers();
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

const local = (day: number, hours: number, minutes = 0) => new Date(2030, 0, day, hours, minutes).toISOString();

function answerFeed(camps: RestCampaign[]) {
  server.use(http.get(apiUrl('/campaign/campaign-feed'), () => envelope(camps)));
}

async function campaignsSection() {
  return screen.findByRole('region', { name: 'Campaigns' });
}

describe('home campaign feed', () => {
  it("splits today's camps (one at 23:30 local) from the others, with both headings", async () => {
    answerFeed([
      makeRestCampaign({ _id: 'c1', title: 'Morning camp', date: local(15, 10) }),
      makeRestCampaign({ _id: 'c2', title: 'Late camp', date: local(15, 23, 30) }),
      makeRestCampaign({ _id: 'c3', title: 'Next week camp', date: local(22, 9, 5) }),
    ]);
    renderApp('/');
    const today = await screen.findByRole('region', { name: "Today's Camps" });
    expect(within(today).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Morning camp', 'Late camp']);
    const other = screen.getByRole('region', { name: 'Other Camps' });
    const card = within(other).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Next week camp' })).toHaveAttribute('href', '/campaign/c3');
    expect(card).toHaveTextContent('22/01/2030 09:05');
    expect(card).toHaveTextContent('Blood donation camp');
    expect(card).toHaveTextContent('Town Hall, Pune, Maharashtra - 411001');
    expect(within(today).getByText('15/01/2030 23:30')).toBeInTheDocument();
  });

  it("shows no 'Other Camps' heading when there is no camp today", async () => {
    answerFeed([makeRestCampaign({ _id: 'c3', title: 'Next week camp', date: local(22, 9) })]);
    renderApp('/');
    const section = await campaignsSection();
    expect(await within(section).findByRole('link', { name: 'Next week camp' })).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: 'Other Camps' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: "Today's Camps" })).not.toBeInTheDocument();
  });

  it('shows the leaflet lazily, WebP first, in a reserved box', async () => {
    answerFeed([makeRestCampaign({ leaflet: '/uploads/aaaa-card.jpg' })]);
    renderApp('/');
    const card = await screen.findByRole('article');
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/aaaa-card.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(card.querySelector('source')).toHaveAttribute('srcset', '/uploads/aaaa-card.webp');
    expect(card.querySelector('source')).toHaveAttribute('type', 'image/webp');
  });

  it("shows a loader while loading, then 'No campaigns found!'", async () => {
    const answer = deferred<Response>();
    server.use(http.get(apiUrl('/campaign/campaign-feed'), () => answer.promise));
    renderApp('/');
    // A status that says what loads as text (a name on Chakra's bare spinner span was not read).
    const loader = await screen.findByRole('status', { name: 'Loading campaigns' });
    expect(loader).toHaveTextContent('Loading campaigns');
    answer.resolve(envelope([]));
    expect(await screen.findByText('No campaigns found!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading campaigns')).not.toBeInTheDocument();
    expect(requests.to('/campaign/campaign-feed')[0].search).toBe('?filter=all');
  });

  it.each([
    ['a server error', () => restError(500, 'INTERNAL')],
    ['no response', noResponse],
  ])('is silent on %s: the empty state, no error toast', async (_, reply) => {
    server.use(http.get(apiUrl('/campaign/campaign-feed'), reply));
    renderApp('/');
    expect(await screen.findByText('No campaigns found!')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it("'My location' asks a signed-out visitor to sign in, without asking the server", async () => {
    renderApp('/');
    await screen.findByText('No campaigns found!');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'My location');
    expect(await screen.findByText('Sign in to see campaigns near you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signin' })).toHaveAttribute('href', '/auth/login');
    expect(requests.to('/campaign/campaign-feed').map((call) => call.search)).toEqual(['?filter=all']);
  });

  it("'My location' asks a user without a pincode to add one", async () => {
    signIn(makeUser({ pincode: null }));
    renderApp('/');
    await screen.findByText('No campaigns found!');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'pincode');
    expect(await screen.findByText('Add your pincode to your profile to see campaigns near you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile-edit');
  });

  it("'My location' searches around the user's pincode", async () => {
    signIn(makeUser({ pincode: '411001' }));
    renderApp('/');
    await screen.findByText('No campaigns found!');
    answerFeed([makeRestCampaign({ title: 'Nearby camp', date: local(20, 9) })]);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'pincode');
    expect(await screen.findByRole('link', { name: 'Nearby camp' })).toBeInTheDocument();
    await waitFor(() => expect(requests.to('/campaign/campaign-feed').at(-1)?.search).toBe('?filter=pincode&pincode=411001'));
  });

  it("has the services and the 'Contribute a campaign' button", async () => {
    renderApp('/');
    const services = await screen.findByRole('region', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Request for donation' })).toHaveAttribute('href', '/create-request');
    expect(within(services).getByRole('link', { name: 'Contribute campaign' })).toHaveAttribute('href', '/create-campaign');
    expect(within(services).getByRole('link', { name: 'Health assistant' })).toHaveAttribute('href', '/health-assistant');
    expect(screen.getByRole('link', { name: 'Contribute a campaign' })).toHaveAttribute('href', '/create-campaign');
  });
});
