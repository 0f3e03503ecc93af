import { isTypoOf, words } from '../text/fold';

/**
 * Red flags: messages that may describe an emergency. They are answered first with the emergency
 * numbers (see emergency-notice.ts). The lists cover English, Hindi in Devanagari and Hinglish
 * (Hindi in Latin letters); words are compared after folding, with typos tolerated (fold.ts).
 * The lists lean towards escalating: a needless notice costs a few lines, a missed one may cost
 * a life. Each rule names the exceptions that proved to be everyday questions.
 */
export type RedFlagCategory =
  | 'chest-pain'
  | 'breathing'
  | 'bleeding'
  | 'fainting'
  | 'stroke'
  | 'self-harm'
  | 'seizure'
  | 'poisoning'
  | 'snake-bite';

interface Rule {
  category: RedFlagCategory;
  /** Every group must match, each by one of its phrases, all within `window` words. */
  all: readonly (readonly string[])[];
  window?: number;
  /** Phrases that make the rule not apply (an everyday question that shares the words). */
  unless?: readonly string[];
}

const CHEST = ['chest', 'chhati', 'chati', 'chaati', 'seena', 'seene', 'sine', 'sina', 'heart', 'dil', 'छाती', 'सीना', 'सीने', 'दिल'];
const PAIN = [
  'pain', 'pains', 'painful', 'ache', 'aching', 'hurts', 'hurting', 'tight', 'tightness', 'pressure', 'heaviness',
  'squeezing', 'crushing', 'dard', 'dardh', 'drd', 'jakdan', 'bharipan', 'dabav', 'ghabrahat',
  'दर्द', 'जकड़न', 'भारीपन', 'दबाव', 'घबराहट',
];
const BREATH = ['breath', 'breathe', 'breathing', 'saans', 'sans', 'saas', 'swas', 'shwas', 'dam', 'सांस', 'श्वास', 'दम'];
const BREATH_TROUBLE = [
  'trouble', 'difficulty', 'difficult', 'hard', 'cant', 'cannot', 'unable', 'short', 'shortness', 'struggling',
  'struggle', 'gasping', 'gasp', 'choking', 'nahi', 'nahin', 'nhi', 'takleef', 'taklif', 'dikkat', 'pareshani',
  'phool', 'phul', 'ruk', 'ghut', 'ghutna', 'तकलीफ', 'दिक्कत', 'परेशानी', 'नहीं', 'फूल', 'रुक', 'घुट',
];
const BLEEDING = ['bleeding', 'bleed', 'bleeds', 'bled', 'haemorrhage', 'hemorrhage', 'hemorrhaging', 'blood loss', 'losing blood', 'रक्तस्राव'];
const HEAVY = [
  'heavy', 'heavily', 'severe', 'severely', 'profuse', 'profusely', 'lot', 'lots', 'gushing', 'spurting', 'pouring',
  'uncontrolled', 'uncontrollable', 'nonstop', 'massive', 'excessive', 'too much', 'wont stop', 'not stopping',
  'doesnt stop', 'does not stop', 'will not stop', 'cant stop', 'cannot stop', 'isnt stopping', 'keeps bleeding',
];
const BLOOD_HI = ['khoon', 'khun', 'rakt', 'blood', 'खून', 'रक्त'];
const FLOW_HI = ['beh', 'bah', 'behna', 'bahna', 'beha', 'baha', 'nikal', 'nikalna', 'aa', 'बह', 'बहना', 'निकल', 'आ'];
const LOTS_HI = ['bahut', 'zyada', 'jyada', 'jada', 'lot', 'बहुत', 'ज़्यादा', 'ज्यादा'];
const STOP_HI = ['ruk', 'rukna', 'band', 'रुक', 'बंद'];
const NOT_HI = ['nahi', 'nahin', 'nhi', 'नहीं', 'ना'];
const PREGNANT = ['pregnant', 'pregnancy', 'garbh', 'garbhavastha', 'गर्भ', 'गर्भावस्था', 'प्रेगनेंसी'];
const ONE_SIDE = ['one side', 'one sided', 'left side', 'right side', 'half body', 'half my body', 'ek taraf', 'ek side', 'aadha sharir', 'एक तरफ', 'आधा शरीर'];
const WEAK = ['weak', 'weakness', 'numb', 'numbness', 'cant move', 'not moving', 'kamzori', 'kamjori', 'sunn', 'सुन्न', 'कमज़ोरी', 'कमजोर'];
const FACE = ['face', 'chehra', 'chehre', 'muh', 'munh', 'मुंह', 'मुँह', 'चेहरा', 'चेहरे'];
const DROOP = ['drooping', 'droop', 'droopy', 'droops', 'tedha', 'tedhi', 'latak', 'lataka', 'टेढ़ा', 'टेढ़ी', 'लटक'];
const SPEECH = ['speech', 'speaking', 'speak', 'talking', 'bolne', 'bolna', 'bol', 'zaban', 'jaban', 'बोलने', 'बोल', 'ज़बान', 'जुबान'];
const SLURRED = ['slurred', 'slurring', 'slur', 'garbled', 'ladkhada', 'ladkhadana', 'लड़खड़ा', 'लड़खड़ाना'];
const WANT = ['want', 'wanna', 'wish', 'chahta', 'chahti', 'chahata', 'mann karta', 'man karta', 'चाहता', 'चाहती', 'मन करता'];
const DIE = ['die', 'dead', 'marna', 'mar', 'मरना', 'मर'];
const SELF_HURT = ['kill', 'killing', 'hurt', 'hurting', 'harm', 'harming', 'cut', 'cutting', 'injure', 'end', 'khatam', 'nuksan', 'nuksaan', 'खत्म', 'नुकसान'];
const MYSELF = ['myself', 'my self', 'my life', 'khud', 'khud ko', 'apne aap', 'apne ap', 'खुद', 'अपने आप', 'ख़ुद'];
const SNAKE = ['snake', 'saanp', 'sanp', 'saap', 'sap', 'naag', 'cobra', 'krait', 'viper', 'सांप', 'सर्प', 'नाग'];
const BITE = ['bite', 'bit', 'bitten', 'kaata', 'kata', 'kaat', 'kat', 'dasa', 'das', 'dansh', 'काटा', 'काट', 'डसा', 'डस'];

