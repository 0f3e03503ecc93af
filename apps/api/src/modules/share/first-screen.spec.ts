import { homeFirstScreen, readFirstScreenTexts, requestFirstScreen, type FirstScreenLanguages, type FirstScreenTexts, type RequestFirstScreen } from './first-screen';
import { PageTemplate, type PageTags } from './page-template';

/** Texts shaped as the client build writes them (apps/web/first-screen-texts.ts); a few words each. */
function texts(language: 'en' | 'hi'): FirstScreenTexts {
  const hi = language === 'hi';
  return {
    home: {
      heading: hi ? 'Redhope: जीवन की साझेदारी' : 'Redhope: sharing lives',
      services: hi ? 'सेवाएँ' : 'Services',
      requestDonation: hi ? 'अनुरोध पोस्ट करें' : 'Post a request.',
      contributeCampaign: hi ? 'शिविर साझा करें' : 'Share a camp.',
      healthAssistant: hi ? 'ज्योति से पूछें' : 'Ask Jyoti.',
    },
    places: { requestDonation: hi ? 'रक्तदान का अनुरोध' : 'Request for donation', contributeCampaign: hi ? 'अभियान' : 'Contribute campaign', healthAssistant: hi ? 'सहायक' : 'Health assistant' },
    request: {
      heading: hi ? 'तुरंत रक्त की ज़रूरत है' : 'Urgent blood required',
      active: hi ? 'सक्रिय' : 'Active',
      needs: hi ? '{{need}} चाहिए' : '{{need}} needed',
      bloodGroup: hi ? 'ब्लड ग्रुप' : 'Blood group',
      component: hi ? 'क्या चाहिए' : 'What is needed',
      units: hi ? 'यूनिट' : 'Units',
      hospitalName: hi ? 'अस्पताल' : 'Hospital',
      urgency: hi ? 'कितनी जल्दी' : 'How soon',
      requiredBy: hi ? 'किस तारीख तक चाहिए' : 'Required by',
      reason: hi ? 'कारण' : 'Reason',
      address: hi ? 'पता' : 'Address',
    },
    components: {
      RED_CELLS: hi ? 'लाल रक्त कोशिकाएँ' : 'Red cells',
      WHOLE_BLOOD: hi ? 'संपूर्ण रक्त' : 'Whole blood',
      PLATELETS: hi ? 'प्लेटलेट्स' : 'Platelets',
      PLASMA: hi ? 'प्लाज़्मा' : 'Plasma',
      ANY_GROUP: hi ? 'कोई भी ग्रुप' : 'Any group',
    },
    urgencies: { TODAY: hi ? 'आज' : 'Today', WITHIN_3_DAYS: hi ? '3 दिन में' : 'Within 3 days', PLANNED: hi ? 'तय' : 'Planned' },
    need: hi
      ? { legacy: '{{bloodGroup}} रक्त', RED_CELLS_one: '{{bloodGroup}} लाल रक्त कोशिकाओं की {{count}} यूनिट', RED_CELLS_other: '{{bloodGroup}} लाल रक्त कोशिकाओं की {{count}} यूनिट' }
      : { legacy: '{{bloodGroup}} blood', RED_CELLS_one: '{{count}} unit of {{bloodGroup}} red cells', RED_CELLS_other: '{{count}} units of {{bloodGroup}} red cells' },
  };
}

const LANGUAGES: FirstScreenLanguages = { en: texts('en'), hi: texts('hi') };

const REQUEST: RequestFirstScreen = {
  applicant: 'Meera "M" <Sharma>',
  bloodGroup: 'B+',
  component: 'RED_CELLS',
  units: 2,
  hospitalName: 'Lok Nayak & Sons',
  urgency: 'TODAY',
  requiredBy: '2026-12-03',
  reason: '<script>alert(1)</script>',
  addressLine: 'Jawaharlal Nehru Marg',
  district: 'Delhi',
  state: 'Delhi',
  pincode: '110002',
};

/** The text a reader of `language` sees: the other language's spans dropped, then the tags. */
function seen(html: string, language: 'en' | 'hi'): string {
  const other = language === 'en' ? 'boot-hi' : 'boot-en';
  return html
    .replace(new RegExp(`<span class="${other}"[^>]*>[^<]*</span>`, 'g'), '')
    .replace(/<\/(dt|dd|h1|h2|h3|p|span)>/g, '$&|')
    .replace(/<[^>]+>/g, '')
    .replace(/\|+/g, '|');
}

