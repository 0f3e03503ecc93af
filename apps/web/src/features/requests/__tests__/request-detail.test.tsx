import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from '@redhope/domain';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { applyLanguage } from '../../../lib/i18n';
import { CONNECTION_FAILED_TOAST_ID } from '../../../lib/session';
import { graphqlWs } from '../../../test/graphql-ws';
import { deferred, graphqlError, noResponse } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { BloodRequestQuery } from '../blood-request.graphql';
import { CancelRequestMutation } from '../cancel-request.graphql';
import { FulfillRequestMutation } from '../fulfill-request.graphql';
import { OfferHelpMutation } from '../offer-help.graphql';
import { ReportRequestMutation } from '../report-request.graphql';
import { RequestHelpersQuery } from '../request-helpers.graphql';
import { makeBloodRequest, makeHelper, makeOwnRequest, requestsHandlers } from './handlers';
import { stubNavigator } from '../../../test/navigator';

async function openRequest(id = 'r1') {
  const view = renderApp(`/request/${id}`);
  await screen.findByRole('heading', { name: 'Ravi Kumar' });
  return view;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** A signed-in donor whose profile has what helping needs. */
const completeDonor = () => makeUser({ bloodGroup: 'O+', isBloodGroupAdded: true, phoneNo: '+919876543210', pincode: '411001', isContactInfoFilled: true });

describe('a request seen by its owner', () => {
  it('shows the contact, the counts, the helpers with call and e-mail links, and the owner actions', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()], [makeHelper(), makeHelper({ userName: 'Neha', phoneNo: null, email: 'neha@example.com' })]));
    await openRequest();

    expect(screen.getByRole('heading', { name: 'Urgent blood required', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Blood request | Redhope');
    expect(screen.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
    expect(screen.getByText('04/05/2030')).toBeInTheDocument();
    // The counts' live region (the helpers' loader may be a status beside it).
    const counts = screen.getAllByRole('status').find((status) => within(status).queryByText('Donors alerted'))!;
    expect(within(counts).getByText('12')).toBeInTheDocument();
    expect(within(counts).getByText('Donors alerted')).toBeInTheDocument();

    const helpers = await screen.findAllByRole('listitem');
    expect(helpers).toHaveLength(2);
    expect(within(helpers[0]).getByRole('link', { name: 'Call Karan' })).toHaveAttribute('href', 'tel:+919876543210');
    const mail = within(helpers[0]).getByRole('link', { name: 'Email Karan' }).getAttribute('href') ?? '';
    expect(mail.startsWith('mailto:karan@example.com?subject=')).toBe(true);
    expect(decodeURIComponent(mail.split('subject=')[1])).toBe('Blood donation for Ravi Kumar (Redhope)');
    expect(within(helpers[1]).queryByRole('link', { name: 'Call Neha' })).not.toBeInTheDocument();

    expect(button('Mark as fulfilled')).toBeEnabled();
    expect(button('Cancel request')).toBeEnabled();
    expect(button('Share')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Help/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report abuse' })).not.toBeInTheDocument();
  });

  it('says when the helpers could not be read (no endless loader), and lists them once Try again gets an answer', async () => {
    signIn();
    // The helpers cannot be read (every time) until the server is well again.
    let serverBack = false;
    server.use(
      graphql.query(RequestHelpersQuery, () => (serverBack ? HttpResponse.json({ data: { requestHelpers: [makeHelper()] } }) : graphqlError('INTERNAL'))),
      ...requestsHandlers([makeOwnRequest()]),
    );
    await openRequest();
    const section = await screen.findByRole('region', { name: 'Helpers' });
    expect(await within(section).findByText('Unable to load the helpers.')).toBeInTheDocument();
    // Asked once, not again and again (an errored query caches nothing to stop a loop).
    expect(requests.to('RequestHelpers')).toHaveLength(1);
    expect(within(section).queryByLabelText('Loading...')).not.toBeInTheDocument();
    serverBack = true;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: 'Call Karan' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(requests.to('RequestHelpers')).toHaveLength(2);
  });

  it("asks 'After that the request will not visible to others' before fulfilling, then toasts and disables both", async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()]));
    server.use(graphql.mutation(FulfillRequestMutation, () => HttpResponse.json({ data: { fulfillRequest: makeOwnRequest({ isActive: false, isFulfilled: true }) } })));
    await openRequest();

    await userEvent.click(button('Mark as fulfilled'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('After that the request will not visible to others');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.to('FulfillRequest')).toHaveLength(0);

    await userEvent.click(button('Mark as fulfilled'));
    // The confirmation names its action.
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await screen.findByText('Congratulations!! Fulfillment successfull!')).toBeInTheDocument();
    expect(requests.to('FulfillRequest')[0].variables).toEqual({ id: 'r1' });
    await waitFor(() => expect(button('Mark as fulfilled')).toBeDisabled());
    expect(button('Cancel request')).toBeDisabled();
    expect(screen.getByText('Request fulfilled')).toBeInTheDocument();
  });

  it("asks 'After the cancelation the request will be removed.' before canceling, then toasts", async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()]));
    server.use(graphql.mutation(CancelRequestMutation, () => HttpResponse.json({ data: { cancelRequest: makeOwnRequest({ isActive: false }) } })));
    await openRequest();
    await userEvent.click(button('Cancel request'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('After the cancelation the request will be removed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Request canceled successfully')).toBeInTheDocument();
    await waitFor(() => expect(button('Cancel request')).toBeDisabled());
    expect(screen.getByText('Request canceled')).toBeInTheDocument();
  });

  it.each([
    ['Mark as fulfilled', FulfillRequestMutation, 'Unable to fulfill the request'],
    ['Cancel request', CancelRequestMutation, 'Cannot deactive request now'],
  ] as const)('shows the failure of %s as its own toast', async (action, mutation, text) => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()]));
    server.use(graphql.mutation(mutation, () => graphqlError('CONFLICT')));
    await openRequest();
    await userEvent.click(button(action));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: action }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(button(action)).toBeEnabled();
  });

  it('has both actions disabled on an inactive request, and says what happened as it does to everyone else', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest({ isActive: false, isFulfilled: true, closedAt: '2030-05-03T10:00:00.000Z' })]));
    await openRequest();
    expect(button('Mark as fulfilled')).toBeDisabled();
    expect(button('Cancel request')).toBeDisabled();
    expect(screen.getByText('Fulfilled on 03/05/2030. Thank you.')).toBeInTheDocument();
  });

  it('says a request hidden by reports is under review, in English and in Hindi, and keeps the owner actions', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest({ underReview: true })]));
    const view = await openRequest();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Several people reported this request, so others cannot see it while it is under review. It has not been deleted.');
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(button('Cancel request')).toBeEnabled();
    view.unmount();

    await applyLanguage('hi');
    await openRequest();
    expect(screen.getByText('समीक्षाधीन')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('कई लोगों ने इस अनुरोध की शिकायत की है');
  });

  it('tells the owner of a held request why it alerted nobody yet', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest({ underReview: true, heldReason: 'UPI_ID' })]));
    await openRequest();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Held for review before anyone is alerted: it shares a UPI ID. Blood is never paid for; a moderator will check it soon.');
  });

  it('shows no review note on a request nobody reported away', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()]));
    await openRequest();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText('Under review')).not.toBeInTheDocument();
  });

  it('follows the counts live, and a new responder brings the new helper without a reload', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest({ approvedBy: 0 })], []));
    await openRequest();
    expect(await screen.findByText('No one has offered help yet.')).toBeInTheDocument();
    const subscription = await graphqlWs.subscribed('RequestCounts');
    expect(subscription.variables).toEqual({ requestId: 'r1' });

    server.use(graphql.query(RequestHelpersQuery, () => HttpResponse.json({ data: { requestHelpers: [makeHelper()] } })));
    graphqlWs.push('RequestCounts', { requestCounts: { __typename: 'RequestCounts', requestId: 'r1', reachedTo: 15, approvedBy: 1, isActive: true, isFulfilled: false } });

    const counts = screen.getByRole('status');
    await waitFor(() => expect(within(counts).getByText('15')).toBeInTheDocument());
    expect(within(counts).getByText('1')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call Karan' })).toBeInTheDocument();
  });
});

