import { ASSISTANT_SAMPLE_QUESTIONS } from '@redhope/domain';
import { ruleWords, splitClauses } from './clauses';
import { detectRedFlag, detectRedFlags, findRedFlags, type RedFlagCategory } from './red-flags';

/** Messages that may describe an emergency, as people type them: English, Hindi, Hinglish, typos. */
const RED_FLAGS: ReadonlyArray<[string, RedFlagCategory]> = [
  // English
  ['I have severe chest pain and I am sweating', 'chest-pain'],
  ['my father has chest pain spreading to his left arm', 'chest-pain'],
  ['tightness in my chest since an hour', 'chest-pain'],
  ['I think my husband is having a heart attack', 'chest-pain'],
  ['I cant breathe properly', 'breathing'],
  ['my son has difficulty breathing after playing', 'breathing'],
  ['shortness of breath even while resting', 'breathing'],
  ['she is struggling to breathe and her lips are blue', 'breathing'],
  ['my wound is bleeding heavily and wont stop', 'bleeding'],
  ['heavy bleeding after delivery', 'bleeding'],
  ['he is vomiting blood', 'bleeding'],
  ['bleeding during pregnancy at 7 months', 'pregnancy'],
  ['my grandmother fainted in the kitchen', 'fainting'],
  ['he passed out and is not waking up', 'fainting'],
  ['my friend collapsed at the gym', 'fainting'],
  ['my mother is unconscious', 'fainting'],
  ['I think my dad is having a stroke', 'stroke'],
  ['her face is drooping on one side', 'stroke'],
  ['sudden weakness on one side of the body', 'stroke'],
  ['his speech is slurred suddenly', 'stroke'],
  ['I want to kill myself', 'self-harm'],
  ['I have been thinking about suicide', 'self-harm'],
  ['I want to die, nothing matters', 'self-harm'],
  ['I keep cutting myself', 'self-harm'],
  ['there is no reason to live anymore', 'self-harm'],
  ['my child is having a seizure', 'seizure'],
  ['my sister drank poison', 'poisoning'],
  ['I took an overdose of sleeping pills', 'poisoning'],
  ['a snake bit my brother in the field', 'snake-bite'],
  // Typos
  ['sever chest pian', 'chest-pain'],
  ['cheast pain since morning', 'chest-pain'],
  ['i cant brethe', 'breathing'],
  ['trouble brething at night', 'breathing'],
  ['bleding heavly from the cut', 'bleeding'],
  ['my wife fanted suddenly', 'fainting'],
  ['he is unconcious', 'fainting'],
  ['i am thinking of sucide', 'self-harm'],
  ['suicidel thoughts', 'self-harm'],
  ['paralyssis on left side', 'stroke'],
  // Hindi (Devanagari)
  ['मेरे सीने में बहुत दर्द हो रहा है', 'chest-pain'],
  ['छाती में दर्द और पसीना', 'chest-pain'],
  ['पापा को दिल का दौरा पड़ा है', 'chest-pain'],
  ['साँस लेने में तकलीफ हो रही है', 'breathing'],
  ['सांस नहीं आ रही', 'breathing'],
  ['खून बहुत बह रहा है', 'bleeding'],
  ['खून बंद नहीं हो रहा', 'bleeding'],
  ['मम्मी बेहोश हो गई', 'fainting'],
  ['दादी को लकवा मार गया', 'stroke'],
  ['मैं आत्महत्या करना चाहता हूँ', 'self-harm'],
  ['मैं मरना चाहती हूं', 'self-harm'],
  ['मुझे जीना नहीं है, जीना नहीं चाहता', 'self-harm'],
  ['सांप ने काटा है', 'snake-bite'],
  ['बच्चे को मिर्गी का दौरा पड़ा', 'seizure'],
  ['उसने ज़हर खा लिया', 'poisoning'],
  ['सीने मे दरद', 'chest-pain'],
  // Hinglish
  ['seene mein dard ho raha hai', 'chest-pain'],
  ['chhati me bahut dard hai', 'chest-pain'],
  ['papa ko heart attack aaya', 'chest-pain'],
  ['saans nahi aa rahi', 'breathing'],
  ['saans lene mein dikkat ho rahi hai', 'breathing'],
  ['saans phool rahi hai bahut', 'breathing'],
  ['khoon bahut beh raha hai', 'bleeding'],
  ['khoon ruk nahi raha', 'bleeding'],
  ['khoon ki ulti hui', 'bleeding'],
  ['dadi behosh ho gayi', 'fainting'],
  ['bhai behoshi me hai', 'fainting'],
  ['muh tedha ho gaya achanak', 'stroke'],
  ['chacha ko lakwa maar gaya', 'stroke'],
  ['main marna chahta hoon', 'self-harm'],
  ['mujhe aatmahatya karni hai', 'self-harm'],
  ['jeena nahi chahti ab', 'self-harm'],
  ['khud ko khatam karna chahta hu', 'self-harm'],
  ['saanp ne kaata hai', 'snake-bite'],
  ['zeher kha liya usne', 'poisoning'],
  ['bache ko jhatke aa rahe hai', 'seizure'],
  ['sene me drd', 'chest-pain'],
  ['sans nhi aa rhi', 'breathing'],
];

