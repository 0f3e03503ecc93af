import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../features/auth/__tests__/handlers';
import { CampaignQuery } from '../../features/campaigns';
import { makeCampaign, makeRestCampaign } from '../../features/campaigns/__tests__/handlers';
import { applyLanguage } from '../../lib/i18n';
import { apiUrl } from '../../lib/rest';
import { deferred, envelope } from '../../test/msw';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/**
 * Every screen built so far, read in Hindi: what a user can see or hear (text, accessible names,
 * the page title) must hold no English word. Only what is not language, and so stays as it is,
 * is let through: the product name, the user's own data, the contact address, "English" in the
 * language menu, the Alt+T shortcut, and the blood groups (AB+ is AB+ in every language).
 */
const NOT_LANGUAGE = [/Redhope/g, /English/g, /Alt\+T/g, /\S+@\S+/g, /\bIP\b/g, /\bMB\b/g, /\b(?:AB|A|B|O)[+-]/g];

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
    ['/request/abc123', 'तुरंत रक्त की ज़रूरत है'],
    ['/no/such/page', 'ओह! पेज नहीं मिला'],
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