describe('a request seen by someone else', () => {
  it("shows 'Help {applicant}', share and 'Report abuse', with the contact masked and no helpers", async () => {
    signIn(completeDonor());
    await openRequest();
    expect(button('Help Ravi Kumar')).toBeEnabled();
    expect(button('Share')).toBeInTheDocument();
    expect(button('Report abuse')).toBeEnabled();
    expect(screen.getByText('+91 ••••••••45')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\+91/ })).not.toBeInTheDocument();
    expect(screen.getByText('Contact details are shared with donors who offer help.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as fulfilled' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Helpers' })).not.toBeInTheDocument();
    expect(requests.to('RequestHelpers')).toHaveLength(0);
  });

  it('offers help: toasts the success, then shows the contact', async () => {
    signIn(completeDonor());
    server.use(
      graphql.mutation(OfferHelpMutation, () =>
        HttpResponse.json({ data: { offerHelp: makeBloodRequest({ viewerHasHelped: true, contactVisible: true, phoneNo: '+919822012345', approvedBy: 2 }) } }),
      ),
    );
    await openRequest();
    await userEvent.click(button('Help Ravi Kumar'));
    expect(await screen.findByText('Congratulations! Your help suucessfully send.')).toBeInTheDocument();
    expect(requests.to('OfferHelp')[0].variables).toEqual({ requestId: 'r1', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    // Done, and still focusable (a disabled button would drop the focus to the page).
    const done = await screen.findByRole('button', { name: 'You offered help' });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    expect(done).toHaveFocus();
    await userEvent.click(done);
    expect(requests.to('OfferHelp')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
  });

  it.each<[ErrorCode, string]>([
    ['ALREADY_HELPED', 'You have already helped in this request'],
    ['PROFILE_INCOMPLETE', 'Complete your profile to send help!'],
    ['HELPING_HELD', 'Requesters reported that you asked them for money: you cannot offer help until a moderator has reviewed it'],
    ['HELP_REMOVED', 'The requester has taken your offer off this request; you cannot offer help on it again'],
    ['HELP_BLOCKED', 'This requester is not accepting help from you'],
    ['INTERNAL', 'Unable send help'],
    ['NOT_FOUND', 'Unable send help'],
  ])('shows a %s answer to help as "%s"', async (code, text) => {
    signIn(completeDonor());
    server.use(graphql.mutation(OfferHelpMutation, () => graphqlError(code)));
    await openRequest();
    await userEvent.click(button('Help Ravi Kumar'));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(button('Help Ravi Kumar')).toBeEnabled();
    // Pressed again after a failure: the same offer, with the same key (a help the server did save is not made twice).
    await userEvent.click(button('Help Ravi Kumar'));
    await waitFor(() => expect(requests.to('OfferHelp')).toHaveLength(2));
    const [first, again] = requests.to('OfferHelp').map((call) => call.variables?.idempotencyKey as string);
    expect(again).toBe(first);
  });

  it('offered already (in another tab, say): says so, and shows the request as helped, with the contact the offer brought', async () => {
    signIn(completeDonor());
    let offered = false;
    server.use(
      graphql.mutation(OfferHelpMutation, () => {
        offered = true;
        return graphqlError('ALREADY_HELPED');
      }),
      graphql.query(BloodRequestQuery, () =>
        HttpResponse.json({
          data: { bloodRequest: offered ? makeBloodRequest({ viewerHasHelped: true, contactVisible: true, phoneNo: '+919822012345', email: 'ravi.family@example.com' }) : makeBloodRequest() },
        }),
      ),
    );
    await openRequest();
    await userEvent.click(button('Help Ravi Kumar'));
    expect(await screen.findByText('You have already helped in this request')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'You offered help' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
  });

  it('sends one offer and one report for a double tap', async () => {
    signIn(completeDonor());
    const offer = deferred<Response>();
    const reportAnswer = deferred<Response>();
    server.use(
      graphql.mutation(OfferHelpMutation, () => offer.promise),
      graphql.mutation(ReportRequestMutation, () => reportAnswer.promise),
    );
    await openRequest();
    // Two presses in the same moment, before React has shown either as busy.
    const helpButton = button('Help Ravi Kumar');
    helpButton.click();
    helpButton.click();
    offer.resolve(graphqlError('INTERNAL'));
    expect(await screen.findByText('Unable send help')).toBeInTheDocument();
    await userEvent.click(button('Report abuse'));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Report this request?' })).getByRole('button', { name: 'Report abuse' });
    confirm.click();
    confirm.click();
    reportAnswer.resolve(HttpResponse.json({ data: { reportRequest: true } }));
    expect(await screen.findByText('Thanks for your kind feedback!')).toBeInTheDocument();
    expect(requests.to('OfferHelp')).toHaveLength(1);
    expect(requests.to('ReportRequest')).toHaveLength(1);
  });

  it('reports abuse once, after asking (a report cannot be taken back, and several hide the request)', async () => {
    signIn(completeDonor());
    server.use(graphql.mutation(ReportRequestMutation, () => HttpResponse.json({ data: { reportRequest: true } })));
    await openRequest();
    // Going back sends nothing, and the focus returns to the button.
    await userEvent.click(button('Report abuse'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Report this request?' });
    expect(dialog).toHaveAccessibleDescription(
      'Report it only if it is fake, asks for money or is abusive. When several people report a request, others cannot see it until a moderator has checked it. A report cannot be taken back.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button('Report abuse')).toHaveFocus());
    expect(requests.to('ReportRequest')).toHaveLength(0);

    await userEvent.click(button('Report abuse'));
    dialog = await screen.findByRole('alertdialog', { name: 'Report this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report abuse' }));
    expect(await screen.findByText('Thanks for your kind feedback!')).toBeInTheDocument();
    const reported = await screen.findByRole('button', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    expect(reported).toHaveFocus();
    await userEvent.click(reported);
    expect(requests.to('ReportRequest')).toHaveLength(1);
  });

  it.each<[ErrorCode, string]>([
    ['ALREADY_REPORTED', 'You have already reported in this request'],
    ['RATE_LIMITED', 'Unable send report'],
  ])('shows a %s answer to a report as "%s"', async (code, text) => {
    signIn(completeDonor());
    server.use(graphql.mutation(ReportRequestMutation, () => graphqlError(code)));
    await openRequest();
    await userEvent.click(button('Report abuse'));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Report this request?' })).getByRole('button', { name: 'Report abuse' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Reported already (an earlier answer lost on the way): the button says so; any other failure leaves it to press again.
    expect(await screen.findByRole('button', { name: code === 'ALREADY_REPORTED' ? 'Reported' : 'Report abuse' })).toBeInTheDocument();
  });

  it('shares through the device when it can', async () => {
    signIn(completeDonor());
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    await openRequest();
    await userEvent.click(button('Share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0][0]).toMatchObject({
      url: `${window.location.origin}/request/r1`,
      text: 'Ravi Kumar urgently needs 2 units of O+ red cells at Ruby Hall Clinic, Pune. Can you help?',
    });
  });

  it('names what is needed: component, units, hospital and how soon; and shares it without a hospital too', async () => {
    signIn(completeDonor());
    server.use(...requestsHandlers([makeBloodRequest({ component: 'PLATELETS', units: 1, hospitalName: null, urgency: 'WITHIN_3_DAYS' })]));
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    await openRequest();
    expect(screen.getByText('1 unit of O+ platelets (apheresis) needed')).toBeInTheDocument();
    expect(screen.getByText('Platelets (apheresis, one donor at the machine 1 to 2 hours)')).toBeInTheDocument();
    expect(screen.getByText('Within 3 days')).toBeInTheDocument();
    expect(screen.queryByText('Hospital')).not.toBeInTheDocument();
    await userEvent.click(button('Share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0][0]).toMatchObject({ text: 'Ravi Kumar urgently needs 1 unit of O+ platelets (apheresis) in Pune. Can you help?' });
  });

  it('offers WhatsApp beside the device share: a link in a new tab with the ready message and the address', async () => {
    signIn(completeDonor());
    await openRequest();
    const link = screen.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`Ravi Kumar urgently needs 2 units of O+ red cells at Ruby Hall Clinic, Pune. Can you help?\n${window.location.origin}/request/r1`);
    // Keyboard: the link is reached by Tab right after the device share.
    button('Share').focus();
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it("writes the WhatsApp message in the reader's language", async () => {
    signIn(completeDonor());
    await applyLanguage('hi');
    await openRequest();
    const link = await screen.findByRole('link', { name: 'WhatsApp पर साझा करें (नए टैब में खुलता है)' });
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe(`Ravi Kumar को Ruby Hall Clinic, Pune में तुरंत O+ लाल रक्त कोशिकाओं की 2 यूनिट चाहिए। क्या आप मदद कर सकते हैं?\n${window.location.origin}/request/r1`);
  });

  it('copies the link where the device cannot share', async () => {
    signIn(completeDonor());
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    await openRequest();
    await userEvent.click(button('Share'));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/request/r1`);
  });
});

describe('a request seen by a signed-out visitor', () => {
  it.each(['Help Ravi Kumar', 'Report abuse'])('sends "%s" to login with the way back, and sends nothing', async (action) => {
    const { router } = await openRequest();
    await userEvent.click(button(action));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?to=/request/r1');
    expect(requests.to('OfferHelp')).toHaveLength(0);
    expect(requests.to('ReportRequest')).toHaveLength(0);
    expect(graphqlWs.subscriptions('RequestCounts')).toHaveLength(0);
  });
});

describe('a donor whose profile lacks what helping needs', () => {
  it('is told what is missing, with a link to add it that comes back here, instead of a Help button that can only fail', async () => {
    signIn(makeUser({ isBloodGroupAdded: false, bloodGroup: null, isContactInfoFilled: false }));
    await openRequest();
    expect(await screen.findByText('To offer help, your profile needs:')).toBeInTheDocument();
    expect(screen.getByText('your blood group')).toBeInTheDocument();
    expect(screen.getByText('your phone number and pincode, which the requester will receive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add them to your profile, then come back here' })).toHaveAttribute('href', '/profile-edit?to=/request/r1#health');
    expect(screen.queryByRole('button', { name: 'Help Ravi Kumar' })).not.toBeInTheDocument();
  });

  const BLOOD_GROUP = 'your blood group';
  const CONTACT = 'your phone number and pincode, which the requester will receive';
  it.each([
    ['only the blood group', { isBloodGroupAdded: false, bloodGroup: null, isContactInfoFilled: true }, BLOOD_GROUP, CONTACT, '#health'],
    ['only the contact', { isBloodGroupAdded: true, bloodGroup: 'O+', isContactInfoFilled: false }, CONTACT, BLOOD_GROUP, '#contact'],
  ] as const)('lacking %s: names it alone, and links to its section', async (_label, lacking, named, notNamed, section) => {
    signIn(makeUser(lacking));
    await openRequest();
    expect(await screen.findByText(named)).toBeInTheDocument();
    expect(screen.queryByText(notNamed)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add it to your profile, then come back here' })).toHaveAttribute('href', `/profile-edit?to=/request/r1${section}`);
  });
});

describe('a closed request seen by someone else', () => {
  it('says it was fulfilled and when, thanks a donor who offered help, and shows no contact and no actions', async () => {
    signIn(makeUser());
    server.use(
      ...requestsHandlers([makeBloodRequest({ isActive: false, isFulfilled: true, closedAt: '2030-05-03T10:00:00.000Z', viewerHasHelped: true })]),
    );
    await openRequest();
    expect(await screen.findByText('Fulfilled on 03/05/2030. Thank you.')).toBeInTheDocument();
    expect(screen.getByText('Thank you for offering to help.')).toBeInTheDocument();
    expect(screen.queryByText('+91 ••••••••45')).not.toBeInTheDocument();
    expect(screen.queryByText('Contact details are shared with donors who offer help.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Help Ravi Kumar|You offered help|Report abuse/ })).not.toBeInTheDocument();
  });

  it('turns into what happened when the owner fulfils it while a helper has it open, without a reload', async () => {
    signIn(completeDonor());
    server.use(...requestsHandlers([makeBloodRequest({ viewerHasHelped: true, contactVisible: true, phoneNo: '+919822012345' })]));
    await openRequest();
    expect(screen.getByRole('link', { name: '+91 98220 12345' })).toBeInTheDocument();
    await graphqlWs.subscribed('RequestCounts');

    server.use(...requestsHandlers([makeBloodRequest({ isActive: false, isFulfilled: true, closedAt: '2030-05-03T10:00:00.000Z', viewerHasHelped: true })]));
    graphqlWs.push('RequestCounts', { requestCounts: { __typename: 'RequestCounts', requestId: 'r1', reachedTo: 12, approvedBy: 1, isActive: false, isFulfilled: true } });

    expect(await screen.findByText('Fulfilled on 03/05/2030. Thank you.')).toBeInTheDocument();
    expect(screen.getByText('Thank you for offering to help.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+91 98220 12345' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /You offered help|Report abuse/ })).not.toBeInTheDocument();
  });

  it('says a cancelled one no longer needs donors, and one past its date too', async () => {
    server.use(
      ...requestsHandlers([
        makeBloodRequest({ isActive: false, closedAt: '2030-05-02T10:00:00.000Z' }),
        makeBloodRequest({ id: 'r2', isActive: false, date: '2020-01-01', closedAt: '2020-01-02T00:00:00.000Z' }),
        // Cancelled before its date, which has passed since: still cancelled.
        makeBloodRequest({ id: 'r3', isActive: false, date: '2020-01-01', closedAt: '2019-12-30T10:00:00.000Z' }),
      ]),
    );
    await openRequest();
    expect(await screen.findByText('This request was cancelled on 02/05/2030. It no longer needs donors.')).toBeInTheDocument();
    const expired = await openRequest('r2');
    expect(await screen.findByText('The date of this request has passed. It no longer needs donors.')).toBeInTheDocument();
    expired.unmount();
    await openRequest('r3');
    expect(await screen.findByText('This request was cancelled on 30/12/2019. It no longer needs donors.')).toBeInTheDocument();
    expect(screen.queryByText('Thank you for offering to help.')).not.toBeInTheDocument();
  });
});

describe('a request that cannot be shown', () => {
  it('shows the not-found page at the address asked for, so Refresh asks again', async () => {
    signIn(makeUser());
    const { router } = renderApp('/request/gone');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
    // Whether it never existed or closed (a closed request is its owner's and helpers' only).
    expect(screen.getByText(/^This blood request is not available: it may have been fulfilled or closed, or it was removed\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request/gone');
  });

  it('says the server could not be reached, and shows the request once Try again gets an answer', async () => {
    server.use(graphql.query('BloodRequest', noResponse, { once: true }));
    const shown: string[] = [];
    const unsubscribe = toast.onChange((item) => {
      if (item.status === 'added') shown.push(String(item.content));
    });
    renderApp('/request/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded. Try again; if it keeps happening, try again later.')).toBeInTheDocument();
    // The call's "Connection with server failed" toast came, and goes: the page says it, and the toast covered its heading on a phone.
    expect(shown).toContain('Connection with server failed ');
    await waitFor(() => expect(toast.isActive(CONNECTION_FAILED_TOAST_ID)).toBe(false));
    unsubscribe();
    await userEvent.click(button('Try again'));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('offline, says so, and loads the request by itself when the browser is back online', async () => {
    stubNavigator({ onLine: false });
    server.use(graphql.query('BloodRequest', noResponse, { once: true }));
    renderApp('/request/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded without a connection. It loads by itself when you are back online.')).toBeInTheDocument();
    stubNavigator({ onLine: true });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });
});