const RULES: readonly Rule[] = [
  { category: 'chest-pain', all: [CHEST, PAIN], window: 4, unless: ['heartburn'] },
  {
    category: 'chest-pain',
    all: [['heart attack', 'heartattack', 'cardiac arrest', 'dil ka daura', 'dil ka dora', 'hriday aghat', 'दिल का दौरा', 'हृदयाघात', 'हार्ट अटैक']],
  },
  { category: 'breathing', all: [BREATH, BREATH_TROUBLE], window: 4, unless: ['bad breath', 'breathing exercise', 'breathing exercises', 'breathing technique', 'badboo', 'badbu', 'बदबू', 'दुर्गंध'] },
  {
    category: 'breathing',
    all: [['breathless', 'breathlessness', 'suffocating', 'suffocation', 'choking', 'turning blue', 'lips are blue', 'blue lips', 'asthma attack', 'dam ghut', 'saans phool', 'सांस फूल', 'दम घुट']],
  },
  { category: 'bleeding', all: [BLEEDING, HEAVY], window: 5 },
  { category: 'bleeding', all: [BLOOD_HI, FLOW_HI, LOTS_HI], window: 5 },
  { category: 'bleeding', all: [BLOOD_HI, STOP_HI, NOT_HI], window: 5 },
  { category: 'bleeding', all: [[...BLEEDING, ...BLOOD_HI], PREGNANT], window: 6 },
  {
    category: 'bleeding',
    all: [['vomiting blood', 'vomit blood', 'blood vomit', 'blood in vomit', 'coughing blood', 'coughing up blood', 'cough up blood', 'khoon ki ulti', 'khun ki ulti', 'खून की उल्टी', 'खून की उलटी']],
  },
  {
    category: 'fainting',
    all: [['faint', 'fainted', 'fainting', 'faints', 'passed out', 'pass out', 'passing out', 'blacked out', 'collapsed', 'collapse', 'unconscious', 'unresponsive', 'not responding', 'wont wake up', 'not waking up', 'behosh', 'behoshi', 'hosh nahi', 'बेहोश', 'बेहोशी', 'होश नहीं']],
    unless: ['faint line', 'faint lines', 'faint smell'],
  },
  { category: 'stroke', all: [['stroke', 'brain stroke', 'paralysis', 'paralysed', 'paralyzed', 'lakwa', 'laqwa', 'pakshaghat', 'लकवा', 'पक्षाघात', 'ब्रेन स्ट्रोक']], unless: ['heat stroke', 'sun stroke', 'heatstroke', 'sunstroke'] },
  { category: 'stroke', all: [ONE_SIDE, WEAK], window: 4 },
  { category: 'stroke', all: [FACE, DROOP], window: 4 },
  { category: 'stroke', all: [SPEECH, SLURRED], window: 4 },
  {
    category: 'self-harm',
    all: [[
      'suicide', 'suicidal', 'end my life', 'end it all', 'take my life', 'better off dead', 'no reason to live',
      'dont want to live', 'dont want to be alive', 'self harm', 'selfharm', 'wish i was dead', 'wish i were dead',
      'aatmahatya', 'atmahatya', 'aatmhatya', 'khudkushi', 'khudkhushi', 'khud khushi', 'jeena nahi', 'jina nahi',
      'jeene ka mann nahi', 'zindagi khatam', 'zindagi se tang', 'apni jaan', 'jaan de dunga', 'jaan de dungi',
      'आत्महत्या', 'खुदकुशी', 'जीना नहीं', 'ज़िंदगी खत्म', 'जिंदगी खत्म', 'अपनी जान', 'जान दे',
    ]],
  },
  { category: 'self-harm', all: [WANT, DIE], window: 3 },
  { category: 'self-harm', all: [SELF_HURT, MYSELF], window: 2 },
  {
    category: 'seizure',
    all: [['seizure', 'seizures', 'seizing', 'convulsion', 'convulsions', 'convulsing', 'having a fit', 'fits aa', 'fit aa', 'daura pad', 'daure pad', 'mirgi ka daura', 'jhatke aa', 'दौरा पड़', 'मिर्गी का दौरा', 'झटके आ']],
  },
  {
    category: 'poisoning',
    all: [['poison', 'poisoning', 'poisoned', 'overdose', 'overdosed', 'zeher', 'zehar', 'jahar', 'keetnashak', 'pesticide', 'insecticide', 'rat killer', 'जहर', 'ज़हर', 'कीटनाशक']],
    unless: ['food poisoning', 'food poison'],
  },
  { category: 'snake-bite', all: [SNAKE, BITE], window: 3 },
];

