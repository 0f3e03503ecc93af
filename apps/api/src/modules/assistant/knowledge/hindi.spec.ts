import { DEFERRAL_MONTHS, MIN_HAEMOGLOBIN_G_PER_DL, MIN_WEIGHT_KG_FOR_350_ML, PROCESSING_FEE_CAP_INR, WHOLE_BLOOD_GAP_DAYS_MEN, WHOLE_BLOOD_GAP_DAYS_WOMEN } from '@redhope/domain';
import { BuiltinEngine, HINDI_REPLIES } from '../engines/builtin-engine';
import { redactDoses } from '../safety/dose-guard';
import { KnowledgeBase, loadTopics, type Topic } from './knowledge-base';

const topics = loadTopics();
const knowledge = new KnowledgeBase(topics);
const engine = new BuiltinEngine(knowledge);
const topic = (title: string): Topic => {
  const found = topics.find((t) => t.title === title);
  if (!found) throw new Error(`no topic "${title}"`);
  return found;
};
const hindi = (title: string): string => {
  const body = topic(title).hindi?.body;
  if (!body) throw new Error(`no Hindi entry for "${title}"`);
  return body;
};

describe('the knowledge base in Hindi', () => {
  it('has Hindi entries for every donation topic and at least 30 of the most asked others', () => {
    for (const t of topics.filter((t) => t.kind === 'donation')) expect({ title: t.title, hindi: t.hindi !== undefined }).toEqual({ title: t.title, hindi: true });
    expect(topics.filter((t) => t.kind !== 'donation' && t.hindi).length).toBeGreaterThanOrEqual(30);
    for (const title of ['Diabetes', 'Fever', 'Dengue', 'Anaemia', 'High blood pressure', 'Chest pain', 'Snake bite', 'Burns', 'Pregnancy care basics', 'Posting an urgent blood request']) {
      expect(topic(title).hindi).toBeDefined();
    }
  });

  it('states the donation rules with the same numbers as the domain', () => {
    expect(hindi('Who can donate blood')).toContain('**18 से 65 साल**');
    expect(hindi('Who can donate blood')).toContain(`**कम से कम ${MIN_WEIGHT_KG_FOR_350_ML} किलो**`);
    expect(hindi('Who can donate blood')).toContain(`${MIN_HAEMOGLOBIN_G_PER_DL} g/dL`);
    expect(hindi('How often you can donate blood')).toContain(`कम से कम ${WHOLE_BLOOD_GAP_DAYS_MEN} दिन और महिलाओं के लिए ${WHOLE_BLOOD_GAP_DAYS_WOMEN} दिन`);
    const deferrals = hindi('When to wait before donating blood');
    expect(deferrals).toContain(`डिलीवरी के बाद ${DEFERRAL_MONTHS.childbirth} महीने`);
    expect(deferrals).toContain(`**गर्भपात**: ${DEFERRAL_MONTHS.abortion} महीने`);
    expect(deferrals).toContain(`**मलेरिया**: पूरी तरह ठीक होने के बाद ${DEFERRAL_MONTHS.malaria} महीने`);
    expect(deferrals).toContain(`**डेंगू**: ठीक होने के बाद ${DEFERRAL_MONTHS.dengue} महीने`);
    expect(deferrals).toContain(`छोटे ऑपरेशन के बाद ${DEFERRAL_MONTHS.minorSurgery} महीने और बड़े ऑपरेशन के बाद ${DEFERRAL_MONTHS.majorSurgery} महीने`);
    const rupees = (n: number) => `Rs ${n.toLocaleString('en-IN')}`;
    expect(hindi('Paying for blood')).toContain(rupees(PROCESSING_FEE_CAP_INR.wholeBlood));
    expect(hindi('Paying for blood')).toContain(rupees(PROCESSING_FEE_CAP_INR.plasma));
    // The compatibility table has the same rows as the English one.
    const rows = (body: string) => body.split('\n').filter((line) => /^\| (O|A|B|AB)[+-] \|/.test(line)).map((line) => line.split('|')[1].trim());
    expect(rows(hindi('Blood group compatibility'))).toEqual(rows(topic('Blood group compatibility').body));
  });

  it('never gives a medicine dose in Hindi either', () => {
    for (const t of topics.filter((t) => t.hindi)) expect(redactDoses(t.hindi?.body ?? '')).toBe(t.hindi?.body);
  });

  it.each([
    ['रक्तदान से पहले क्या खाना चाहिए?', 'Preparing to donate blood'],
    ['खून देने से पहले क्या खाएं', 'Preparing to donate blood'],
    ['रक्तदान कौन कर सकता है?', 'Who can donate blood'],
    ['कितने दिन बाद दोबारा रक्तदान कर सकते हैं', 'How often you can donate blood'],
    ['मलेरिया के बाद रक्तदान कब कर सकते हैं', 'When to wait before donating blood'],
    ['रक्तदान के बाद क्या खाएं?', 'After donating blood'],
    ['मधुमेह के लक्षण क्या हैं?', 'Diabetes'],
    ['बुखार में क्या खाना चाहिए?', 'Fever'],
    ['खून की कमी कैसे दूर करें?', 'Anaemia'],
    ['तनाव कैसे कम करें?', 'Managing stress'],
    ['डेंगू से बचाव कैसे करें?', 'Dengue'],
    ['गर्भावस्था में क्या खाना चाहिए', 'Pregnancy care basics'],
    ['What should I eat before donating blood?', 'Preparing to donate blood'],
  ])('finds the right topic for "%s" (in either language)', (question, title) => {
    expect(knowledge.search(question)[0]?.topic.title).toBe(title);
  });

  it('answers a Hindi question with the Hindi entry, its related topics and closing in Hindi', () => {
    const text = engine.compose({ prompt: 'रक्तदान से पहले क्या खाना चाहिए?', language: 'hi' });
    expect(text.startsWith('### रक्तदान की तैयारी')).toBe(true);
    expect(text).toContain('खाली पेट दान न करें');
    expect(text).toContain(HINDI_REPLIES.donationNote);
    expect(text).not.toContain('Preparing to donate blood');
  });

  it('says in Hindi that there is no Hindi entry, then answers in English', () => {
    expect(topic('Kidney stones').hindi).toBeUndefined();
    const text = engine.compose({ prompt: 'गुर्दे की पथरी का इलाज', language: 'hi' });
    expect(text.startsWith(HINDI_REPLIES.noHindiEntry)).toBe(true);
    expect(text).toContain('### Kidney stones');
  });

  it('gives the fixed replies in Hindi', () => {
    expect(engine.compose({ prompt: 'नमस्ते', language: 'hi' })).toBe(HINDI_REPLIES.greeting);
    expect(engine.compose({ prompt: 'आपका नाम क्या है', language: 'hi' })).toBe(HINDI_REPLIES.name);
    expect(engine.compose({ prompt: 'धन्यवाद', language: 'hi' })).toBe(HINDI_REPLIES.thanks);
    expect(engine.compose({ prompt: 'क्रिकेट मैच का स्कोर', language: 'hi' })).toBe(HINDI_REPLIES.offTopic);
  });
});