/** Everyday questions, including ones that share words with the red flags and must not alarm. */
const ORDINARY: readonly string[] = [
  ...ASSISTANT_SAMPLE_QUESTIONS,
  'Who can donate blood?',
  'How many days after donating blood can I donate again?',
  'What should I eat before donating blood?',
  'Can O positive blood be given to A positive?',
  'How do I post a blood request on Redhope?',
  'How can I help someone who needs blood?',
  'What is a normal blood pressure?',
  'How much water should I drink in summer?',
  'What are the signs of dengue?',
  'How is malaria spread?',
  'What should I eat during typhoid?',
  'How to increase haemoglobin naturally?',
  'What are thyroid symptoms in women?',
  'Home remedies for acidity',
  'How to reduce lower back pain from sitting?',
  'Why do I get headaches in the evening?',
  'What is PCOS?',
  'What should a pregnant woman eat?',
  'When is the measles vaccine given to babies?',
  'Is TB curable?',
  'How to stop a small cut from bleeding?',
  'First aid for a minor burn',
  'What causes heat exhaustion?',
  'Tips for breathing exercises to relax',
  'How to get rid of bad breath?',
  'I had heat stroke last summer, how to prevent it?',
  'My pregnancy test shows a faint line',
  'How to avoid food poisoning while travelling?',
  'Is it safe to donate blood during periods?',
  'How much blood is taken in one donation?',
  'What is the Bombay blood group?',
  'Which exercises strengthen the chest muscles?',
  'How long does a cold last?',
  'Can I exercise with a mild cough?',
  'Best time to take a walk after dinner',
  'How many hours should a teenager sleep?',
  'Is curd good for digestion?',
  // Hindi
  'मधुमेह के लक्षण क्या हैं?',
  'अच्छी नींद के लिए क्या करें?',
  'रक्तदान कौन कर सकता है?',
  'बुखार में क्या खाना चाहिए?',
  'वजन कम करने के लिए व्यायाम',
  'तनाव कैसे कम करें?',
  'थायराइड के लक्षण',
  'खून की कमी कैसे दूर करें?',
  'रक्तदान के बाद क्या खाएं?',
  'डेंगू से बचाव कैसे करें?',
  // Hinglish
  'sugar ke lakshan kya hai',
  'neend nahi aati kya karu',
  'khoon dene ke baad bahut thakaan kyun hoti hai',
  'blood donate karne se pehle kya khana chahiye',
  'bukhar me kya khana chahiye',
  'kamar dard ka ilaj',
  'pet me gas ho rahi hai',
  'vajan kam kaise kare',
  'bp high hai kya karu',
  'bacche ka tikakaran kab hota hai',
  'khoon ki kami ke lakshan',
  'sardi jukam ka gharelu upay',
];

