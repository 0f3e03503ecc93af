import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { graphqlError, noResponse } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { CampaignQuery } from '../campaign.graphql';
import { RemoveCampaignMutation } from '../remove-campaign.graphql';
import { ReportCampaignMutation } from '../report-campaign.graphql';
import { makeCampaign, type CampaignDetail } from './handlers';
import { stubNavigator } from '../../../test/navigator';

let previousZone: string | undefined;
beforeEach(() => {
  previousZone = process.env.TZ;
  process.env.TZ = 'Asia/Kolkata';
});
afterEach(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

function answerCampaign(campaign: CampaignDetail) {
  server.use(graphql.query(CampaignQuery, () => HttpResponse.json({ data: { campaign } })));
}

async function openCampaign(campaign: CampaignDetail = makeCampaign()) {
  answerCampaign(campaign);
  const view = renderApp(`/campaign/${campaign.id}`);
  await screen.findByRole('heading', { level: 1, name: campaign.title });
  return view;
}

describe('campaign page', () => {
  it('shows the leaflet, the details and the registration link', async () => {
    await openCampaign();
    const leaflet = screen.getByRole('img', { name: 'Leaflet of Blood donation drive' });
    expect(leaflet).toHaveAttribute('src', '/uploads/11111111-1111-4111-8111-111111111111-detail.jpg');
    expect(leaflet).toHaveAttribute('width', '800');
    expect(leaflet).toHaveAttribute('height', '1000');
    expect(leaflet.parentElement?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(screen.getByText('15/01/2030')).toBeInTheDocument();
    expect(screen.getByText('09:30')).toBeInTheDocument();
    expect(screen.getByText('Town Hall, Pune, Maharashtra - 411001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    const register = screen.getByRole('link', { name: 'Register for this camp' });
    expect(register).toHaveAttribute('href', 'https://example.org/register');
    expect(register).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await waitFor(() => expect(document.title).toBe('Blood donation drive | Redhope'));
  });

  it("shows another user's campaign with share and 'Report abuse', without 'Remove campaign'", async () => {
    signIn();
    await openCampaign(makeCampaign({ viewerIsOwner: false }));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report abuse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove campaign' })).not.toBeInTheDocument();
  });

  it('tells its owner a campaign hidden by reports is under review, and nobody else sees a note', async () => {
    signIn();
    const view = await openCampaign(makeCampaign({ viewerIsOwner: true, underReview: true }));
    expect(screen.getByRole('note')).toHaveTextContent('Under review: several people reported this campaign, so others cannot see it while it is reviewed.');
    expect(screen.getByRole('button', { name: 'Remove campaign' })).toBeInTheDocument();
    view.unmount();
    await openCampaign(makeCampaign({ viewerIsOwner: true }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("reports after asking, and says 'You have already reported in this campaign' on a repeat", async () => {
    signIn();
    await openCampaign();
    const report = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Report abuse' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Report this campaign?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Report abuse' }));
      // The dialog stays, busy, until the answer; then it closes.
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    // Cancelled: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Report abuse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Report this campaign?' });
    expect(dialog).toHaveAccessibleDescription(
      'Report it only if it is fake, misleading or abusive. When several people report a campaign, others cannot see it until a moderator has checked it. A report cannot be taken back.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.to('ReportCampaign')).toHaveLength(0);

    await report();
    expect(await screen.findByText('Thanks for your kind feedback!')).toBeInTheDocument();
    expect(requests.to('ReportCampaign')[0].variables).toEqual({ campaignId: 'c1' });

    server.use(graphql.mutation(ReportCampaignMutation, () => graphqlError('ALREADY_REPORTED')));
    await report();
    expect(await screen.findByText('You have already reported in this campaign')).toBeInTheDocument();

    server.use(graphql.mutation(ReportCampaignMutation, () => graphqlError('INTERNAL')));
    await report();
    expect(await screen.findByText('Unable send report')).toBeInTheDocument();
  });

  it('sends a signed-out visitor who reports to login, with the way back', async () => {
    const { router } = await openCampaign();
    await userEvent.click(screen.getByRole('button', { name: 'Report abuse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?to=/campaign/c1');
    expect(requests.to('ReportCampaign')).toHaveLength(0);
  });

  it('shares through the device when it can, else copies the link', async () => {
    await openCampaign();
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ clipboard: { writeText }, share: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/campaign/c1`);

    const share = vi.fn(() => Promise.resolve());
    stubNavigator({ share });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Blood donation drive', url: `${window.location.origin}/campaign/c1` }));
  });

  it('offers WhatsApp beside the device share, with the camp in the message and the page address', async () => {
    await openCampaign();
    const link = screen.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      `Blood donation drive: Blood donation camp on 15/01/2030 at 09:30, Town Hall, Pune, Maharashtra.\n${window.location.origin}/campaign/c1`,
    );
  });

  it("lets the owner remove it after the warning, then shows 'My contributions'", async () => {
    signIn(makeUser({ id: 'u2' }));
    const { router } = await openCampaign(makeCampaign({ viewerIsOwner: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove campaign' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('After remove, it can not be restore.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.to('RemoveCampaign')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove campaign' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove campaign' }));
    expect(await screen.findByText('Campaign removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/contributions'));
    expect(requests.to('RemoveCampaign')[0].variables).toEqual({ id: 'c1' });
  });

  it('keeps the warning open, its buttons busy, until the removal settles', async () => {
    signIn(makeUser({ id: 'u2' }));
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    server.use(
      graphql.mutation(RemoveCampaignMutation, async () => {
        await settled;
        return graphqlError('FORBIDDEN');
      }),
    );
    await openCampaign(makeCampaign({ viewerIsOwner: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove campaign' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove campaign' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    settle();
    expect(await screen.findByText('Cannot remove campaign now')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("says 'Cannot remove campaign now' when removing fails, and stays", async () => {
    signIn(makeUser({ id: 'u2' }));
    server.use(graphql.mutation(RemoveCampaignMutation, () => graphqlError('FORBIDDEN')));
    const { router } = await openCampaign(makeCampaign({ viewerIsOwner: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove campaign' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove campaign' }));
    expect(await screen.findByText('Cannot remove campaign now')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign/c1');
  });

  it('goes to the not-found page when the campaign cannot be loaded', async () => {
    server.use(graphql.query(CampaignQuery, () => graphqlError('NOT_FOUND')));
    renderApp('/campaign/missing');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
  });

  it('keeps its address when the server cannot be reached (not "not found"), and shows the camp once Try again gets an answer', async () => {
    const campaign = makeCampaign();
    answerCampaign(campaign);
    server.use(graphql.query(CampaignQuery, noResponse, { once: true }));
    const { router } = renderApp(`/campaign/${campaign.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/campaign/${campaign.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: campaign.title })).toBeInTheDocument();
  });
});