/** A group's phrases by the first letter of their first word: a typo keeps the first letter (fold.ts). */
type PhraseIndex = Map<string, string[][]>;

interface CompiledRule {
  category: RedFlagCategory;
  all: PhraseIndex[];
  window: number;
  unless: PhraseIndex;
}

function compile(phrases: readonly string[]): PhraseIndex {
  const index: PhraseIndex = new Map();
  for (const phrase of phrases.map(words)) {
    if (phrase.length === 0) continue;
    const first = phrase[0][0];
    index.set(first, [...(index.get(first) ?? []), phrase]);
  }
  return index;
}

const COMPILED: readonly CompiledRule[] = RULES.map((rule) => ({
  category: rule.category,
  all: rule.all.map(compile),
  window: rule.window ?? 0,
  unless: compile(rule.unless ?? []),
}));

/** Start positions in `tokens` where one of the phrases occurs, word by word, typos tolerated. */
function positions(tokens: readonly string[], phrases: PhraseIndex): number[] {
  const found: number[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const candidates = phrases.get(tokens[start][0]) ?? [];
    if (candidates.some((phrase) => phrase.every((word, offset) => start + offset < tokens.length && isTypoOf(tokens[start + offset], word)))) {
      found.push(start);
    }
  }
  return found;
}

/** Whether one position per group fits in a span of `window` words (a span starts at a matched word). */
function within(groups: number[][], window: number): boolean {
  if (groups.some((group) => group.length === 0)) return false;
  return groups.flat().some((from) => groups.every((group) => group.some((position) => position >= from && position <= from + window)));
}

/** The emergency a message may describe, or null. */
export function detectRedFlag(message: string): RedFlagCategory | null {
  const tokens = words(message);
  for (const rule of COMPILED) {
    if (positions(tokens, rule.unless).length > 0) continue;
    if (within(rule.all.map((group) => positions(tokens, group)), rule.window)) return rule.category;
  }
  return null;
}
