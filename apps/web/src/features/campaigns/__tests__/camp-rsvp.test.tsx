import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { deferred, graphqlError } from '../../../test/msw';
import { dropFocus } from '../../../test/focus';
import { graphqlWs } from '../../../test/graphql-ws';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { CampaignAttendeesQuery } from '../campaign-attendees.graphql';
import { CampaignQuery } from '../campaign.graphql';
import { ConfirmCampDonationMutation } from '../confirm-camp-donation.graphql';
import { UndoCampDonationMutation } from '../undo-camp-donation.graphql';
import { RsvpCampaignMutation } from '../rsvp-campaign.graphql';
import { makeCampaign, type CampaignDetail } from './handlers';

async function openCampaign(campaign: CampaignDetail = makeCampaign()) {
  server.use(graphql.query(CampaignQuery, () => HttpResponse.json({ data: { campaign } })));
  const view = renderApp(`/campaign/${campaign.id}`);
  await screen.findByRole('heading', { level: 1, name: campaign.title });
  return view;
}

const rsvpSection = () => screen.getByRole('region', { name: 'Coming to this camp?' });

describe('camp RSVP on the campaign page', () => {
  it("answers \"I'll come\" and \"Not going\", with the pressed state and the count", async () => {
    signIn();
    await openCampaign(makeCampaign({ goingCount: 4 }));
    const section = rsvpSection();
    expect(within(section).getByRole('status')).toHaveTextContent('4 people coming');
    const going = within(section).getByRole('button', { name: "I'll come" });
    const notGoing = within(section).getByRole('button', { name: 'Not going' });
    expect(going).toHaveAttribute('aria-pressed', 'false');
    expect(notGoing).toHaveAttribute('aria-pressed', 'false');
    // What answering shares is said before it is shared, and read with the button.
    expect(going).toHaveAccessibleDescription('If you say you will come, the organiser sees your name and blood group; your phone number and e-mail only if you share them.');

    await userEvent.click(within(section).getByRole('checkbox', { name: 'Share my phone number and e-mail with the organiser' }));
    await userEvent.click(going);
    await waitFor(() => expect(going).toHaveAttribute('aria-pressed', 'true'));
    expect(requests.to('RsvpCampaign')[0].variables).toEqual({ campaignId: 'c1', going: true, shareContact: true });
    expect(within(section).getByText('You said you will come. Thank you!')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('1 person coming');

    await userEvent.click(notGoing);
    await waitFor(() => expect(notGoing).toHaveAttribute('aria-pressed', 'true'));
    expect(going).toHaveAttribute('aria-pressed', 'false');
    expect(requests.to('RsvpCampaign')[1].variables).toEqual({ campaignId: 'c1', going: false, shareContact: false });
  });

  it('gives the focus back to the answer pressed, or the share box ticked, once it is sent (each is disabled while sending)', async () => {
    signIn();
    let gate = deferred();
    server.use(graphql.mutation(RsvpCampaignMutation, async () => void (await gate.promise)));
    await openCampaign();
    const going = within(rsvpSection()).getByRole('button', { name: "I'll come" });
    await userEvent.click(going);
    await waitFor(() => expect(going).toBeDisabled());
    dropFocus();
    gate.resolve();
    await waitFor(() => expect(going).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(going).toHaveFocus());

    gate = deferred();
    const share = within(rsvpSection()).getByRole('checkbox', { name: 'Share my phone number and e-mail with the organiser' });
    await userEvent.click(share);
    await waitFor(() => expect(share).toBeDisabled());
    dropFocus();
    gate.resolve();
    await waitFor(() => expect(requests.to('RsvpCampaign')).toHaveLength(2));
    await waitFor(() => expect(share).toHaveFocus());
    expect(requests.to('RsvpCampaign')[1].variables).toEqual({ campaignId: 'c1', going: true, shareContact: true });
  });

  it('moves the count live from the subscription', async () => {
    signIn();
    await openCampaign(makeCampaign({ goingCount: 2 }));
    const subscription = await graphqlWs.subscribed('CampaignGoingCount');
    expect(subscription.variables).toEqual({ campaignId: 'c1' });
    graphqlWs.push('CampaignGoingCount', { campaignGoingCount: { __typename: 'CampaignGoingCount', campaignId: 'c1', goingCount: 3 } });
    await waitFor(() => expect(within(rsvpSection()).getByRole('status')).toHaveTextContent('3 people coming'));
  });

  it('says when the camp has ended, and the server\'s refusal when it ends meanwhile', async () => {
    signIn();
    const view = await openCampaign(makeCampaign({ date: '2020-01-15T04:00:00.000Z' }));
    expect(within(rsvpSection()).getByText('This camp has ended.')).toBeInTheDocument();
    expect(within(rsvpSection()).queryByRole('button', { name: "I'll come" })).not.toBeInTheDocument();
    view.unmount();

    server.use(graphql.mutation(RsvpCampaignMutation, () => graphqlError('CAMP_CLOSED', 'This camp has ended: RSVPs are closed')));
    await openCampaign();
    await userEvent.click(within(rsvpSection()).getByRole('button', { name: "I'll come" }));
    expect(await screen.findByText('This camp has ended: RSVPs are closed')).toBeInTheDocument();
    expect(within(rsvpSection()).getByRole('button', { name: "I'll come" })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out visitor who answers to login, with the way back, and opens no socket', async () => {
    const { router } = await openCampaign();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(rsvpSection()).getByRole('button', { name: "I'll come" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?to=/campaign/c1');
    expect(requests.to('RsvpCampaign')).toHaveLength(0);
    expect(graphqlWs.subscriptions('CampaignGoingCount')).toHaveLength(0);
  });

  it('shows no RSVP for other categories, and an "Add to calendar" link for every camp', async () => {
    await openCampaign(makeCampaign({ category: 'Eye check up camp', takesRsvps: false }));
    expect(screen.queryByRole('region', { name: 'Coming to this camp?' })).not.toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/v1/campaign/campaign-calendar/c1');
    expect(calendar).toHaveAttribute('download');
  });

  it('shows the organiser who is coming: blood groups, and contact only when shared', async () => {
    signIn(makeUser({ id: 'u2' }));
    server.use(
      graphql.query(CampaignAttendeesQuery, () =>
        HttpResponse.json({
          data: {
            campaignAttendees: [
              { __typename: 'CampaignAttendee', userId: 'a1', userName: 'Asha', bloodGroup: 'B+', sharesContact: true, phoneNo: '+919811111111', email: 'asha@example.com' },
              { __typename: 'CampaignAttendee', userId: 'a2', userName: 'Ravi', bloodGroup: null, sharesContact: false, phoneNo: null, email: null },
            ],
          },
        }),
      ),
    );
    await openCampaign(makeCampaign({ viewerIsOwner: true, goingCount: 2 }));
    const list = await screen.findByRole('list', { name: 'Who is coming' });
    const [asha, ravi] = within(list).getAllByRole('listitem');
    expect(asha).toHaveTextContent('Blood group: B+');
    expect(within(asha).getByRole('link', { name: '+91 98111 11111' })).toHaveAttribute('href', 'tel:+919811111111');
    expect(within(asha).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(ravi).toHaveTextContent('Blood group not given');
    expect(ravi).toHaveTextContent('Contact not shared');
    expect(within(ravi).queryByRole('link')).not.toBeInTheDocument();
    expect(requests.to('CampaignAttendees')[0].variables).toEqual({ campaignId: 'c1' });
  });

  it("says so when nobody is coming, or the organiser's list cannot load", async () => {
    signIn(makeUser({ id: 'u2' }));
    const view = await openCampaign(makeCampaign({ viewerIsOwner: true }));
    expect(await screen.findByText('Nobody has said they will come yet.')).toBeInTheDocument();
    view.unmount();

    server.use(graphql.query(CampaignAttendeesQuery, () => graphqlError('INTERNAL')));
    await openCampaign(makeCampaign({ viewerIsOwner: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks the organiser nothing about their own camp: the count, live, and no answer or contact to share', async () => {
    signIn(makeUser({ id: 'u2' }));
    await openCampaign(makeCampaign({ viewerIsOwner: true, goingCount: 3 }));
    const section = screen.getByRole('region', { name: 'Replies to your camp' });
    expect(within(section).getByRole('status')).toHaveTextContent('3 people coming');
    expect(within(section).getByText('You organise this camp. Those who say they will come are listed below.')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Coming to this camp?' })).not.toBeInTheDocument();

    graphqlWs.push('CampaignGoingCount', { campaignGoingCount: { __typename: 'CampaignGoingCount', campaignId: 'c1', goingCount: 4 } });
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('4 people coming'));
  });

  it('shows no attendees list to anyone but the organiser', async () => {
    signIn();
    await openCampaign(makeCampaign({ viewerIsOwner: false }));
    expect(screen.queryByRole('region', { name: 'Who is coming' })).not.toBeInTheDocument();
    expect(requests.to('CampaignAttendees')).toHaveLength(0);
  });

  describe('"I donated here" after the camp', () => {
    const past = { date: '2020-01-15T04:00:00.000Z', myRsvp: { __typename: 'CampaignRsvp' as const, going: true, shareContact: false } };
    const donationRegion = () => screen.queryByRole('region', { name: 'Did you donate at this camp?' });

    it('confirms with the chosen component, shows the confirmed state, and undoes it', async () => {
      signIn();
      let campaign = makeCampaign(past);
      server.use(
        graphql.query(CampaignQuery, () => HttpResponse.json({ data: { campaign } })),
        graphql.mutation(ConfirmCampDonationMutation, ({ variables }) => {
          const donation = { __typename: 'Donation' as const, id: 'd1', donatedOn: '2020-01-15', component: variables.component ?? 'WHOLE_BLOOD' };
          campaign = { ...campaign, myDonation: donation };
          return HttpResponse.json({ data: { confirmCampDonation: donation } });
        }),
        graphql.mutation(UndoCampDonationMutation, () => {
          campaign = { ...campaign, myDonation: null };
          return HttpResponse.json({ data: { removeDonation: { __typename: 'MyDonations', total: 0 } } });
        }),
      );
      renderApp('/campaign/c1');
      const section = await screen.findByRole('region', { name: 'Did you donate at this camp?' });
      const select = within(section).getByRole('combobox', { name: 'What you gave' });
      expect(select).toHaveValue('WHOLE_BLOOD');
      await userEvent.selectOptions(select, 'PLATELETS');
      await userEvent.click(within(section).getByRole('button', { name: 'I donated here' }));
      const confirmed = await within(section).findByRole('status');
      expect(confirmed).toHaveTextContent('You donated here on 15/01/2020: Platelets (apheresis). Thank you!');
      // The pressed button is gone: the confirmed text has the focus (and is read), not the page's body.
      await waitFor(() => expect(confirmed).toHaveFocus());
      expect(requests.to('ConfirmCampDonation')[0].variables).toEqual({ campaignId: 'c1', component: 'PLATELETS' });
      expect(within(section).queryByRole('button', { name: 'I donated here' })).not.toBeInTheDocument();

      await userEvent.click(within(section).getByRole('button', { name: 'Undo' }));
      const again = await within(section).findByRole('button', { name: 'I donated here' });
      await waitFor(() => expect(again).toHaveFocus());
      expect(requests.to('UndoCampDonation')[0].variables).toEqual({ id: 'd1' });
      expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    });

    it("shows the server's refusal, and nothing before the camp's day, to those not coming or signed out", async () => {
      signIn();
      const gate = deferred();
      server.use(
        graphql.mutation(ConfirmCampDonationMutation, async () => {
          await gate.promise;
          return graphqlError('CAMP_NOT_GOING', 'Only those who said they would come can confirm a donation at this camp');
        }),
      );
      let view = await openCampaign(makeCampaign(past));
      const button = within(donationRegion() as HTMLElement).getByRole('button', { name: 'I donated here' });
      await userEvent.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      dropFocus();
      gate.resolve();
      expect(await screen.findByText('Only those who said they would come can confirm a donation at this camp')).toBeInTheDocument();
      // Refused: the button is still there, and has the focus back (it lost it while busy).
      await waitFor(() => expect(button).toHaveFocus());
      view.unmount();

      view = await openCampaign(makeCampaign({ ...past, date: '2030-01-15T04:00:00.000Z' }));
      expect(donationRegion()).not.toBeInTheDocument();
      view.unmount();
      view = await openCampaign(makeCampaign({ ...past, myRsvp: { __typename: 'CampaignRsvp', going: false, shareContact: false } }));
      expect(donationRegion()).not.toBeInTheDocument();
      view.unmount();
      view = await openCampaign(makeCampaign({ date: past.date, category: 'Eye check up camp', takesRsvps: false }));
      expect(donationRegion()).not.toBeInTheDocument();
    });

    it('offers nothing to a signed-out visitor', async () => {
      await openCampaign(makeCampaign(past));
      expect(donationRegion()).not.toBeInTheDocument();
    });
  });
});
