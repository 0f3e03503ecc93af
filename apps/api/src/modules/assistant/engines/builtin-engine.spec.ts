import {
  ASSISTANT_OFF_TOPIC_REPLY,
  ASSISTANT_SAMPLE_QUESTIONS,
  DONOR_MAX_AGE,
  DONOR_MIN_AGE,
  MIN_HAEMOGLOBIN_G_PER_DL,
  MIN_WEIGHT_KG_FOR_350_ML,
  WEIGHT_KG_ABOVE_WHICH_450_ML,
  FIRST_TIME_DONOR_MAX_AGE,
  WHOLE_BLOOD_GAP_DAYS_MEN,
  WHOLE_BLOOD_GAP_DAYS_WOMEN,
} from '@redhope/domain';
import { KnowledgeBase } from '../knowledge/knowledge-base';
import { BuiltinEngine, DISCLAIMER, DONT_KNOW_REPLY, GREETING_REPLY, NAME_REPLY, THANKS_REPLY } from './builtin-engine';

const engine = new BuiltinEngine(KnowledgeBase.load());
const answer = (prompt: string) => engine.compose({ prompt });

/** The facts each sample question's answer must carry. */
const SAMPLE_FACTS: Record<(typeof ASSISTANT_SAMPLE_QUESTIONS)[number], RegExp[]> = {
  'What are the symptoms of diabetes?': [/passing urine often/i, /thirsty/i, /weight loss/i, /tiredness/i, /blurred vision/i, /heal slowly/i, /HbA1c/],
  'How can I improve my sleep quality?': [/7 to 9 hours/, /same sleep and wake-up time/i, /screens/i, /tea, coffee/i, /sleep apnoea/i],
  'What are the best exercises for weight loss?': [/150 to 300 minutes a week/, /brisk walking/i, /strength training on 2 or more days/i, /half to one kilogram a week/i],
  'Which foods boost the immune system?': [/No single food/i, /vitamin C/i, /amla/i, /Protein/i, /Curd/i, /Vitamin D/i],
  'How can I manage stress?': [/Slow breathing/i, /walk/i, /Sleep/, /Talk/, /Tele-MANAS, 14416/],
};

