import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../features/auth/__tests__/handlers';
import { CampaignQuery } from '../../features/campaigns';
import { makeCampaign, makeRestCampaign } from '../../features/campaigns/__tests__/handlers';
import { makeNotification, notificationsHandlers } from '../../features/notifications/__tests__/handlers';
import { makeBloodRequest, makeHelper, makeOwnRequest, requestsHandlers } from '../../features/requests/__tests__/handlers';
import { applyLanguage } from '../../lib/i18n';
import { apiUrl } from '../../lib/rest';
import { deferred, envelope } from '../../test/msw';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/**
 * Every screen built so far, read in Hindi: what a user can see or hear (text, accessible names,
 * the page title) must hold no English word. Only what is not language, and so stays as it is,
 * is let through: the product name (and WhatsApp's), the user's own data, the contact address, "English" in the
 * language menu, the Alt+T shortcut, and the blood groups (AB+ is AB+ in every language).
 */
const NOT_LANGUAGE = [/Redhope/g, /WhatsApp/g, /English/g, /Alt\+T/g, /\S+@\S+/g, /\bIP\b/g, /\bMB\b/g, /(?<![A-Za-z])(?:AB|A|B|O)[+-]/g];

function englishLeftIn(text: string): string[] {
  const rest = NOT_LANGUAGE.reduce((current, pattern) => current.replace(pattern, ' '), text);
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/** The text and accessible names on the page, including those of menus portalled out of it. */
function whatTheUserGets(): string {
  const visible = document.body.cloneNode(true) as HTMLElement;
  visible.querySelectorAll('script, style').forEach((element) => element.remove());
  const names = [...document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((attribute) => element.getAttribute(attribute) ?? ''),
  );
  return [document.title, visible.textContent ?? '', ...names].join('\n');
}

async function expectOnlyHindi(heading: string) {
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toMatch(/[\u0900-\u097F]/));
  expect(englishLeftIn(whatTheUserGets())).toEqual([]);
}

/** A request whose own data (names, places, reason) is written in Hindi too. */
const HINDI_REQUEST = {
  applicant: 'रवि कुमार',
  reason: 'सड़क दुर्घटना के बाद सर्जरी',
  address: { addressLine: 'ससून रोड', district: 'पुणे', state: 'महाराष्ट्र' },
  hospitalName: 'रूबी हॉल क्लिनिक',
  requestedBy: { userName: 'आशा' },
};

const USER = makeUser({ userName: 'आशा', email: 'asha@example.com' });