describe('first screens', () => {
  it("reads the client build's texts, and nothing that is not that shape", () => {
    const json = JSON.stringify(LANGUAGES);
    expect(readFirstScreenTexts(json)).toEqual(LANGUAGES);
    expect(readFirstScreenTexts(undefined)).toBeUndefined();
    expect(readFirstScreenTexts('{not json')).toBeUndefined();
    expect(readFirstScreenTexts(JSON.stringify({ en: LANGUAGES.en }))).toBeUndefined();
    const { PLASMA: _missing, ...components } = LANGUAGES.hi.components;
    expect(readFirstScreenTexts(JSON.stringify({ ...LANGUAGES, hi: { ...LANGUAGES.hi, components } }))).toBeUndefined();
    expect(readFirstScreenTexts(JSON.stringify({ ...LANGUAGES, en: { ...LANGUAGES.en, home: { ...LANGUAGES.en.home, heading: 7 } } }))).toBeUndefined();
  });

  it("writes home's heading and services in each language, with the app's links", () => {
    const html = homeFirstScreen(LANGUAGES);
    expect(seen(html, 'en')).toBe('Redhope: sharing lives|Services|Request for donation|Post a request.|Contribute campaign|Share a camp.|Health assistant|Ask Jyoti.|');
    expect(seen(html, 'hi')).toBe('Redhope: जीवन की साझेदारी|सेवाएँ|रक्तदान का अनुरोध|अनुरोध पोस्ट करें|अभियान|शिविर साझा करें|सहायक|ज्योति से पूछें|');
    expect([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/create-request', '/create-campaign', '/health-assistant']);
    expect(html).toContain('<span class="boot-hi" lang="hi">');
  });

  it("writes an open request's summary as a visitor sees it, every value escaped", () => {
    const html = requestFirstScreen(LANGUAGES, REQUEST);
    expect(seen(html, 'en')).toBe(
      'Urgent blood required|Active|B+|Meera &quot;M&quot; &lt;Sharma&gt;|2 units of B+ red cells needed|' +
        'Blood group|B+|What is needed|Red cells|Units|2|Hospital|Lok Nayak &amp; Sons|How soon|Today|Required by|03/12/2026|' +
        'Reason|&lt;script&gt;alert(1)&lt;/script&gt;|Address|Jawaharlal Nehru Marg, Delhi, Delhi, 110002|',
    );
    expect(seen(html, 'hi')).toContain('|B+ लाल रक्त कोशिकाओं की 2 यूनिट चाहिए|ब्लड ग्रुप|B+|क्या चाहिए|लाल रक्त कोशिकाएँ|');
    expect(html).not.toContain('<script>');
    // The blood group's circle is drawn for the eye only: the row says it to a screen reader.
    expect(html).toContain('<span class="boot-group" aria-hidden="true">B+</span>');
  });

  it('leaves out the hospital and urgency a request did not give, and says one unit in the singular', () => {
    const html = requestFirstScreen(LANGUAGES, { ...REQUEST, hospitalName: null, urgency: null, units: 1, addressLine: '' });
    const text = seen(html, 'en');
    expect(text).toContain('|1 unit of B+ red cells needed|');
    expect(text).not.toMatch(/Hospital|How soon/);
    expect(text).toContain('|Address|Delhi, Delhi, 110002|');
  });

  it("falls back to the need's other form, then to the legacy wording, when a language lacks a plural form", () => {
    const needs = { ...LANGUAGES, en: { ...LANGUAGES.en, need: { legacy: '{{bloodGroup}} blood', RED_CELLS_other: '{{count}} units of {{bloodGroup}} red cells' } } };
    expect(seen(requestFirstScreen(needs, { ...REQUEST, units: 1 }), 'en')).toContain('|1 units of B+ red cells needed|');
    const legacy = { ...LANGUAGES, en: { ...LANGUAGES.en, need: { legacy: '{{bloodGroup}} blood' } } };
    expect(seen(requestFirstScreen(legacy, REQUEST), 'en')).toContain('|B+ blood needed|');
  });
});

describe("index.html's first-screen slot", () => {
  const TAGS: PageTags = {
    title: 'Redhope',
    description: 'Blood requests',
    locale: 'en_IN',
    alternateLocales: [],
    image: { url: 'https://redhope.example/og/site.png', type: 'image/png', width: 1200, height: 630, alt: 'Redhope' },
  };
  const index =
    '<!doctype html><html><head><title>Redhope</title></head><body><div id="root"><main><div role="status"></div>' +
    '<!-- first-screen --><div class="boot-card"></div><!-- /first-screen --></main></div><script type="module" src="/assets/a.js"></script></body></html>';

  it('puts a first screen in place of the placeholders, and keeps them for a page without one', () => {
    const template = new PageTemplate(index);
    const withScreen = template.render(TAGS, [], '<h1>Home</h1>');
    expect(withScreen).toContain('<main><div role="status"></div><h1>Home</h1></main></div><script type="module" src="/assets/a.js"></script></body></html>');
    expect(withScreen).not.toContain('boot-card');
    expect(template.render(TAGS)).toContain('<!-- first-screen --><div class="boot-card"></div><!-- /first-screen -->');
  });

  it('ignores a first screen when index.html marks no placeholders (an older build)', () => {
    const unmarked = index.replace('<!-- first-screen -->', '');
    const html = new PageTemplate(unmarked).render(TAGS, [], '<h1>Home</h1>');
    expect(html).not.toContain('<h1>Home</h1>');
    expect(html).toContain('<div class="boot-card"></div><!-- /first-screen -->');
  });
});