describe('red-flag detection', () => {
  it('has a corpus of at least 60 red flags and 60 ordinary questions in English, Hindi and Hinglish', () => {
    expect(RED_FLAGS.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
    const devanagari = /[\u0900-\u097f]/;
    expect(RED_FLAGS.filter(([prompt]) => devanagari.test(prompt)).length).toBeGreaterThanOrEqual(15);
    expect(ORDINARY.filter((prompt) => devanagari.test(prompt)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(RED_FLAGS)('escalates "%s" as %s', (prompt, category) => {
    expect(detectRedFlag(prompt)).toBe(category);
  });

  it.each(ORDINARY)('does not escalate "%s"', (prompt) => {
    expect(detectRedFlag(prompt)).toBeNull();
  });

  it('ignores case, punctuation and stretched letters', () => {
    expect(detectRedFlag('CHEST PAAAIN!!!')).toBe('chest-pain');
    expect(detectRedFlag('chest...pain')).toBe('chest-pain');
  });

  it('needs the words close together, not anywhere in a long message', () => {
    expect(detectRedFlag('my chest x-ray was normal last year and today I only have a little knee pain')).toBeNull();
  });
});

describe('clauses', () => {
  it.each([
    ['I had heartburn earlier but now I have crushing chest pain', ['I had heartburn earlier', 'but', 'now I have crushing chest pain']],
    ['my child ate rat poison, she had food poisoning last week', ['my child ate rat poison', 'she had food poisoning last week']],
    ['सीने में दर्द नहीं है। सांस नहीं आ रही', ['सीने में दर्द नहीं है', 'सांस नहीं आ रही']],
    ['pet me dard hai lekin ab theek hu aur neend aa rahi', ['pet me dard hai', 'lekin', 'ab theek hu', 'aur neend aa rahi']],
    ['fever since 2.5 days; stiff neck! confused?', ['fever since 2.5 days', 'stiff neck', 'confused']],
    ['बुखार है और गर्दन अकड़ गई, पर दवा ली', ['बुखार है', 'और गर्दन अकड़ गई', 'पर दवा ली']],
  ])('splits "%s" at sentences, commas, the danda and conjunctions', (message, clauses) => {
    expect(splitClauses(message)).toEqual(clauses.map(ruleWords));
  });

  it('starts a new clause at a conjunction, so a clause never holds two sides of "but"', () => {
    const clauses = splitClauses('I had heartburn earlier but now I have crushing chest pain');
    expect(clauses.find((clause) => clause.includes('heartburn'))).not.toContain('chest');
    expect(splitClauses('khoon ruk nahi raha lekin dard kam hai').find((clause) => clause.includes('khon'))).not.toContain('dard');
  });

  it('keeps numbers as typed (no squeezing of "100")', () => {
    expect(splitClauses('took 100 pills, ११ more')).toEqual([['tok', '100', 'pils'], ['11', 'more']]);
  });
});

describe('the three messages of issue 22', () => {
  it('escalates rat poison although food poisoning is mentioned in the next clause', () => {
    expect(detectRedFlags('my child ate rat poison, she had food poisoning last week')).toEqual(['poisoning']);
    expect(detectRedFlags('my child ate rat poison she had food poisoning last week')).toEqual(['poisoning']);
  });

  it('escalates crushing chest pain although heartburn is mentioned in an earlier clause', () => {
    expect(detectRedFlags('I had heartburn earlier but now I have crushing chest pain')).toEqual(['chest-pain']);
  });

  it('escalates a faint although a faint smell is mentioned, in the same clause or another', () => {
    expect(detectRedFlags('my father fainted in the kitchen and there is a faint smell of gas')).toEqual(['fainting']);
    expect(detectRedFlags('my father fainted near a faint smell of gas')).toEqual(['fainting']);
    expect(detectRedFlags('my father fainted ... faint smell of gas')).toEqual(['fainting']);
  });
});

describe('exceptions act only in their scope', () => {
  it('a clause exception cancels the match in its own clause only', () => {
    // heartburn (clause scope, chest-pain rule)
    expect(detectRedFlag('heartburn chest pain after biryani')).toBeNull();
    expect(detectRedFlag('heartburn after biryani, now chest pain')).toBe('chest-pain');
    // exertion (clause scope, breathing rule)
    expect(detectRedFlag('short of breath after climbing stairs')).toBeNull();
    expect(detectRedFlag('I climbed stairs yesterday. today short of breath sitting in bed')).toBe('breathing');
    // periods (clause scope, bleeding rule)
    expect(detectRedFlag('heavy bleeding during periods')).toBeNull();
    expect(detectRedFlag('periods are normal but my cut is bleeding heavily')).toBe('bleeding');
    // donation (clause scope, fainting rule)
    expect(detectRedFlag('I fainted after my last blood donation')).toBeNull();
    expect(detectRedFlag('I donated blood in May; today my father collapsed')).toBe('fainting');
    // prevention (clause scope, snake-bite rule)
    expect(detectRedFlag('how to prevent snake bites')).toBeNull();
    expect(detectRedFlag('we tried to prevent it but a snake bit my son')).toBe('snake-bite');
    // small burn (clause scope, burns rule)
    expect(detectRedFlag('small burn on finger from the iron')).toBeNull();
    expect(detectRedFlag('small burn yesterday, today my baby burned her face with hot oil')).toBe('burns');
  });

  it('an overlap exception cancels only the words it holds', () => {
    expect(detectRedFlag('food poisoning since last night')).toBeNull();
    expect(detectRedFlag('food poisoning and then he drank poison')).toBe('poisoning');
    expect(detectRedFlag('my pregnancy test shows a faint line')).toBeNull();
    expect(detectRedFlag('faint line on the test and I fainted twice today')).toBe('fainting');
    expect(detectRedFlag('how to prevent heat stroke')).toBeNull();
    expect(detectRedFlag('heat stroke last year, now he is paralysed on one side')).toBe('stroke');
    expect(detectRedFlag("I'm dying to donate blood")).toBeNull();
    expect(detectRedFlag('breathing exercises for sleep')).toBeNull();
    expect(detectRedFlag('bad breath and I cant breathe')).toBe('breathing');
  });

  it('never takes a typo in an exception as the exception', () => {
    // "strokes" (swimming) must be written as such; "stroke" is one edit away.
    expect(detectRedFlag('I think my dad is having a stroke')).toBe('stroke');
  });
});

describe('negation', () => {
  it.each([
    'no chest pain, just a cough',
    'I do not have chest pain',
    "I don't have any difficulty breathing",
    'not having any trouble breathing',
    'seene mein dard nahi hai',
    'seene me koi dard nahi',
    'सीने में दर्द नहीं है',
    'baby not drinking milk well, no fever',
    'no seizure since 2 years',
  ])('a denial is not a flag: "%s"', (message) => {
    expect(detectRedFlag(message)).toBeNull();
  });

  it.each([
    ['he is not breathing', 'breathing'],
    ["she isn't breathing", 'breathing'],
    ['saans nahi aa rahi', 'breathing'],
    ['सांस नहीं आ रही', 'breathing'],
    ['khoon ruk nahi raha', 'bleeding'],
    ['dard nahi ja raha seene ka, bahut tez hai', 'chest-pain'],
    ['not responding to us', 'fainting'],
    ["I've never had chest pain like this", 'chest-pain'],
    ['no chest pain but he collapsed', 'fainting'],
    ['sar me dard nahi hai, par seene me dard hai', 'chest-pain'],
  ])('a negation that is the symptom, or in another clause, does not cancel: "%s"', (message, category) => {
    expect(detectRedFlags(message)).toContain(category);
  });

  it('never negates self-harm: a denial still gets the helpline', () => {
    expect(detectRedFlag('I am not suicidal')).toBe('self-harm');
    expect(detectRedFlag("I don't want to live anymore")).toBe('self-harm');
  });
});

describe('categories and typos', () => {
  it('reports every emergency of a message, self-harm first', () => {
    expect(detectRedFlags('I took 20 sleeping pills because I want to die, now I cant breathe')).toEqual(['self-harm', 'breathing', 'poisoning']);
  });

  it.each([
    ['my lips are swelling after peanuts', 'allergy'],
    ['child has high fever and stiff neck', 'child-fever'],
    ['pregnant and bleeding', 'pregnancy'],
    ['my son burned his face with hot oil', 'burns'],
  ])('covers the added categories: "%s"', (message, category) => {
    expect(detectRedFlag(message)).toBe(category);
  });

  it('tolerates typos that keep the first two letters, not real words one edit away', () => {
    expect(detectRedFlag('unconcious')).toBe('fainting');
    expect(detectRedFlag('siezure now')).toBe('seizure');
    expect(detectRedFlag('i cut my finger while cooking')).toBeNull();
    expect(detectRedFlag('blood sugar fasting normal')).toBeNull();
  });

  it('says which words matched, for audits', () => {
    expect(findRedFlags('severe chest pain')).toEqual(expect.arrayContaining([expect.objectContaining({ category: 'chest-pain', words: ['chest', 'pain'] })]));
  });
});