describe('BuiltinEngine', () => {
  describe.each(ASSISTANT_SAMPLE_QUESTIONS)('sample question "%s"', (question) => {
    const text = answer(question);

    it('carries the key facts', () => {
      for (const fact of SAMPLE_FACTS[question]) expect(text).toMatch(fact);
    });

    it('is structured: what it may be, what helps, when to see a doctor, then the reminder', () => {
      const order = ['#### What it may be', '#### What helps', '#### When to see a doctor', DISCLAIMER].map((part) => text.indexOf(part));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(text.trimEnd().endsWith(DISCLAIMER)).toBe(true);
    });
  });

  describe('blood donation eligibility matches the donor-selection rules', () => {
    it.each([
      ['Who can donate blood?', [`${DONOR_MIN_AGE} to ${DONOR_MAX_AGE} years`, `${FIRST_TIME_DONOR_MAX_AGE} or younger`, `at least ${MIN_WEIGHT_KG_FOR_350_ML} kg`, `more than ${WEIGHT_KG_ABOVE_WHICH_450_ML} kg`, `at least ${MIN_HAEMOGLOBIN_G_PER_DL} g/dL`]],
      ['What is the age limit for blood donation?', [`${DONOR_MIN_AGE} to ${DONOR_MAX_AGE} years`, `${FIRST_TIME_DONOR_MAX_AGE} or younger`]],
      ['What is the minimum weight to donate blood?', [`at least ${MIN_WEIGHT_KG_FOR_350_ML} kg`]],
      ['What haemoglobin level do I need to donate blood?', [`${MIN_HAEMOGLOBIN_G_PER_DL} g/dL`]],
      ['How many days between blood donations?', [`${WHOLE_BLOOD_GAP_DAYS_MEN} days`, `${WHOLE_BLOOD_GAP_DAYS_WOMEN} days`]],
      ['रक्तदान कौन कर सकता है?', [`${DONOR_MIN_AGE} to ${DONOR_MAX_AGE} years`, `${MIN_HAEMOGLOBIN_G_PER_DL} g/dL`]],
      ['kitne din baad dobara blood de sakte hai', [`${WHOLE_BLOOD_GAP_DAYS_MEN} days`, `${WHOLE_BLOOD_GAP_DAYS_WOMEN} days`]],
    ])('"%s"', (question, facts) => {
      const text = answer(question);
      for (const fact of facts) expect(text).toContain(fact);
      expect(text).toContain('blood centre');
    });

    it('states the men/women gap the right way round', () => {
      expect(answer('How often can I donate blood?')).toMatch(/90 days (apart )?for men and 120 days (apart )?for women/);
    });
  });

  it.each(['What is your name?', 'whats ur name', 'tumhara naam kya hai', 'आपका नाम क्या है?', 'Who are you?', 'Are you a doctor?'])(
    'introduces itself as Jyoti to "%s"',
    (question) => {
      expect(answer(question)).toBe(NAME_REPLY);
      expect(NAME_REPLY).toContain('**Jyoti**');
    },
  );

  it.each(['What is the capital of France?', 'Tell me a joke', 'Who won the IPL final?', 'Write a poem about the moon', 'How do I cook biryani?', 'Recommend a good movie', 'best phone under 20000'])(
    'answers "%s" with the off-topic reply, word for word',
    (question) => {
      expect(answer(question)).toBe(ASSISTANT_OFF_TOPIC_REPLY);
    },
  );

  it.each(['What is the treatment for Huntington disease?', 'Is amyloidosis hereditary?', 'What are the symptoms?', 'mujhe ek ajeeb bimari hai'])(
    'says it does not know, and suggests a doctor, for "%s"',
    (question) => {
      expect(answer(question)).toBe(DONT_KNOW_REPLY);
      expect(DONT_KNOW_REPLY).toMatch(/don't have reliable information/);
      expect(DONT_KNOW_REPLY).toMatch(/doctor/);
    },
  );

  it('greets and thanks without searching', () => {
    expect(answer('Hello Jyoti')).toBe(GREETING_REPLY);
    expect(answer('namaste')).toBe(GREETING_REPLY);
    expect(answer('thank you so much')).toBe(THANKS_REPLY);
  });

  it.each([
    ['how do I post a blood request', 'Posting an urgent blood request', '(/create-request)'],
    ['where can I see my notifications', 'Notifications', '(/notifications)'],
    ['how to add my blood group to profile', 'Completing your profile', '(/profile-edit)'],
    ['a donor is asking my family for money', 'Staying safe from fake donors', 'Rs 1,550'],
  ])('answers the product question "%s" with its how-to and in-app link', (question, title, fact) => {
    const text = answer(question);
    expect(text.startsWith(`### ${title}\n`)).toBe(true);
    expect(text).toContain(fact);
    expect(text).not.toContain(DISCLAIMER);
  });

  it.each([
    ['मुझे बुखार है', 'Fever'],
    ['dengu ke lakshan', 'Dengue'],
    ['sugar ke lakshan', 'Diabetes'],
    ['kamar dard', 'Back pain'],
    ['diabetis symptoms', 'Diabetes'],
    ['I got burnt by hot oil', 'Burns'],
    ['kutte ne kaat liya', 'Dog bites and rabies'],
    ['what to eat before donating blood', 'Preparing to donate blood'],
    ['Can I donate blood after dengue?', 'When to wait before donating blood'],
  ])('finds the right topic for "%s" (Hindi, Hinglish, typos)', (question, title) => {
    expect(answer(question).startsWith(`### ${title}\n`)).toBe(true);
  });

  it('after an emergency notice adds the matching topic, or nothing: never the off-topic or "don\'t know" reply', () => {
    expect(engine.compose({ prompt: 'I have chest pain', emergency: 'chest-pain' }).startsWith('### Chest pain\n')).toBe(true);
    expect(engine.compose({ prompt: 'I want to die', emergency: 'self-harm' })).toBe('');
  });

  it('streams the answer in small chunks that add up to the whole', async () => {
    const chunks: string[] = [];
    for await (const chunk of engine.answer({ prompt: 'What is PCOS?' }, new AbortController().signal)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(20);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(24);
    expect(chunks.join('')).toBe(answer('What is PCOS?'));
  });

  it('stops streaming once aborted', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of engine.answer({ prompt: 'What is PCOS?' }, controller.signal)) {
      chunks.push(chunk);
      if (chunks.length === 3) controller.abort();
    }
    expect(chunks).toHaveLength(3);
  });
});