describe('the screens in Hindi', () => {
  beforeEach(async () => {
    await applyLanguage('hi');
  });

  it.each([
    ['/', 'सेवाएँ'],
    ['/auth/login', 'Redhope में लॉग इन करें'],
    ['/auth/signup', 'अपना Redhope खाता बनाएँ'],
    ['/privacy', 'गोपनीयता नीति'],
    ['/terms', 'नियम और शर्तें'],
    ['/no/such/page', 'ओह! पेज नहीं मिला'],
    ['/auth/forgot-password', 'अपना पासवर्ड रीसेट करें'],
    ['/reset-password#token=t1', 'नया पासवर्ड चुनें'],
    ['/confirm-email#token=t1', 'अपने ई-मेल पते की पुष्टि करें'],
    ['/undo-email-change#token=t1', 'ई-मेल बदलाव वापस लें'],
  ])('%s, signed out, with the account menu open', async (path, heading) => {
    renderApp(path);
    await screen.findByRole('heading', { name: heading });
    const menuButton = screen.queryByRole('button', { name: 'खाता मेनू' });
    if (menuButton) {
      await userEvent.click(menuButton);
      await screen.findByRole('menuitem', { name: 'साइन इन' });
    }
    await expectOnlyHindi(heading);
  });

  it.each([
    ['/profile/requests', 'मेरे अनुरोध'],
    ['/profile/contributions', 'मेरे योगदान'],
    ['/profile-edit', 'अपनी प्रोफ़ाइल अपडेट करें'],
    ['/create-request', 'रक्तदान के लिए अनुरोध'],
    ['/create-campaign', 'अपने आस-पास का स्वास्थ्य अभियान साझा करें'],
    ['/notifications', 'सूचनाएँ'],
    ['/health-assistant', 'सहायक ज्योति'],
    ['/profile/donations', 'मेरे रक्तदान'],
  ])('%s, signed in, with the banner and the account menu open', async (path, heading) => {
    signIn(USER);
    renderApp(path);
    await screen.findByRole('link', { name: 'सभी सुविधाओं का उपयोग करने के लिए अपनी प्रोफ़ाइल पूरी करें। पता और ब्लड ग्रुप जोड़ें।' });
    await userEvent.click(await screen.findByRole('button', { name: 'खाता मेनू' }));
    await screen.findByRole('menuitem', { name: 'लॉग आउट' });
    await expectOnlyHindi(heading);
  });

  it('the campaign pages, with a camp in the feed and one open', async () => {
    const hindiCamp = {
      title: 'रक्तदान शिविर पुणे',
      address: { addressLine: 'टाउन हॉल', district: 'पुणे', state: 'महाराष्ट्र' },
      description: 'रक्तदान करें, जीवन बचाएँ।',
    };
    server.use(http.get(apiUrl('/campaign/campaign-feed'), () => envelope([makeRestCampaign(hindiCamp)])));
    const detail = makeCampaign({ ...hindiCamp, address: { __typename: 'Address', ...hindiCamp.address }, contactNo: null, registrationLink: null });
    server.use(graphql.query(CampaignQuery, () => HttpResponse.json({ data: { campaign: { ...detail, owner: { ...detail.owner, userName: 'मीरा' } } } })));
    renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: hindiCamp.title }));
    await expectOnlyHindi(hindiCamp.title);
  });

  it('a request, signed out', async () => {
    server.use(...requestsHandlers([makeBloodRequest(HINDI_REQUEST)]));
    renderApp('/request/r1');
    await screen.findByRole('button', { name: 'रवि कुमार की मदद करें' });
    await expectOnlyHindi('तुरंत रक्त की ज़रूरत है');
  });

  it('the request screens with their data: a request with helpers and a confirmation, notifications, my requests', async () => {
    signIn(USER);
    const hindiRequest = HINDI_REQUEST;
    server.use(
      ...requestsHandlers(
        [makeOwnRequest(hindiRequest), makeOwnRequest({ ...hindiRequest, id: 'r2', isActive: false, isFulfilled: true })],
        [makeHelper({ userName: 'करण', district: 'पुणे', state: 'महाराष्ट्र' })],
      ),
      ...notificationsHandlers([makeNotification({ params: { applicant: 'रवि कुमार', district: 'पुणे' } })]),
    );
    const { router } = renderApp('/request/r1');
    await screen.findByRole('link', { name: 'करण को कॉल करें' });
    await expectOnlyHindi('तुरंत रक्त की ज़रूरत है');
    await userEvent.click(screen.getByRole('button', { name: 'अनुरोध रद्द करें' }));
    await screen.findByRole('alertdialog');
    await expectOnlyHindi('क्या आप निश्चित हैं?');
    await userEvent.click(screen.getByRole('button', { name: 'वापस जाएँ' }));

    await act(() => router.navigate('/notifications'));
    await screen.findByRole('link', { name: 'रवि कुमार की मदद करें' });
    await expectOnlyHindi('सूचनाएँ');

    await act(() => router.navigate('/profile/requests'));
    await screen.findByRole('button', { name: 'अनुरोध पूरा हुआ' });
    await expectOnlyHindi('मेरे अनुरोध');
  });

  it('the splash while the session is checked', async () => {
    const answer = deferred<Response>();
    server.use(http.get(apiUrl('/user/check-auth'), () => answer.promise));
    renderApp('/');
    expect(await screen.findByText('कृपया प्रतीक्षा करें...')).toBeInTheDocument();
    expect(englishLeftIn(whatTheUserGets())).toEqual([]);
  });

  it('the validation messages of the forms', async () => {
    renderApp('/auth/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'साइन अप' }));
    expect(await screen.findByText('उपयोगकर्ता नाम में कम से कम 3 अक्षर होने चाहिए')).toBeInTheDocument();
    expect(screen.getByLabelText('जन्म तिथि')).toHaveAccessibleDescription('जन्म तिथि ज़रूरी है');
    expect(englishLeftIn(whatTheUserGets())).toEqual([]);
  });
});
