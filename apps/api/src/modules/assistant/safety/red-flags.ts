import { editDistance } from '../text/fold';
import { ruleWords, splitMessage, type SplitMessage } from './clauses';

/**
 * Red flags: messages that may describe an emergency. They are answered first with the emergency
 * numbers (see emergency-notice.ts), whatever else the message says.
 *
 * How a message is read (auditable by design: every list and every exception is here, with the
 * reason for the exception):
 *
 * 1. It is split into words and clauses (clauses.ts): sentences, commas, the danda, and
 *    conjunctions such as "but", "lekin", "par", "aur", "and".
 * 2. A rule matches when each of its groups matches one of its phrases, all the groups' phrases
 *    starting within `window` words. Words are compared after folding, typos tolerated (fold.ts).
 * 3. A match is cancelled by one of the rule's exceptions only inside the clause where the
 *    exception is written ("clause"), or only where the exception's own words hold the matched
 *    word ("overlap": the "faint" of "faint smell" is not fainting, but "my father fainted near a
 *    faint smell of gas" still is).
 * 4. A match is negated by "no", "not", "without", "nahi"... only in its own clause, next to it:
 *    "no chest pain", "seene mein dard nahi hai". A negation that is part of the rule's phrase
 *    is the symptom, not a denial: "not breathing", "saans nahi aa rahi". Self-harm is never
 *    negated: a denial of suicidal thoughts still gets the helpline (it costs nothing, and people
 *    often minimise them).
 * 5. Any surviving match escalates the whole answer; every category found is reported.
 *
 * The lists were written from first-aid and triage guidance (the ambulance-call signs of the
 * NHS and Indian first-aid manuals, FAST for stroke, WHO danger signs in children and in
 * pregnancy) in English, Hindi in Devanagari and Hinglish, with the tenses, persons and genders
 * people use ("ho raha hai", "ho gayi", "kar rahi thi"). They lean towards escalating: a needless
 * notice costs a few lines, a missed one may cost a life.
 */
export type RedFlagCategory =
  | 'chest-pain'
  | 'breathing'
  | 'bleeding'
  | 'head-injury'
  | 'fainting'
  | 'stroke'
  | 'self-harm'
  | 'seizure'
  | 'poisoning'
  | 'snake-bite'
  | 'allergy'
  | 'child-fever'
  | 'pregnancy'
  | 'burns';

/**
 * In order of urgency, which orders an answer's first aid: a collapse first (someone who does not
 * respond may not be breathing, and CPR comes before anything else), then the heart, breathing and
 * bleeding. Self-harm is put first by `detectRedFlags` whatever its place here (it brings its own number).
 */
export const RED_FLAG_CATEGORIES: readonly RedFlagCategory[] = [
  'fainting', 'chest-pain', 'breathing', 'bleeding', 'head-injury', 'stroke', 'self-harm', 'seizure', 'poisoning', 'snake-bite', 'allergy', 'child-fever', 'pregnancy', 'burns',
];

interface Exception {
  phrases: readonly string[];
  /** clause: cancels matches lying wholly in the clause of the phrase; overlap: only a match whose words the phrase holds. */
  scope: 'clause' | 'overlap';
  reason: string;
}

interface Rule {
  category: RedFlagCategory;
  /** Every group must match, each by one of its phrases, their starts within `window` words. */
  all: readonly (readonly string[])[];
  window?: number;
  unless?: readonly Exception[];
  /** Default true. False: a negation next to the match does not cancel it (see 4 above). */
  negatable?: boolean;
}

/** A number of tablets that is an overdose (a count of at least MANY_PILLS, or "all", "a whole strip"). */
const MANY = '#many';
const MANY_PILLS = 5;

// ---- Shared word lists -------------------------------------------------------------------------

const CHEST = ['chest', 'chhati', 'chati', 'chaati', 'chatee', 'seena', 'seene', 'sine', 'sina', 'sinay', 'heart', 'dil', 'छाती', 'सीना', 'सीने', 'दिल', 'हृदय'];
const PAIN = [
  'pain', 'pains', 'painful', 'paining', 'ache', 'aching', 'hurts', 'hurt', 'hurting', 'tight', 'tightness', 'pressure', 'heaviness', 'heavy',
  'squeezing', 'squeeze', 'crushing', 'crushed', 'dard', 'dardh', 'drd', 'dukh', 'dukhna', 'dukh raha', 'jakdan', 'jakdaan', 'jakad', 'bharipan', 'bhaari', 'bhari', 'dabav', 'dabaav', 'dabaw',
  'killing me', 'killing', 'discomfort', 'uneasy', 'uneasiness', 'sitting on', 'weight on', 'elephant', 'chubhan', 'bechaini', 'बेचैनी', 'चुभन',
  'ghabrahat', 'दर्द', 'दरद', 'जकड़न', 'जकड़', 'भारीपन', 'भारी', 'दबाव', 'घबराहट', 'दुख',
];
const SEVERE = [
  'severe', 'severly', 'very bad', 'really bad', 'terrible', 'unbearable', 'worst', 'extreme', 'intense', 'crushing', 'sudden', 'suddenly', 'heavy', 'a lot',
  'tez', 'tej', 'bahut', 'bohot', 'bohat', 'bht', 'bhut', 'zyada', 'jyada', 'jada', 'bhayankar', 'asahniya', 'achanak',
  'तेज', 'तेज़', 'बहुत', 'ज़्यादा', 'ज्यादा', 'भयंकर', 'असहनीय', 'अचानक',
];
const SPREADING = ['cold sweat', 'cold sweats', 'thanda pasina', 'ठंडा पसीना', 'left arm', 'arm', 'jaw', 'baye haath', 'baayen haath', 'bayen hath', 'haath', 'hath', 'jabda', 'बाएं हाथ', 'बाएँ हाथ', 'हाथ', 'जबड़े', 'जबड़ा', 'sweating', 'sweat', 'pasina', 'paseena', 'पसीना', 'पसीने'];

const BREATH = ['breath', 'breathe', 'breathing', 'breth', 'saans', 'sans', 'saas', 'swas', 'shwas', 'swaas', 'sas', 'saans', 'sanse', 'सांस', 'साँस', 'श्वास', 'सास'];
const BREATH_TROUBLE = [
  'cnt', 'cannt', 'couldnt', 'cudnt', 'trouble', 'difficulty', 'difficult', 'hard', 'cant', 'cannot', 'unable', 'not able', 'short', 'shortness', 'struggling', 'struggle', 'gasping', 'gasp', 'gasps',
  'choking', 'labored', 'laboured', 'very fast', 'too fast', 'fast', 'rapid', 'rapidly', 'tez', 'tej', 'takleef', 'taklif', 'takleef', 'dikkat', 'diqqat', 'dikat', 'pareshani', 'phool', 'phul', 'ful', 'fool', 'ukhad', 'ukhadna', 'atak', 'atak rahi', 'ruk', 'ruki', 'ghut', 'ghutna', 'tej tej', 'jaldi jaldi',
  'तकलीफ', 'तकलीफ़', 'दिक्कत', 'परेशानी', 'फूल', 'उखड़', 'अटक', 'रुक', 'घुट', 'तेज', 'तेज़', 'जल्दी जल्दी', 'grunting', 'grunts',
  'barely', 'hardly', 'zor', 'jor', 'mushkil', 'kathinai', 'ज़ोर', 'जोर', 'मुश्किल', 'कठिनाई', 'नहीं ली',
];
/** Exertion: breathlessness after it is a fitness question. "chadhne par" holds the "par" that would otherwise split the clause. */
const EXERTION = ['after climbing', 'climbing stairs', 'climbing', 'stairs', 'after running', 'while running', 'after jogging', 'when i run', 'after exercise', 'during exercise', 'after workout', 'running', 'jogging', 'seedhi chadh', 'sidhi chadh', 'seedhi chadhne par', 'chadhne par', 'chadhne pe', 'seedhiyan', 'daudne', 'daudne par', 'daudne pe', 'daud', 'chalne par', 'सीढ़ी', 'सीढ़ियां', 'दौड़', 'चढ़ने पर'];
const NOT_WORDS = ['not', 'isnt', 'isn', 'wasnt', 'stopped', 'aint'];
const BLUE = ['blue', 'bluish', 'purple', 'neela', 'neele', 'neeli', 'nila', 'nile', 'nili', 'नीला', 'नीले', 'नीली'];
const LIPS = ['lips', 'lip', 'face', 'tongue', 'honth', 'hont', 'hoth', 'होंठ', 'होठ', 'chehra', 'chehre', 'चेहरा', 'चेहरे'];

const BLEEDING = ['bleeding', 'bleed', 'bleeds', 'bled', 'haemorrhage', 'hemorrhage', 'hemorrhaging', 'haemorrhaging', 'blood loss', 'losing blood', 'blood is coming', 'blood coming', 'रक्तस्राव', 'ब्लीडिंग', 'bleding', 'bliding'];
const HEAVY = [
  'heavy', 'heavily', 'severe', 'severely', 'profuse', 'profusely', 'lot', 'lots', 'gushing', 'spurting', 'spraying', 'pouring', 'uncontrolled', 'uncontrollable', 'nonstop', 'non stop',
  'massive', 'excessive', 'too much', 'so much', 'wont stop', 'not stopping', 'doesnt stop', 'does not stop', 'will not stop', 'cant stop', 'cannot stop', 'isnt stopping', 'keeps bleeding',
  'wont stop bleeding', 'not stop', 'soaked', 'soaking', 'keeps coming', 'keep coming', 'still coming', 'even after pressing', 'after pressing', 'still bleeding', 'for an hour', 'for hours', 'hour', 'hours', 'ghante se', 'ghanto se', 'घंटे से', 'घंटों से', 'everywhere', 'deep cut', 'bahut', 'bohot', 'bht', 'zyada', 'jyada', 'बहुत', 'ज़्यादा', 'ज्यादा',
];
const BLOOD_HI = ['khoon', 'khun', 'khon', 'khoon', 'rakt', 'rakht', 'blood', 'खून', 'ख़ून', 'रक्त', 'लहू'];
const FLOW_HI = ['beh', 'bah', 'behna', 'bahna', 'beha', 'baha', 'behe', 'bahe', 'nikal', 'nikalna', 'nikla', 'nikli', 'nikal raha', 'aa raha', 'aa rha', 'aa rahi', 'ja raha', 'gir raha', 'बह', 'बहना', 'निकल', 'आ रहा', 'गिर'];
const LOTS_HI = ['bahut', 'bohot', 'bohat', 'bht', 'bhut', 'zyada', 'jyada', 'jada', 'lot', 'tez', 'tezi', 'lagatar', 'laga taar', 'बहुत', 'ज़्यादा', 'ज्यादा', 'तेज', 'लगातार'];
const STOP_HI = ['ruk', 'rukna', 'rukta', 'ruka', 'rook', 'band', 'thamm', 'tham', 'रुक', 'बंद', 'थम'];
const NOT_HI = ['nahi', 'nahin', 'nhi', 'nai', 'na', 'नहीं', 'ना', 'नही'];
const COUGH_VOMIT = ['vomiting', 'vomit', 'vomited', 'vomits', 'throwing up', 'threw up', 'coughing', 'cough', 'coughed', 'ulti', 'ultee', 'ultiyan', 'ultiya', 'ulati', 'khansi', 'khaansi', 'khasi', 'उल्टी', 'उलटी', 'उल्टियां', 'उल्टियाँ', 'खांसी', 'खाँसी'];
const STOOL_BLACK = ['black stool', 'black stools', 'black poop', 'black tarry', 'tarry stool', 'tarry stools', 'kali tatti', 'kaali tatti', 'kala potty', 'kaala mal', 'kala mal', 'kali potty', 'kaali potty', 'काला मल', 'काली टट्टी'];

const CONSCIOUS = [
  'faint', 'fainted', 'fainting', 'faints', 'fanted', 'passed out', 'pass out', 'passing out', 'passes out', 'blacked out', 'black out', 'collapsed', 'collapse', 'collapses', 'collapsing',
  'unconscious', 'unconcious', 'unresponsive', 'not responding', 'not able to wake', 'unable to wake', 'cant get him to wake', 'cant get her to wake', 'bhosh', 'behos',
  'utha nahi pa', 'uthaa nahi pa', 'jaga nahi pa', 'jagaa nahi pa', 'nahi uth raha', 'nahi uth rahe', 'nahi uth rahi', 'उठा नहीं पा', 'जगा नहीं पा', 'isnt responding', 'not waking up', 'wont wake up', 'will not wake up', 'cant wake', 'cannot wake', 'doesnt wake', 'not waking',
  'lifeless', 'slumped', 'slumped over', 'not answering', 'isnt answering', 'not reacting', 'no reaction', 'eyes not opening', 'wont open her eyes', 'wont open his eyes', 'not opening her eyes', 'not opening his eyes', 'aankhen nahi khol', 'aankh nahi khol', 'ankhen nahi khol', 'ankh nahi khol', 'आंखें नहीं खोल', 'आँखें नहीं खोल', 'hil nahi rahe', 'hil nahi raha', 'hil nahi rahi', 'hil bhi nahi', 'हिल नहीं रहे', 'हिल नहीं रहा', 'हिल नहीं रही', 'besudh', 'बेसुध', 'jawab nahi de', 'जवाब नहीं दे', 'behosh', 'behoshi', 'bahosh', 'beosh', 'hosh nahi', 'hosh me nahi', 'hosh mein nahi', 'hosh kho', 'hosh nhi', 'utth nahi', 'uth nahi raha', 'uth nahi rahi', 'jaag nahi',
  'बेहोश', 'बेहोशी', 'होश नहीं', 'होश में नहीं', 'होश खो', 'उठ नहीं', 'जाग नहीं',
];

const ONE_SIDE = [
  'one side', 'one sided', 'left side', 'right side', 'half body', 'half my body', 'half of body', 'half his body', 'half her body', 'one arm', 'one leg', 'left arm', 'right arm', 'left leg', 'right leg',
  'ek taraf', 'ek side', 'ek hath', 'ek haath', 'ek pair', 'aadha sharir', 'adha sharir', 'aadha body', 'adha body', 'aadha sarir', 'baaya', 'daaya', 'baya', 'daya',
  'एक तरफ', 'एक ओर', 'आधा शरीर', 'आधे शरीर', 'एक हाथ', 'एक पैर', 'बायां', 'दायां', 'बाएं', 'दाएं',
];
const WEAK = [
  'weak', 'weakness', 'numb', 'numbness', 'cant move', 'cannot move', 'not moving', 'cant lift', 'cannot lift', 'cant raise', 'cannot raise', 'cant hold', 'cannot hold', 'cant use', 'dropping things', 'paralysed', 'paralyzed', 'limp', 'no strength', 'no feeling',
  'kamzori', 'kamjori', 'kamzor', 'kamjor', 'sunn', 'sun', 'sunnpan', 'hil nahi', 'hila nahi', 'uth nahi', 'jaan nahi', 'kaam nahi kar',
  'सुन्न', 'कमज़ोरी', 'कमजोरी', 'कमजोर', 'कमज़ोर', 'हिल नहीं', 'उठ नहीं', 'जान नहीं', 'काम नहीं कर',
];
const FACE = ['face', 'smile', 'mouth', 'lip', 'eye', 'chehra', 'chehre', 'chera', 'muh', 'munh', 'mooh', 'mu', 'honth', 'मुंह', 'मुँह', 'चेहरा', 'चेहरे', 'होंठ'];
const DROOP = ['drooping', 'droop', 'droopy', 'droops', 'drooped', 'sagging', 'sag', 'crooked', 'twisted', 'uneven', 'lopsided', 'one sided', 'tedha', 'tedhi', 'terha', 'tedhaa', 'latak', 'lataka', 'latka', 'latak gaya', 'jhuk', 'टेढ़ा', 'टेढ़ी', 'टेढा', 'लटक', 'झुक'];
const SPEECH = ['speech', 'speaking', 'speak', 'talking', 'talk', 'words', 'bolne', 'bolna', 'bol', 'bolte', 'bolti', 'awaaz', 'zaban', 'jaban', 'zubaan', 'juban', 'बोलने', 'बोल', 'ज़बान', 'जुबान', 'जबान', 'आवाज़'];
const SLURRED = ['band ho gaya', 'band ho gayi', 'band ho gai', 'बंद हो गया', 'बंद हो गई', 'stopped', 'slurred', 'slurring', 'slur', 'garbled', 'jumbled', 'not clear', 'unclear', 'strange', 'weird', 'funny', 'not normal', 'not making sense', 'ajeeb', 'ajib', 'अजीब', 'cant', 'cannot', 'unable', 'ladkhada', 'ladkhadana', 'ladkhada rahi', 'ladkhadane', 'atak', 'saaf nahi', 'saf nahi', 'nahi bol', 'लड़खड़ा', 'लड़खड़ाना', 'अटक', 'साफ नहीं', 'नहीं बोल'];

const MYSELF = ['myself', 'my self', 'herself', 'himself', 'themselves', 'themself', 'khud', 'khud ko', 'khudko', 'apne aap', 'apne ap', 'apneaap', 'apni zindagi', 'apni jindagi', 'apni jaan', 'खुद', 'ख़ुद', 'अपने आप', 'खुद को', 'अपनी जान', 'अपनी ज़िंदगी', 'अपनी जिंदगी'];
const SELF_HURT = [
  'kill', 'killing', 'hurt', 'hurting', 'harm', 'harming', 'cut', 'cutting', 'injure', 'end', 'ending', 'finish', 'burn', 'hang', 'poison', 'shoot', 'stab', 'drown',
  'khatam', 'khtm', 'khatm', 'nuksan', 'nuksaan', 'nukhsan', 'maar', 'mar', 'maardu', 'maar lu', 'maar lunga', 'maar lungi', 'maar dalu', 'maar dalunga', 'maar dalungi', 'chot', 'kaat', 'kat',
  'खत्म', 'ख़त्म', 'नुकसान', 'मार', 'चोट', 'काट',
];
const WANT = [
  'want', 'wanna', 'wish', 'plan', 'planning', 'thinking', 'thought', 'thoughts', 'feel like', 'tried', 'try', 'trying', 'ready',
  'chahta', 'chahti', 'chahte', 'chahata', 'chahu', 'chahun', 'chahtaa', 'chata', 'chati', 'mann karta', 'man karta', 'mann krta', 'man krta', 'mann hai', 'man hai', 'dil karta', 'soch', 'soch raha', 'soch rahi', 'sochta', 'sochti', 'irada',
  'चाहता', 'चाहती', 'चाहते', 'चाहूं', 'मन करता', 'मन है', 'दिल करता', 'सोच', 'सोचता', 'सोचती', 'इरादा',
];
const DIE = ['die', 'dead', 'death', 'be dead', 'be gone', 'khatam hona', 'khatam ho jana', 'khatam ho jau', 'khatam ho jaun', 'खत्म होना', 'ख़त्म होना', 'खत्म हो जाऊं', 'marna', 'mar', 'marne', 'mar jau', 'mar jaun', 'mar jana', 'mar jaana', 'mar jaunga', 'mar jaungi', 'maut', 'mout', 'मरना', 'मर', 'मरने', 'मर जाऊं', 'मौत', 'मर जाना'];

const SEIZURE_WORDS = [
  'seizure', 'seizures', 'seizing', 'siezure', 'seizer', 'convulsion', 'convulsions', 'convulsing', 'convulsed', 'having a fit', 'having fits', 'had a fit', 'epileptic fit', 'epileptic attack',
  'fits aa', 'fit aa', 'fits aaye', 'fit aaya', 'jhatke aaye', 'jhatke aate', 'daura aaya', 'daure aaye', 'daure aate', 'दौरा आया', 'दौरे आ', 'दौरे आए', 'झटके आए', 'झटके आते', 'fits pad', 'fit pad', 'daura pad', 'daure pad', 'daura aa', 'daure aa', 'mirgi ka daura', 'mirgi ke daure', 'mirgi aa', 'mirgi aayi', 'mirgi pad', 'mirgi ka attack', 'jhatke aa', 'jhatke lag', 'jhatka aa', 'jhatke maar', 'jhatke kha', 'sharir akad', 'body akad', 'hath pair akad', 'haath pair akad',
  'rolling back', 'rolled back', 'rolling up', 'aankhen upar', 'ankhen upar', 'aankh upar', 'aankhein upar', 'आंखें ऊपर', 'आँखें ऊपर', 'jhatke', 'झटके', 'फिट आ', 'फिट्स आ', 'फिट पड़', 'फिट्स',
  'shaking and not responding', 'shaking all over', 'whole body shaking', 'body is shaking and', 'eyes rolled', 'eyes rolling', 'eyes rolled up', 'aankhen ulat', 'aankh palat', 'aankhen palat', 'आंखें पलट', 'आंखें उलट', 'दौरा पड़', 'दौरे पड़', 'दौरा आ', 'मिर्गी का दौरा', 'मिर्गी के दौरे', 'मिर्गी आ', 'झटके आ', 'झटके लग', 'शरीर अकड़', 'हाथ पैर अकड़',
];

const POISON_WORDS = [
  'poison', 'poisoning', 'poisoned', 'poisonous', 'overdose', 'overdosed', 'over dose', 'zeher', 'zehar', 'jahar', 'jeher', 'zahar', 'jehar', 'vish', 'keetnashak', 'kitnashak', 'pesticide', 'insecticide',
  'rat killer', 'rat poison', 'ratol', 'chuha maar', 'chuhe maar', 'chuhe ki dawa', 'chuhe ki dawai', 'acid pee', 'acid pi', 'weed killer', 'sulphas', 'celphos', 'tik 20', 'पेस्टिसाइड',
  'keede maarne ki dawa', 'kide marne ki dawa', 'keeda maar', 'keede maar', 'कीड़े मारने की दवा', 'कीड़ा मार', 'मच्छर मारने की दवा', 'machhar maarne ki dawa',
  'जहर', 'ज़हर', 'विष', 'कीटनाशक', 'चूहे मार', 'ओवरडोज़', 'ओवरडोज',
];
/** Household things that are poison when swallowed (they need a word of swallowing: "phenyl se pocha" is cleaning). */
const SUBSTANCES = [
  'phenyl', 'phenol', 'harpic', 'bleach', 'kerosene', 'mitti ka tel', 'tezab', 'tezaab', 'acid', 'toilet cleaner', 'floor cleaner', 'baygon', 'hit', 'mortein', 'good knight', 'all out', 'dhatura', 'thinner', 'petrol', 'diesel', 'nail polish remover', 'dettol', 'savlon', 'detergent', 'surf',
  'फिनाइल', 'तेज़ाब', 'तेजाब', 'एसिड', 'केरोसिन', 'मिट्टी का तेल', 'धतूरा', 'पेट्रोल', 'डेटॉल', 'हार्पिक',
];
const PILLS = [
  'strip', 'patta', 'पत्ता', 'syrup', 'cough syrup', 'सिरप', 'pills', 'pill', 'tablets', 'tablet', 'tabs', 'capsules', 'meds', 'medicine', 'medicines', 'paracetamol', 'crocin', 'dolo', 'sleeping pills', 'goli', 'goliyan', 'goliya', 'goliyaan', 'golia', 'dawa', 'dawai', 'dawaiyan', 'dawaiya',
  'गोली', 'गोलियां', 'गोलियाँ', 'दवा', 'दवाई', 'दवाइयां', 'दवाइयाँ', 'टेबलेट',
];
const MANY_WORDS = [
  MANY, 'a lot', 'lot of', 'all', 'whole', 'entire', 'bunch', 'handful', 'lots', 'many', 'strip', 'bottle', 'ten', 'fifteen', 'twenty', 'thirty',
  'saari', 'sari', 'saare', 'sare', 'poora', 'pura', 'puri', 'poori', 'patta', 'bahut', 'bohot', 'bht', 'dher', 'das', 'pandrah', 'bees', 'tees', 'ek saath', 'ek sath',
  'सारी', 'सारे', 'पूरा', 'पूरी', 'पत्ता', 'बहुत', 'ढेर', 'दस', 'बीस', 'एक साथ',
];
const SWALLOWED = [
  'took', 'taken', 'take', 'swallowed', 'swallow', 'ate', 'eaten', 'had', 'popped', 'consumed', 'drank', 'drunk', 'drink',
  'kha', 'khaa', 'khaya', 'khayi', 'khai', 'khali', 'kha li', 'kha liya', 'kha liye', 'kha lia', 'khaliya', 'khaa li', 'le li', 'le liya', 'le liye', 'li', 'liya', 'lia', 'nigal', 'nigla', 'nigli', 'gatak', 'pee', 'pi', 'pi li', 'pee liya', 'pi liya', 'piya', 'pee gaya', 'pi gaya', 'pi gayi',
  'खा', 'खाई', 'खाईं', 'खा ली', 'खा लीं', 'खा लिया', 'खा लिए', 'ले ली', 'ले लीं', 'ले लिया', 'निगल', 'पी', 'पी ली', 'पी लिया', 'पी गया', 'पी गई',
];

const SNAKE = ['snake', 'snakes', 'snak', 'saanp', 'sanp', 'saap', 'sap', 'saamp', 'samp', 'naag', 'nag', 'cobra', 'krait', 'viper', 'russell', 'karait', 'करैत', 'सांप', 'साँप', 'सर्प', 'नाग', 'कोबरा', 'scorpion', 'bichhu', 'bichu', 'bicchu', 'bichoo', 'बिच्छू', 'बिच्छु'];
const BITE = [
  'bite', 'bit', 'bitten', 'bites', 'biting', 'sting', 'stung', 'stinged', 'kaata', 'kata', 'kaat', 'kat', 'kaati', 'kati', 'kaat liya', 'kaat lia', 'kat liya', 'kaat gaya', 'kaatne', 'katne', 'daant ke nishan', 'dant ke nishan', 'fang marks', 'fang mark', 'fangs', 'teeth marks', 'दांत के निशान', 'dasa', 'das', 'dass', 'dansh', 'das liya', 'das lia', 'dank', 'dank mara', 'dank maar',
  'काटा', 'काट', 'काटी', 'काटने', 'काट लिया', 'डसा', 'डस', 'डसने', 'डंक', 'डस लिया', 'दंश',
];

/** Swelling here is anaphylaxis until shown otherwise; a swollen throat alone is more often an infected one (see the rules). */
const ALLERGY_PARTS = ['lips', 'lip', 'tongue', 'honth', 'hont', 'hoth', 'jeebh', 'jibh', 'jeeb', 'होंठ', 'होठ', 'जीभ'];
const THROAT = ['throat', 'gala', 'gale', 'galaa', 'गला', 'गले'];
const SWELL = [
  'swelling', 'swollen', 'swell', 'swelled', 'swells', 'puffy', 'puffing', 'puffed', 'closing', 'closing up', 'tight', 'sooj', 'sooja', 'soojh', 'suj', 'sujh', 'sujan', 'soojan', 'sujna', 'soojna', 'phool', 'phul', 'band ho',
  'सूज', 'सूजन', 'सूजा', 'सूजी', 'फूल',
];
const ALLERGY = ['allergy', 'allergic', 'alergy', 'allergi', 'allergies', 'reaction', 'anaphylaxis', 'anaphylactic', 'एलर्जी', 'रिएक्शन'];
const ALLERGY_BAD = [
  'cant breathe', 'breathing', 'breathe', 'breath', 'throat', 'swelling', 'swollen', 'face swelling', 'lips', 'tongue', 'severe', 'faint', 'dizzy', 'collapsed', 'whole body', 'all over', 'hives all over',
  'saans', 'sans', 'gala', 'gale', 'sooj', 'sujan', 'chehra', 'pura sharir', 'poore sharir', 'poore body', 'puri body', 'सांस', 'गला', 'गले', 'सूज', 'सूजन', 'पूरे शरीर',
];
const FACE_EYES = ['face', 'eyes', 'eye', 'chehra', 'chehre', 'aankh', 'ankh', 'aankhen', 'ankhen', 'चेहरा', 'चेहरे', 'आंख', 'आंखें', 'आँखें'];
const TRIGGER = [
  'after eating', 'after food', 'after medicine', 'after injection', 'after tablet', 'after taking', 'bee', 'wasp', 'sting', 'stung', 'peanut', 'peanuts', 'prawn', 'prawns', 'shrimp', 'allergy', 'allergic', 'reaction', 'injection', 'suddenly', 'sudden',
  'katne ke baad', 'kaatne ke baad', 'काटने के बाद', 'after a bite', 'bite', 'bitten', 'khane ke baad', 'khaane ke baad', 'dawai ke baad', 'dawa ke baad', 'injection ke baad', 'makhi', 'madhumakhi', 'tatayya', 'tataiya', 'achanak', 'खाने के बाद', 'दवा के बाद', 'इंजेक्शन', 'मधुमक्खी', 'ततैया', 'अचानक',
];

const CHILD = [
  'child', 'children', 'kid', 'kids', 'baby', 'babies', 'son', 'daughter', 'toddler', 'infant', 'newborn', 'new born', 'boy', 'girl', 'little one', 'year old', 'yr old', 'years old', 'month old', 'months old', 'beta', 'beti',
  'baccha', 'bacha', 'bachcha', 'bachha', 'bacche', 'bache', 'bachche', 'bacchi', 'bachi', 'bachchi', 'bitiya', 'munna', 'munni', 'ladka', 'ladki', 'shishu', 'navjaat', 'saal ka', 'saal ki', 'mahine ka', 'mahine ki',
  'बच्चा', 'बच्चे', 'बच्ची', 'बेटा', 'बेटी', 'बेटे', 'शिशु', 'नवजात', 'साल का', 'साल की', 'महीने का', 'महीने की', 'मुन्ना', 'मुन्नी', 'बिटिया',
];
const FEVER = ['fever', 'feaver', 'fevr', 'temperature', 'temp', 'high temp', 'burning up', 'bukhar', 'bukhaar', 'bukar', 'bukhr', 'tap', 'taap', 'jwar', 'बुखार', 'बुख़ार', 'ज्वर', 'ताप', 'तापमान'];
/** With fever, at any age: the signs of meningitis or of a brain affected by the fever. */
const FEVER_DANGER = [
  'stiff neck', 'neck stiff', 'neck is stiff', 'stiffness in neck', 'neck stiffness', 'cant bend neck', 'cannot bend neck', 'cant move neck', 'confusion', 'is confused', 'seems confused', 'became confused', 'acting confused', 'gets confused', 'getting confused', 'feel confused', 'very confused',
  'not making sense', 'talking nonsense', 'hard to wake', 'difficult to wake', 'not waking', 'wont wake', 'unresponsive', 'not responding', 'rash that doesnt fade', 'rash doesnt fade', 'purple rash', 'purple spots', 'non blanching', 'fits', 'seizure', 'convulsion', 'convulsions',
  'not recognising', 'not recognizing', 'doesnt recognise', 'doesnt recognize', 'cant recognise', 'cant recognize', 'bulging', 'soft spot', 'high pitched cry', 'delirious', 'delirium', 'bakwas kar', 'ulta seedha bol', 'ulta sidha bol', 'behki behki', 'bahki bahki', 'pehchan nahi', 'pehchaan nahi', 'pehchan nhi', 'pehchaan nhi',
  'gardan akad', 'gardan akdi', 'gardan jakad', 'gardan sakht', 'gardan me akdan', 'gardan nahi mud', 'gardan mod nahi', 'gardan hila nahi', 'neend se nahi uth', 'jhatke aa', 'jhatke', 'behosh', 'hosh nahi', 'ajeeb baatein', 'ajib baatein', 'ajeeb baat',
  'उठ नहीं', 'uth nahi', 'गर्दन अकड़', 'गर्दन में अकड़न', 'गर्दन जकड़', 'गर्दन नहीं मुड़', 'बेहोश', 'होश नहीं', 'झटके', 'बहकी', 'पहचान नहीं', 'उल्टी सीधी बातें', 'अजीब बातें',
];
/** With fever in a child: drowsy, floppy, not feeding (in an adult they are the fever itself, or its medicine). */
const CHILD_FEVER_DANGER = [
  'drowsy', 'very sleepy', 'too sleepy', 'floppy', 'limp', 'lethargic', 'not feeding', 'not drinking', 'wont feed', 'not drinking milk', 'not eating or drinking', 'not peeing', 'no urine', 'not crying', 'weak cry', 'twitching', 'fit', 'rash',
  'sust', 'sust pad', 'susti', 'doodh nahi pi', 'dudh nahi pi', 'doodh nahi', 'dudh nahi', 'feed nahi', 'pee nahi', 'peshab nahi', 'ro nahi', 'bahut neend', 'neend me', 'daane', 'dane',
  'सुस्त', 'दूध नहीं', 'पेशाब नहीं', 'बहुत नींद', 'दाने', 'चकत्ते',
];
const NECK = ['neck', 'gardan', 'gardn', 'गर्दन'];
const STIFF = ['stiff', 'stiffness', 'rigid', 'cant bend', 'cannot bend', 'cant move', 'cant turn', 'cannot turn', 'nahi mud', 'mod nahi', 'mud nahi', 'नहीं मुड़', 'मुड़ नहीं', 'akad', 'akadna', 'akdi', 'akdan', 'akadi', 'jakad', 'jakdan', 'sakht', 'अकड़', 'अकड़न', 'अकड़ी', 'जकड़', 'सख्त'];

const PREGNANT = [
  'pregnant', 'pregnancy', 'pregnent', 'pregant', 'preggo', 'expecting', 'weeks pregnant', 'months pregnant', 'garbh', 'garbhavastha', 'garbhvati', 'garbhwati', 'pet se', 'pet me baccha', 'pet mein baccha', 'pet me bacha', 'umeed se', 'ummeed se',
  'गर्भ', 'गर्भवती', 'गर्भावस्था', 'प्रेगनेंसी', 'प्रेग्नेंट', 'पेट से', 'उम्मीद से', 'month pregnant', 'mahine ki pregnant', 'mahine ki pregnancy', 'mahina chal raha', 'महीने की प्रेगनेंट',
];
const PREG_BLEED = [...BLEEDING, 'spotting a lot', 'heavy spotting', 'spotting heavily', 'spotting with pain', 'blood aa', 'blood aana', 'blood nikal', 'blood gir', 'blood beh', 'khoon aa', 'khoon aana', 'khoon aaya', 'khoon aayi', 'khun aaya', 'blood aaya', 'bleeding hui', 'khoon nikal', 'khoon gir', 'khoon beh', 'khun aa', 'khun nikal', 'खून आ', 'खून आया', 'खून निकल', 'खून गिर', 'खून बह', 'water broke', 'water just broke', 'waters just broke', 'water broken', 'waters broken', 'water has broken', 'leaking water', 'leaking fluid', 'fluid leaking', 'water break', 'waters broke', 'pani gir', 'paani gir', 'pani nikal', 'paani nikal', 'पानी गिर', 'पानी निकल'];
const PREG_DANGER = [
  'baby not moving', 'baby isnt moving', 'baby stopped moving', 'no movement', 'not moving', 'not moved', 'hasnt moved', 'no kicks', 'not kicking', 'stopped kicking', 'less movement', 'movement stopped', 'movements stopped', 'fewer movements', 'हिलना बंद', 'हिलडुल बंद', 'hil nahi', 'hilna band', 'halchal nahi', 'halchal band', 'harkat nahi', 'harkat band', 'हलचल नहीं', 'हलचल बंद', 'हिल नहीं',
  'fits', 'fit', 'seizure', 'convulsion', 'jhatke', 'झटके', 'blurred vision', 'blurry vision', 'dhundhla', 'dhundla', 'धुंधला', 'severe headache', 'bad headache', 'tez sir dard', 'tez sar dard', 'तेज सिर दर्द', 'swelling face', 'face swelling', 'chehre pe sujan', 'chehre par sujan', 'चेहरे पर सूजन',
  'fainted', 'passed out', 'behosh', 'बेहोश',
];
const DONATION = ['donate', 'donating', 'donation', 'donated', 'donor', 'blood camp', 'daan', 'khoon dena', 'khoon de', 'khoon diya', 'blood diya', 'blood dena', 'blood de', 'रक्तदान', 'दान', 'खून देना', 'खून दिया', 'डोनेट', 'डोनेशन'];
const PREG_PAIN = ['pain', 'pains', 'ache', 'cramps', 'cramping', 'dard', 'drd', 'दर्द', 'ऐंठन', 'ainthan'];

const BURN = [
  'burn', 'burns', 'burnt', 'burned', 'scalded', 'scald', 'scalding', 'caught fire', 'on fire', 'fire', 'flames', 'electric shock', 'electrocuted', 'current laga', 'current lag', 'current lagaa', 'bijli ka jhatka', 'bijli lagi', 'karant',
  'jal gaya', 'jal gayi', 'jal gya', 'jal gyi', 'jal gaye', 'jal gai', 'jal gye', 'jala', 'jala hua', 'jali hui', 'jhulas', 'jhulsa', 'jhulsi', 'jhulas gaya', 'jhulas gayi', 'aag lag', 'aag lagi', 'aag me', 'acid attack', 'acid fell', 'acid gir', 'acid se', 'acid spill', 'chemical burn', 'tezab', 'tezaab',
  'जल गया', 'जल गई', 'जल गए', 'जला', 'जली', 'झुलस', 'आग लग', 'आग में', 'करंट', 'बिजली', 'तेज़ाब', 'तेजाब',
];
const BURN_BAD = [
  'badly', 'bad', 'severe', 'severely', 'serious', 'seriously', 'big', 'large', 'huge', 'whole', 'entire', 'all over', 'face', 'eyes', 'eye', 'hands', 'chest', 'body', 'genitals', 'private parts', 'child', 'baby', 'kid', 'son', 'daughter', 'deep', 'skin peeling', 'skin came off',
  'blisters', 'blister', 'white skin', 'black skin', 'charred', 'chemical', 'acid', 'electric', 'electrical', 'shock', 'boiling', 'hot oil', 'hot water', 'fire', 'caught fire', 'gas cylinder', 'cylinder', 'blast', 'smoke',
  'bahut', 'bohot', 'bht', 'zyada', 'jyada', 'chehra', 'chehre', 'mooh', 'muh', 'aankh', 'pura', 'poora', 'puri', 'saara', 'sara', 'haath', 'hath', 'baccha', 'bacha', 'bachcha', 'bache', 'bacche', 'bachi', 'beta', 'beti', 'khaal', 'chamdi', 'chhale', 'chale', 'phaphole', 'fafole',
  'garam tel', 'garam paani', 'garam pani', 'ubalta', 'khaulta', 'aag', 'cylinder', 'current', 'karant', 'bijli', 'tezab', 'acid',
  'बहुत', 'ज़्यादा', 'चेहरा', 'चेहरे', 'आंख', 'पूरा', 'पूरी', 'सारा', 'हाथ', 'बच्चा', 'बच्चे', 'बच्ची', 'बेटा', 'बेटी', 'खाल', 'चमड़ी', 'छाले', 'फफोले', 'गरम तेल', 'गर्म तेल', 'गरम पानी', 'गर्म पानी', 'खौलता', 'उबलता', 'आग', 'सिलेंडर', 'करंट', 'बिजली', 'तेजाब', 'तेज़ाब',
];

/** The head, and what strikes it: head injuries (a fall, a blow, a road accident). */
const HEAD = ['head', 'skull', 'sir', 'sar', 'sir pe', 'sir par', 'sir me', 'sir mein', 'sar pe', 'sar par', 'sar me', 'khopdi', 'सिर', 'सर', 'खोपड़ी'];
const HEAD_HIT = [
  'injury', 'injured', 'hit', 'hurt', 'fell', 'fall', 'fallen', 'blow', 'bang', 'banged', 'bumped', 'knock', 'knocked', 'struck', 'smashed', 'accident', 'trauma',
  'chot', 'chott', 'gira', 'giri', 'gir gaya', 'gir gayi', 'gir gye', 'takra', 'takraya', 'takrayi', 'fata', 'phat gaya', 'fat gaya', 'maara', 'mara',
  'चोट', 'गिर', 'गिरा', 'गिरी', 'टकरा', 'टकराया', 'फट', 'एक्सीडेंट', 'दुर्घटना',
];
/** After a blow to the head: the signs of a brain injury (NHS and first-aid manuals: call an ambulance). */
const HEAD_DANGER = [
  'vomit', 'vomiting', 'vomited', 'throwing up', 'threw up', 'ulti', 'ultee', 'ultiyan', 'उल्टी', 'उलटी',
  'drowsy', 'sleepy', 'cant stay awake', 'hard to wake', 'confused', 'confusion', 'not making sense', 'cant remember', 'memory loss', 'does not remember', 'doesnt remember', 'knocked out', 'blacked out', 'passed out', 'unconscious',
  'fits', 'fit', 'seizure', 'jhatke', 'झटके', 'blood from ear', 'bleeding from ear', 'bleeding from his ear', 'bleeding from her ear', 'fluid from nose', 'fluid from ear', 'clear fluid', 'blurred vision', 'double vision', 'slurred', 'worst headache', 'severe headache', 'headache getting worse',
  'behosh', 'behoshi', 'hosh nahi', 'neend aa rahi', 'bahut neend', 'sust', 'yaad nahi', 'kuch yaad nahi', 'ajeeb baatein', 'kaan se khoon', 'naak se khoon', 'kaan se pani', 'naak se pani', 'dhundhla', 'chakkar', 'tez sir dard', 'bahut sir dard',
  'बेहोश', 'होश नहीं', 'नींद आ रही', 'सुस्त', 'याद नहीं', 'कान से खून', 'नाक से खून', 'कान से पानी', 'धुंधला', 'चक्कर', 'तेज सिर दर्द',
];

// ---- Exceptions, each with its reason ----------------------------------------------------------

const MINOR = {
  phrases: ['minor', 'small', 'little', 'tiny', 'slight', 'slightly', 'chhota', 'chota', 'choti', 'chhoti', 'halka', 'halki', 'thoda', 'thodi', 'छोटा', 'छोटी', 'हल्का', 'हल्की', 'थोड़ा', 'थोड़ी'],
  scope: 'clause',
  reason: 'A small burn is cared for at home; the knowledge base answers it. Burns on the face, of a child, or from chemicals, current or fire have their own rules without this exception.',
} as const satisfies Exception;

const RULES: readonly Rule[] = [
  // Chest pain: pain, pressure, tightness or heaviness in the chest; a heart attack by name.
  {
    category: 'chest-pain',
    all: [CHEST, PAIN],
    // "pain in the centre of my chest": six words apart.
    window: 6,
    unless: [
      { phrases: ['heartburn', 'heart burn', 'acidity', 'acid reflux', 'gerd'], scope: 'clause', reason: 'Burning behind the breastbone that the writer knows as heartburn or acidity is an everyday question; chest pain with the signs of a heart attack (severe, spreading, sweating) is caught by the next rule, which has no exception.' },
      { phrases: ['heartache', 'heartbreak', 'heart broken', 'broken heart', 'breakup', 'break up', 'dil toot', 'dil tut', 'dil tuta', 'dil todh', 'dil tod', 'dil toda', 'दिल टूट', 'दिल तोड़'], scope: 'clause', reason: 'A broken heart is sorrow, not a symptom.' },
      { phrases: ['muscles', 'muscle', 'pushups', 'push ups', 'bench press', 'workout', 'gym', 'chest day'], scope: 'clause', reason: 'Soreness of the chest muscles after exercise is an everyday question.' },
      { phrases: ['heart disease', 'heart health', 'healthy heart', 'heart patient', 'strong heart', 'heart rate'], scope: 'overlap', reason: 'The heart named as a subject ("heart disease risk"), not a pain felt.' },
      { phrases: ['dil se', 'dil ko', 'dil ki baat', 'dil dard', 'dil dukh'], scope: 'overlap', reason: 'Dil as feeling: "dil se", "dil dukhana" (to hurt someone\'s feelings).' },
    ],
  },
  { category: 'chest-pain', all: [CHEST, PAIN, [...SEVERE, ...SPREADING]], window: 6 },
  // Chest discomfort of any kind (burning too) with an arm gone numb or a sweat: the heart attack signs.
  { category: 'chest-pain', all: [CHEST, [...PAIN, 'jal', 'jalan', 'burning', 'जल', 'जलन'], ['numb', 'sunn', 'सुन्न', 'sweating', 'sweat', 'cold sweat', 'pasina', 'paseena', 'पसीना', 'jaw', 'jabda', 'जबड़ा', 'left arm', 'baye haath', 'बाएं हाथ']], window: 10 },
  {
    category: 'chest-pain',
    all: [['heart attack', 'heartattack', 'hartattack', 'hart attack', 'heart atack', 'cardiac arrest', 'cardiac', 'dil ka daura', 'dil ka dora', 'dil ka dorra', 'hriday aghat', 'hridayaghat', 'दिल का दौरा', 'हृदयाघात', 'हार्ट अटैक', 'हार्टअटैक', 'हार्ट अटेक', 'कार्डियक']],
    unless: [
      { phrases: ['risk', 'risks', 'prevent', 'prevention', 'avoid', 'history', 'years ago', 'year ago', 'last year', 'family history', 'after a heart attack', 'khatra', 'bachav', 'bachaav', 'bachne', 'pehle', 'saal pehle', 'खतरा', 'बचाव', 'बचने', 'साल पहले'], scope: 'clause', reason: 'Asking about the risk of, prevention of, or life after a past heart attack is an everyday question.' },
    ],
  },

  // Breathing: cannot breathe, short of breath, gasping, choking, blue lips, not breathing.
  {
    category: 'breathing',
    all: [BREATH, BREATH_TROUBLE],
    window: 4,
    unless: [
      { phrases: ['bad breath', 'breath smell', 'breath smells', 'smelly breath', 'breath odour', 'breath odor', 'badboo', 'badbu', 'badbo', 'mooh se badbu', 'muh ki badbu', 'बदबू', 'दुर्गंध', 'halitosis'], scope: 'clause', reason: 'Bad breath (smell) is not difficulty breathing.' },
      { phrases: ['breathing exercise', 'breathing exercises', 'breathing technique', 'breathing techniques', 'pranayam', 'pranayama', 'anulom', 'प्राणायाम', 'breath holding exercise'], scope: 'overlap', reason: 'Breathing exercises are a wellbeing question.' },
      { phrases: ['saas bahu', 'saas sasur', 'sasural', 'saasu', 'saas se', 'सास बहू', 'सास ससुर', 'ससुराल', 'सास से'], scope: 'clause', reason: '"Saas" is also a mother-in-law; trouble with her is not trouble breathing.' },
      { phrases: EXERTION, scope: 'clause', reason: 'Breathlessness on exertion is a fitness question; breathlessness at rest, or with chest pain or blue lips, is caught by its own words in another clause or rule.' },
    ],
  },
  { category: 'breathing', all: [NOT_WORDS, BREATH], window: 1 },
  { category: 'breathing', all: [BREATH, [...NOT_HI, 'band'], ['aa', 'aana', 'aati', 'le', 'lena', 'chal', 'chl', 'ho', 'rahi', 'raha', 'ली', 'आ', 'ले', 'चल', 'हो', 'रही']], window: 3 },
  { category: 'breathing', all: [BREATH, ['ruk gayi', 'ruk gai', 'ruk gaya', 'ruk gyi', 'band ho', 'band hai', 'atak', 'stopped', 'stop ho', 'रुक गई', 'रुक गयी', 'बंद हो', 'अटक']], window: 3 },
  {
    category: 'breathing',
    all: [[
      'breathless', 'breathlessness', 'brethless', 'suffocating', 'suffocation', 'suffocate', 'choking', 'choked', 'choke', 'turning blue', 'gone blue', 'going blue', 'asthma attack', 'wheezing badly',
      'gasping', 'gasping for air', 'cant get air', 'no air', 'air hunger', 'dam ghut', 'dum ghut', 'dam ghutna', 'dum ghutna', 'ghutan', 'ghutan ho', 'saans phool', 'sans phool', 'saans ukhad', 'sans ukhad', 'saans atak', 'sans atak', 'saans ruk', 'sans ruk',
      'hafna', 'haanf', 'hanf', 'haanf raha', 'haanf rahi', 'dama ka daura', 'asthma ka attack', 'saans ka daura',
      'सांस फूल', 'दम घुट', 'घुटन', 'सांस उखड़', 'सांस अटक', 'सांस रुक', 'हांफ', 'हाँफ', 'दमा का दौरा', 'अस्थमा का अटैक',
      'cant breathe', 'cannot breathe', 'cant breath', 'can not breathe', 'unable to breathe', 'cant finish a sentence', 'cant finish sentences', 'cant finish her sentence', 'cant finish his sentence', 'cant speak in full sentences', 'cant speak full sentences', 'cant talk in full sentences', 'cant complete a sentence', 'seeti', 'सीटी', 'ghar ghar', 'gharghar', 'gharghrahat', 'घर घर', 'घरघर', 'घरघराहट', 'pasliyan andar', 'pasli andar', 'पसलियां अंदर', 'पसलियाँ अंदर', 'पसली अंदर', 'ribs going in', 'ribs sucking', 'cant get enough air', 'cant get air in', 'not getting air', 'not getting enough air', 'hawa nahi', 'hawa nahi mil', 'chest indrawing', 'ribs pulling in', 'ribs sucking in', 'pasli chal', 'pasliyan chal', 'pasli chalna', 'पसली चल', 'हवा नहीं',
    ]],
    unless: [
      { phrases: ['choking hazard', 'choking hazards', 'how to prevent choking', 'prevent choking', 'choking risk'], scope: 'overlap', reason: 'Choking named as a risk to prevent, not happening.' },
      { phrases: ['breathing exercise', 'breathing exercises', 'pranayam', 'pranayama', 'प्राणायाम'], scope: 'clause', reason: 'Breathing exercises are a wellbeing question.' },
      { phrases: EXERTION, scope: 'clause', reason: 'Breathlessness on exertion is a fitness question.' },
    ],
  },
  { category: 'breathing', all: [LIPS, BLUE], window: 3 },
  { category: 'breathing', all: [BREATH, ['problem', 'problems', 'issue', 'issues', 'samasya', 'problm', 'समस्या'], SEVERE], window: 4, unless: [{ phrases: ['winter', 'sardi', 'pollution', 'allergy', 'dust', 'प्रदूषण'], scope: 'clause', reason: 'Breathing troubles of winter, dust or pollution asked about in general.' }] },

  // Heavy bleeding: bleeding that will not stop, spurting; vomiting or coughing blood; black stools.
  {
    category: 'bleeding',
    all: [BLEEDING, HEAVY],
    window: 5,
    unless: [
      { phrases: ['period', 'periods', 'menstrual', 'menses', 'menstruation', 'mahwari', 'mahavari', 'masik', 'mc', 'mensus', 'पीरियड', 'पीरियड्स', 'माहवारी', 'मासिक'], scope: 'clause', reason: 'Heavy periods are a common everyday question (the knowledge base answers them); bleeding in pregnancy has its own rule.' },
      { phrases: ['gums', 'gum', 'masude', 'masudon', 'masoode', 'मसूड़े', 'मसूड़ों'], scope: 'clause', reason: 'Bleeding gums when brushing is a dental question.' },
    ],
  },
  {
    category: 'bleeding',
    all: [BLOOD_HI, FLOW_HI, LOTS_HI],
    window: 5,
    unless: [
      { phrases: ['period', 'periods', 'mahwari', 'mahavari', 'masik', 'mc', 'पीरियड', 'पीरियड्स', 'माहवारी', 'मासिक'], scope: 'clause', reason: 'Heavy periods are a common everyday question.' },
      { phrases: DONATION, scope: 'clause', reason: 'Questions about giving blood ("how much blood is taken when donating") share the words.' },
    ],
  },
  { category: 'bleeding', all: [[...BLOOD_HI, ...BLEEDING], STOP_HI, NOT_HI], window: 5, negatable: false, unless: [{ phrases: ['period', 'periods', 'mahwari', 'mahavari', 'masik', 'पीरियड', 'माहवारी'], scope: 'clause', reason: 'Heavy periods are a common everyday question.' }] },
  { category: 'bleeding', all: [COUGH_VOMIT, [...BLOOD_HI, 'bloody', 'blood stained']], window: 3, unless: [{ phrases: ['blood test', 'blood report', 'blood pressure', 'blood sugar', 'blood group', 'blood donation', 'khoon ki jaanch', 'khoon ki jaach', 'खून की जांच', 'खून की जाँच'], scope: 'overlap', reason: 'A blood test or blood pressure asked about with a cough is not coughing blood.' }, { phrases: DONATION, scope: 'clause', reason: 'Feeling sick after donating blood is a donor question.' }] },
  { category: 'bleeding', all: [STOOL_BLACK] },
  // Bleeding from an ear (after a fall, a sign of a skull fracture) or from the mouth.
  { category: 'bleeding', all: [['ear', 'ears', 'kaan', 'कान', 'mouth', 'muh', 'munh', 'mooh', 'मुंह', 'मुँह'], [...BLEEDING, 'blood', 'khoon', 'khun', 'खून']], window: 4, unless: [{ phrases: ['brush', 'brushing', 'gums', 'gum', 'masude', 'masoode', 'मसूड़े', 'daant', 'dant', 'tooth', 'teeth', 'दांत', 'ulcer', 'chhale', 'छाले', 'wax', 'mail', 'blood test', 'earring', 'piercing'], scope: 'clause', reason: 'Bleeding gums when brushing, a mouth ulcer, ear wax and piercings are everyday.' }] },
  { category: 'bleeding', all: [['blood', 'khoon', 'khun', 'खून'], ['spurting', 'gushing', 'pouring', 'soaking', 'soaked', 'spraying', 'everywhere', 'wont stop', 'not stopping', 'lot of', 'so much', 'too much', 'pool of', 'puddle', 'keeps coming', 'keep coming', 'still coming', 'even after pressing', 'after pressing']], window: 4, unless: [{ phrases: ['period', 'periods', 'mahwari', 'पीरियड', ...DONATION], scope: 'clause', reason: 'Heavy periods and how much blood a donation takes are everyday questions.' }] },
  { category: 'bleeding', all: [['stab', 'stabbed', 'knife', 'chaku', 'chaaku', 'चाकू', 'gunshot', 'shot', 'goli lagi', 'गोली लगी', 'accident', 'accidnt', 'एक्सीडेंट', 'durghatna', 'दुर्घटना'], [...BLEEDING, ...BLOOD_HI]], window: 6, unless: [{ phrases: ['insurance', 'report', 'claim', 'prevent'], scope: 'clause', reason: 'Paperwork about an accident, not an injury now.' }] },

  // Fainting, collapse, unconsciousness.
  {
    category: 'fainting',
    all: [CONSCIOUS],
    unless: [
      { phrases: ['faint line', 'faint lines', 'faint smell', 'faint sound', 'faint light', 'faint mark', 'faint marks', 'faint memory', 'faint idea', 'faint hope', 'faint voice', 'faint taste', 'faint pink', 'faint positive', 'faintly', 'faint scar', 'faint spot', 'faint spots', 'faint rash'], scope: 'overlap', reason: '"Faint" as an adjective (weak, barely visible) is not fainting; it cancels only its own word, not a fainting in the same sentence.' },
      { phrases: ['feel faint', 'feeling faint', 'felt faint', 'feels faint', 'faint feeling', 'feel like fainting', 'about to faint'], scope: 'overlap', reason: 'Feeling faint is light-headedness, answered as dizziness; a faint that happened is caught by its own words.' },
      { phrases: [...DONATION, 'needle', 'needles', 'sight of blood', 'seeing blood', 'injection'], scope: 'clause', reason: 'Fainting at a blood donation or at the sight of a needle is a common donor question, answered by the donation knowledge base.' },
      { phrases: ['power cut', 'light gayi', 'battery', 'phone', 'calls', 'my call', 'message', 'messages', 'email', 'mobile', 'app', 'website', 'site', 'server', 'laptop', 'computer', 'screen', 'network', 'market', 'share', 'shares', 'prices', 'building', 'bridge', 'wall', 'deewar', 'roof collapse', 'daant', 'dant', 'tooth', 'teeth', 'baal', 'hair', 'glass', 'गिलास', 'दांत', 'बाल'], scope: 'clause', reason: 'Things (markets, buildings, phones, teeth, hair) collapse, fall and stop responding too.' },
      { phrases: ['gir gaya tha', 'gir gayi thi', 'fell down last', 'ghutna', 'ghutne', 'knee', 'bike se gir', 'cycle se gir', 'fell off'], scope: 'clause', reason: 'A fall that hurt a knee is an injury question, not a collapse.' },
      { phrases: ['last year', 'years ago', 'year ago', 'last month', 'as a child', 'saal pehle', 'pichle saal', 'bachpan', 'साल पहले', 'पिछले साल', 'बचपन'], scope: 'clause', reason: 'A faint long past is a history question; a collapse now is in a clause of its own.' },
    ],
  },

  // A heart that stopped, no pulse: CPR first (the fainting card's first action).
  { category: 'fainting', all: [['no pulse', 'pulse not', 'cant feel a pulse', 'cant find a pulse', 'cant find his pulse', 'cant find her pulse', 'heart stopped', 'heart has stopped', 'heart beat stopped', 'heartbeat stopped', 'heartbeat has stopped', 'stopped breathing', 'dhadkan band', 'dil ki dhadkan band', 'dil band ho', 'nabz nahi', 'nabj nahi', 'nabz band', 'pulse nahi', 'धड़कन बंद', 'दिल की धड़कन बंद', 'नब्ज़ नहीं', 'नब्ज नहीं', 'नाड़ी नहीं']], unless: [{ phrases: ['heart stopped racing', 'what happens', 'what to do if', 'how to check', 'how to find', 'kaise check', 'kaise dekhe', 'training', 'course', 'class'], scope: 'clause', reason: 'Learning first aid ("what to do if someone has no pulse", "how to find a pulse") is an everyday question.' }] },
  // Drowning: out of the water, CPR if not breathing (the fainting card's first action).
  { category: 'fainting', all: [['drowning', 'drowned', 'nearly drowned', 'almost drowned', 'pulled out of the water', 'pani me doob', 'paani me doob', 'pani mein doob', 'paani mein doob', 'doob gaya', 'doob gayi', 'doob gya', 'dub gaya', 'dub gayi', 'doob raha', 'doob rahi', 'dub raha', 'dub rahi', 'पानी में डूब', 'डूब गया', 'डूब गई', 'डूब रहा', 'डूब रही']], unless: [{ phrases: ['in work', 'in debt', 'in sorrow', 'in thoughts', 'in love', 'in paperwork', 'paisa', 'paise', 'pesa', 'rupay', 'rupaye', 'loan', 'karz', 'karza', 'business', 'dhandha', 'suraj', 'sooraj', 'सूरज', 'पैसा', 'पैसे', 'कर्ज', 'prevent', 'safety', 'swimming lessons', 'khayalon', 'yaadon', 'soch', 'pyaar', 'pyar'], scope: 'clause', reason: 'Drowning in work or debt, money sunk in a business, the sun going down, lost in thoughts, and water-safety questions are not drowning.' }] },
  // Heavy menstrual bleeding with the signs of losing too much blood: a pad soaked every hour and faintness.
  { category: 'bleeding', all: [['period', 'periods', 'menstrual', 'menses', 'mahwari', 'mahavari', 'masik', 'pad', 'pads', 'पीरियड', 'पीरियड्स', 'माहवारी', 'पैड'], ['every hour', 'each hour', 'an hour', 'hourly', 'har ghante', 'ghante me', 'हर घंटे', 'घंटे में', 'soaking', 'soaked', 'large clots', 'big clots', 'bade thakke', 'थक्के'], ['faint', 'fainting', 'dizzy', 'light headed', 'lightheaded', 'breathless', 'pale', 'chakkar', 'behosh', 'kamzori', 'चक्कर', 'बेहोश', 'कमजोरी', 'कमज़ोरी']], window: 16, negatable: false },
  // A very high blood pressure with the signs of damage (headache, chest pain, sight, confusion): the stroke card (note the time, nothing by mouth).
  { category: 'stroke', all: [['bp', 'blood pressure', 'pressure', 'बीपी', 'ब्लड प्रेशर'], ['180', '185', '190', '195', '200', '205', '210', '220', '230', '240', '250', '260'], ['headache', 'head ache', 'head pain', 'sir dard', 'sar dard', 'sir me dard', 'sir mein dard', 'sar me dard', 'सिर दर्द', 'सिर में दर्द', 'chest pain', 'seene me dard', 'blurred', 'blurry', 'cant see', 'dhundhla', 'धुंधला', 'confused', 'confusion', 'vomiting', 'ulti', 'उल्टी', 'nosebleed', 'nose bleed', 'naak se khoon', 'breathless', 'numb', 'weak']], window: 10, negatable: false },

  // Head injury: a blow to the head with the signs of a brain injury; a bleeding head; a head injury by name.
  { category: 'head-injury', all: [HEAD, HEAD_HIT, HEAD_DANGER], window: 12, unless: [{ phrases: ['last year', 'years ago', 'year ago', 'as a child', 'saal pehle', 'pichle saal', 'बचपन', 'साल पहले', 'helmet', 'prevent'], scope: 'clause', reason: 'An old injury or a question about preventing one; a fresh one is in a clause of its own.' }] },
  { category: 'head-injury', all: [['sir se', 'sar se', 'सिर से', 'सर से', 'head is', 'from his head', 'from her head', 'from my head', 'from the head', 'head wound', 'scalp'], [...BLOOD_HI, ...BLEEDING], FLOW_HI.concat(['bleeding', 'pouring', 'gushing', 'coming', 'wont stop', 'not stopping'])], window: 6 },
  {
    category: 'head-injury',
    all: [['head injury', 'head injuries', 'head trauma', 'skull fracture', 'fractured skull', 'brain injury', 'brain haemorrhage', 'brain hemorrhage', 'bleeding in the brain', 'brain bleed', 'sir me chot', 'sir mein chot', 'sir pe chot', 'sir par chot', 'sar me chot', 'sar pe chot', 'sar par chot', 'sir fat gaya', 'sir phat gaya', 'sar fat gaya', 'sar phat gaya', 'सिर में चोट', 'सिर पर चोट', 'सर में चोट', 'सर पर चोट', 'सिर फट', 'सर फट', 'ब्रेन हेमरेज']],
    unless: [
      MINOR,
      { phrases: ['bump', 'bumped', 'gumad', 'gumadd', 'गुमड़', 'last year', 'years ago', 'year ago', 'as a child', 'saal pehle', 'pichle saal', 'बचपन', 'साल पहले', 'helmet', 'prevent', 'prevention', 'recovery', 'recovering', 'insurance', 'claim', 'donate', 'donating', 'donation'], scope: 'clause', reason: 'A bump on the head, an old injury, recovering from one, helmets, paperwork and donating after one are everyday questions; a fresh injury with danger signs is caught by the rule above, which has none of these.' },
    ],
  },

  // Stroke: FAST (face drooping, arm or leg weakness on one side, speech trouble), by name.
  {
    category: 'stroke',
    all: [['stroke', 'strok', 'brain stroke', 'brainstroke', 'paralysis', 'paralysed', 'paralyzed', 'paralytic', 'lakwa', 'laqwa', 'lakva', 'lakhwa', 'pakshaghat', 'facial palsy', 'bells palsy', 'लकवा', 'पक्षाघात', 'ब्रेन स्ट्रोक', 'स्ट्रोक', 'फालिज', 'falij']],
    unless: [
      { phrases: ['heat stroke', 'sun stroke', 'heatstroke', 'sunstroke', 'loo lagna', 'loo lag', 'लू'], scope: 'overlap', reason: 'Heat stroke is not a brain stroke (a collapse or confusion from heat is caught by the fainting rule).' },
      { phrases: ['swimming stroke', 'strokes', 'stroke of luck', 'brush stroke', 'backstroke', 'breaststroke', 'heart stroke'], scope: 'overlap', reason: 'Other meanings of "stroke".' },
      { phrases: ['risk', 'risks', 'prevent', 'prevented', 'preventable', 'prevention', 'avoid', 'years ago', 'year ago', 'last year', 'history', 'recovery', 'recovering', 'rehab', 'physiotherapy', 'physio', 'khatra', 'bachav', 'bachaav', 'saal pehle', 'खतरा', 'बचाव', 'साल पहले', 'patient', 'patients', 'mareez', 'marij', 'मरीज', 'मरीज़', ...DONATION], scope: 'clause', reason: 'The risk of a stroke, preventing one, recovering from a past one, or donating after one is an everyday question; new signs are caught by the FAST rules.' },
    ],
  },
  { category: 'stroke', all: [ONE_SIDE, WEAK], window: 6, unless: [{ phrases: ['sleeping on', 'slept on', 'after sleeping', 'sote samay', 'so ke utha', 'pins and needles', 'jhunjhuni', 'jhanjhanahat', 'झुनझुनी'], scope: 'clause', reason: 'An arm gone numb from sleeping on it (pins and needles) is everyday.' }] },
  { category: 'stroke', all: [FACE, DROOP], window: 4, unless: [{ phrases: ['teeth', 'tooth', 'daant', 'dant', 'braces', 'nose', 'naak', 'skin', 'tone', 'complexion', 'pigmentation', 'tan', 'acne', 'pimples', 'spots', 'lipstick', 'makeup'], scope: 'clause', reason: 'Crooked teeth, a crooked smile or nose, and uneven skin tone are not a drooping face.' }] },
  { category: 'stroke', all: [SPEECH, SLURRED], window: 4, unless: [{ phrases: ['drunk', 'alcohol', 'sharab', 'daaru', 'daru', 'stammer', 'stammering', 'stutter', 'stuttering', 'hakla', 'haklana', 'tutla', 'speech therapy', 'english', 'public', 'interview', 'stage', 'shy', 'yet', 'abhi tak', 'late', 'delay', 'delayed', 'year old', 'years old', 'saal ka', 'saal ki', 'sore throat', 'throat', 'gala', 'gale'], scope: 'clause', reason: 'Stammering, speaking in public or in English, a toddler who does not talk yet, a sore throat, and speech after drinking are other questions.' }] },
  { category: 'stroke', all: [['suddenly', 'sudden', 'achanak', 'ek dum', 'ekdum', 'ek dam', 'अचानक', 'एकदम'], ['arm', 'leg', 'hand', 'haath', 'hath', 'pair', 'pao', 'हाथ', 'पैर'], WEAK], window: 6, unless: [{ phrases: ['sleeping on', 'slept on', 'after sleeping', 'pins and needles', 'jhunjhuni', 'झुनझुनी', 'gym', 'workout', 'exercise', 'chot', 'injury', 'fracture', 'चोट'], scope: 'clause', reason: 'An arm gone numb from sleeping on it, or weak after exercise or an injury, is another question.' }] },
  { category: 'stroke', all: [ONE_SIDE, DROOP], window: 3 },
  { category: 'stroke', all: [['drooling', 'laar', 'lar', 'लार'], [...ONE_SIDE, ...DROOP, 'suddenly', 'achanak', 'अचानक']], window: 8, unless: [{ phrases: ['teething', 'teeth', 'daant', 'sleep', 'sleeping', 'neend', 'baby', 'infant'], scope: 'clause', reason: 'A baby drooling while teething, and drooling in sleep, are everyday.' }] },
  { category: 'stroke', all: [['suddenly', 'sudden', 'achanak', 'ek dum', 'ekdum', 'अचानक', 'एकदम'], ['दिखना बंद', 'दिखाई देना बंद', 'दिखाई नहीं', 'dikhna band', 'dikhai dena band', 'dikhai nahi', 'cant see', 'cannot see', 'lost vision', 'vision loss', 'went blind', 'blind', 'andhera', 'अंधेरा', 'double vision']], window: 6 },
  { category: 'stroke', all: [['worst headache', 'thunderclap', 'sudden severe headache', 'sudden blindness', 'lost vision', 'sudden vision loss', 'cant see suddenly', 'achanak dikhna band', 'achanak dikhai dena band', 'अचानक दिखना बंद']] },

  // Self-harm and suicidal thoughts, said with or without the words.
  {
    category: 'self-harm',
    negatable: false,
    all: [[
      'suicide', 'suicidal', 'sucide', 'suiside', 'suicid', 'end my life', 'end it all', 'ending it all', 'end it', 'take my life', 'take my own life', 'better off dead', 'better off without me', 'better without me', 'no reason to live', 'nothing to live for',
      'worth living', 'not worth it anymore', 'mere bina sab khush', 'mere bina sab behtar', 'mere bina sab acha', 'mere bina sab theek', 'मेरे बिना सब खुश', 'मेरे बिना सब बेहतर', 'kood jau', 'kud jau', 'kood jaun', 'kud jaun', 'kud jaunga', 'kud jaungi', 'कूद जाऊं', 'कूद जाऊँ',
      'end things', 'ending things', 'nobody would miss me', 'no one would miss me', 'nobody will miss me', 'no one will miss me', 'nobody would care if i', 'no one would care if i', 'i am a burden', 'im a burden', 'burden to everyone', 'burden on everyone', 'burden to my family', 'world without me',
      'zinda nahi rahunga', 'zinda nahi rahungi', 'zinda nahi rehna', 'zinda nahi rahna', 'jinda nahi rahunga', 'jinda nahi rahungi', 'ज़िंदा नहीं रहूंगा', 'ज़िंदा नहीं रहूंगी', 'जिंदा नहीं रहूंगा', 'जिंदा नहीं रहूंगी', 'जिंदा नहीं रहना', 'मार डालूंगा', 'मार डालूंगी', 'मार डालूँगा', 'मार डालूँगी',
      'no point living', 'no point in living', 'no point of living', 'point in living', 'point of living', 'point in life', 'reason to live', 'end her life', 'end his life', 'end their life', 'take her life', 'take his life', 'take her own life', 'take his own life', 'end everything', 'ending everything', 'finish everything', 'nahi jeena', 'nahi jina', 'nahi jeeni', 'नहीं जीना', 'नहीं जीनी', 'tired of living', 'tired of life', 'dont want to live', 'dont want to be alive', 'dont want to exist', 'want to disappear forever', 'not want to live', 'cant go on anymore', 'cant go on like this', 'cant do this anymore', 'ending my life', 'finish my life', 'end my own life', 'wish i was dead', 'wish i were dead',
      'wish i was never born', 'dont want to wake up', 'never wake up', 'not wake up tomorrow', 'hope i dont wake up', 'wish i wouldnt wake up', 'sleep forever', 'sleep and never wake', 'unalive', 'self harm', 'selfharm', 'hang myself', 'jump off a building', 'jump off the building', 'jump off the roof', 'jump from the roof', 'jump off a bridge', 'jump off the bridge', 'jump in front of', 'jump from the terrace', 'jump from terrace', 'slit my wrist', 'slit my wrists', 'cut my wrist', 'cut my wrists',
      'aatmahatya', 'atmahatya', 'aatmhatya', 'atmhatya', 'khudkushi', 'khudkhushi', 'khud khushi', 'khudkhshi', 'jeena nahi', 'jina nahi', 'jeena nhi', 'jina nhi', 'jeene ka mann nahi', 'jeene ka man nahi', 'jeene ki ichha nahi', 'jeene ki wajah nahi', 'jine ka koi matlab nahi', 'jeene ka koi matlab',
      'zindagi khatam', 'jindagi khatam', 'zindagi se tang', 'jindagi se tang', 'zindagi se thak', 'jindagi se thak', 'zindagi bekar', 'jindagi bekar', 'apni jaan', 'jaan de dunga', 'jaan de dungi', 'jaan de du', 'jaan dena', 'jaan le lunga', 'jaan le lungi', 'sab khatam kar', 'sab khatam kr',
      'fansi', 'phansi', 'faansi', 'phaansi', 'fanda', 'phanda', 'latak jaunga', 'latak jaungi', 'latak jau', 'pankhe se latak', 'chhat se kood', 'chat se kud', 'chhat se kud', 'train ke aage', 'train ke neeche', 'nadi me kood', 'kood jaunga', 'kood jaungi', 'nas kaat', 'nas kat', 'kalai kaat', 'kalai kat',
      'mujhe marna', 'mujhko marna', 'mujhe mar jana', 'mujhe mar jaana', 'main marna', 'mai marna', 'bas marna hai', 'ab marna hai', 'marna hai mujhe', 'मुझे मरना', 'मरना है', 'मर जाना है', 'मुझे मर जाना',
      'sab khatam karna', 'sab khatam krna', 'sab kuch khatam kar', 'sab kuch khatam karna', 'sab kuch khatm kar', 'सब खत्म करना', 'सब कुछ खत्म कर',
      'thinking about ending it', 'thinking of ending it', 'thought about ending it', 'thoughts of ending it', 'about ending it all', 'dont want to be here anymore', 'dont want to be here any more', 'dont want to be around anymore', 'dont want to be around any more', 'dont want to be here now',
      'want to kms', 'wanna kms', 'gonna kms', 'going to kms', 'will kms', 'kill my self',
      'kabhi na uthu', 'kabhi na uthun', 'subah na uthu', 'subah na uthun', 'hamesha ke liye so', 'hamesha ke liye so jau', 'mar jana chahta', 'mar jana chahti', 'marna chahta', 'marna chahti', 'mar jaunga', 'mar jaungi', 'mar jau', 'mar jaun', 'mar jaau',
      'आत्महत्या', 'खुदकुशी', 'ख़ुदकुशी', 'जीना नहीं', 'जीने का मन नहीं', 'जीने की इच्छा नहीं', 'जीने का कोई मतलब', 'ज़िंदगी खत्म', 'जिंदगी खत्म', 'ज़िंदगी से तंग', 'जिंदगी से तंग', 'जिंदगी से थक', 'अपनी जान', 'जान दे', 'जान ले लूंगा', 'सब खत्म कर', 'फांसी', 'फाँसी', 'फंदा',
      'लटक जाऊं', 'लटक जाऊंगा', 'लटक जाऊंगी', 'पंखे से लटक', 'छत से कूद', 'कूद जाऊं', 'कूद जाऊंगा', 'कूद जाऊंगी', 'नस काट', 'कलाई काट', 'कभी न उठूं', 'सुबह न उठूं', 'हमेशा के लिए सो', 'मर जाना चाहता', 'मर जाना चाहती', 'मरना चाहता', 'मरना चाहती', 'मर जाऊं', 'मर जाऊंगा', 'मर जाऊंगी',
    ]],
    unless: [
      { phrases: ['suicide squad', 'suicide prevention day', 'suicide bomber', 'end it with', 'end it here', 'end it today', 'end it now', 'end it soon', 'end things with', 'ending things with'], scope: 'overlap', reason: 'A film, a news word, and "end it" said of a meeting or a relationship.' },
    ],
  },
  // "Jeena nahi", "jeena hi nahi hai", "zinda nahi rahna": not wanting to live, in any order of the words.
  { category: 'self-harm', negatable: false, all: [['jeena', 'jina', 'jeene', 'jine', 'zinda', 'jinda', 'जीना', 'जीने', 'ज़िंदा', 'जिंदा'], [...NOT_HI, 'mann nahi', 'man nahi', 'मन नहीं']], window: 4, unless: [{ phrases: ['zinda hai', 'jinda hai', 'zinda hain', 'ज़िंदा है', 'जिंदा है', 'jeene ka tarika', 'healthy jeena', 'jeena sikho'], scope: 'overlap', reason: 'Asking whether someone is alive, and advice on how to live.' }] },
  // Jumping from a height, said as what the writer will do ("I am going to jump from the building").
  {
    category: 'self-harm',
    negatable: false,
    all: [
      ['going to jump', 'gonna jump', 'will jump', 'want to jump', 'wanna jump', 'thinking of jumping', 'about to jump', 'kood jaunga', 'kood jaungi', 'kud jaunga', 'kud jaungi', 'kudne ja', 'koodne ja', 'कूदने जा', 'कूद जाऊंगा', 'कूद जाऊंगी'],
      ['building', 'roof', 'terrace', 'balcony', 'bridge', 'floor', 'tower', 'cliff', 'window', 'train', 'chhat', 'chat', 'chhath', 'pul', 'building se', 'छत', 'पुल', 'बिल्डिंग', 'खिड़की'],
    ],
    window: 6,
    unless: [{ phrases: ['jump rope', 'bungee', 'trampoline', 'jump into the pool', 'long jump', 'high jump', 'parkour'], scope: 'clause', reason: 'Sport and play: a rope, a trampoline, bungee, parkour.' }],
  },
  { category: 'self-harm', negatable: false, all: [WANT, DIE], window: 4, unless: [{ phrases: ['dying to', 'die for', 'to die for', 'die laughing', 'die hard', 'diehard', 'die of laughter', 'die of boredom', 'dead tired', 'dead battery', 'phone is dead', 'phone dead', 'dead line', 'deadline', 'death anniversary', 'mar gaya tha', 'mar gayi thi'], scope: 'overlap', reason: 'Idioms: "dying to donate", "to die for", "dead tired", a deadline.' }] },
  { category: 'self-harm', negatable: false, all: [SELF_HURT, MYSELF], window: 3, unless: [{ phrases: ['hurt myself while', 'hurt myself playing', 'hurt myself at the gym', 'cut myself shaving', 'cut myself while', 'burn myself cooking', 'burnt myself', 'burned myself', 'cut my finger', 'khud ko fit', 'khud ko motivate', 'khud ko busy'], scope: 'clause', reason: 'Accidental injury ("cut myself shaving") and everyday phrases; an injury that is serious is caught by bleeding or burns.' }] },

  // Seizures and fits.
  {
    category: 'seizure',
    all: [SEIZURE_WORDS],
    unless: [
      { phrases: ['fits well', 'fit well', 'fits me', 'fitness', 'fit aur', 'fit rehna', 'fit rahne', 'fit rehne', 'fit kaise', 'fit body', 'stay fit', 'keep fit'], scope: 'overlap', reason: 'Fitness and clothes that fit.' },
      { phrases: ['daura kiya', 'daure par', 'daure pe', 'daura karne', 'office ka daura', 'tour', 'दौरे पर', 'दौरा किया'], scope: 'overlap', reason: '"Daura" is also a visit or tour.' },
      { phrases: ['dil ka daura', 'दिल का दौरा', 'asthma ka daura', 'dama ka daura', 'saans ka daura'], scope: 'overlap', reason: 'Another attack ("dil ka daura" is a heart attack), escalated by its own rule.' },
      { phrases: ['years ago', 'year ago', 'saal pehle', 'as a child', 'bachpan me', 'bachpan mein', 'history of', 'can i donate', 'donate', 'donation', 'medicine for', 'tablets for', 'medicine', 'medicines', 'side effects', 'dawai', 'dawa', 'साल पहले', 'बचपन', 'दवा', 'दवाई'], scope: 'clause', reason: 'A seizure long ago, or epilepsy and donating blood, is a donor or health question, not a seizure now.' },
      { phrases: ['neend me jhatke', 'neend mein jhatke', 'sote waqt jhatke', 'sote time jhatke', 'नींद में झटके', 'bijli ke jhatke', 'current ke jhatke', 'बिजली के झटके', 'jhatke se', 'jhatka laga', 'jhatka lga', 'kamar me jhatka', 'gardan me jhatka', 'jerk chicken', 'jerking off', 'knee jerk', 'jerks in traffic', 'hichki'], scope: 'overlap', reason: '"Jhatka" is also a sudden jolt or a sprain ("kamar me jhatka"); "jerk" has everyday uses.' },
    ],
  },

  { category: 'seizure', all: [['jerking', 'stiff', 'stiffened', 'shaking', 'twitching', 'jhatke', 'akad', 'kaamp', 'kanp', 'kaanp', 'fits', 'झटके', 'अकड़', 'कांप', 'काँप'], ['froth', 'frothing', 'foaming', 'foam at', 'jhaag', 'jhag', 'झाग', 'dant bhinch', 'daant bhinch', 'दांत भिंच', 'not responding', 'unconscious', 'behosh', 'बेहोश', 'eyes rolling', 'aankhen palat', 'आंखें पलट']], window: 8 },
  { category: 'seizure', all: [['kaamp', 'kanp', 'kaanp', 'shaking', 'कांप', 'काँप'], ['haath pair', 'hath pair', 'whole body', 'pura sharir', 'poora sharir', 'हाथ पैर', 'पूरा शरीर'], ['dant bhinch', 'daant bhinch', 'दांत भिंच', 'behosh', 'बेहोश', 'jhaag', 'झाग', 'froth', 'not responding', 'hosh nahi', 'होश नहीं', 'akad', 'अकड़']], window: 8 },

  // Poisoning and overdose.
  {
    category: 'poisoning',
    all: [POISON_WORDS],
    unless: [
      { phrases: ['food poisoning', 'food poison', 'food posioning', 'foodpoisoning', 'khane ka zeher', 'फूड पॉइज़निंग', 'फूड पॉइजनिंग'], scope: 'overlap', reason: 'Food poisoning (diarrhoea, vomiting after bad food) is an everyday question; only its own words are cancelled, so "ate rat poison, she had food poisoning last week" still escalates.' },
      { phrases: ['poison ivy', 'blood poisoning', 'lead poisoning', 'od pe', 'od me', 'odd', 'vishay', 'vishesh', 'vishwas', 'vishal'], scope: 'overlap', reason: 'Other words and things (poison ivy, sepsis asked about generally).' },
      { phrases: ['bleach my', 'bleach hair', 'hair bleach', 'skin bleach', 'face bleach', 'bleach cream', 'kerosene lamp', 'acid reflux', 'acidity', 'acid attack'], scope: 'overlap', reason: 'Bleach as a beauty treatment and acid reflux are not poisoning (an acid attack is a burn).' },
      { phrases: ['is it poisonous', 'are they poisonous', 'is poisonous', 'poisonous to', 'poisonous for', 'safe', 'store', 'keep away from children', 'how to store', 'zehreela', 'zehrila', 'jahrila', 'wash', 'washing', 'residue', 'vegetables', 'sabzi', 'sabji', 'fruits', 'सब्जी', 'सब्ज़ी'], scope: 'clause', reason: 'Asking whether something is poisonous, or how to store poisons safely, is prevention.' },
    ],
  },
  { category: 'poisoning', all: [SWALLOWED, MANY_WORDS, PILLS], window: 5, unless: [{ phrases: ['prescribed', 'doctor gave', 'doctor ne', 'daily', 'every day', 'roz', 'rozana', 'har din', 'course', 'din tak', 'days course', 'रोज़', 'रोज', 'रोजाना', 'can i', 'should i', 'is it safe', 'safe to', 'before donating', 'before donation', ...DONATION], scope: 'clause', reason: 'A prescribed course ("20 tablets, one a day"), a question about taking one\'s usual medicines, or about donating while on them, is not an overdose.' }] },
  { category: 'poisoning', all: [SUBSTANCES, SWALLOWED], window: 4, unless: [{ phrases: ['clean', 'cleaning', 'safai', 'pocha', 'wash', 'spray', 'smell', 'hair', 'skin', 'face', 'bleach my', 'uric acid', 'folic acid', 'acidity', 'amino acid', 'hit hua', 'hit ho'], scope: 'clause', reason: 'Cleaning with these, bleaching hair or skin, and the acids of the body or of food are everyday.' }] },
  { category: 'poisoning', all: [['sleeping pills', 'sleeping tablets', 'neend ki goli', 'neend ki goliyan', 'neend ki dawa', 'नींद की गोली', 'नींद की गोलियां', 'नींद की गोलियाँ'], ['too many', 'lots', 'all', 'whole', 'extra', 'many', 'bahut', 'saari', 'sari', 'poori', 'puri', 'zyada', 'jyada', 'jada', 'बहुत', 'सारी', 'पूरी', 'ज़्यादा', 'ज्यादा', MANY]], window: 5 },
  { category: 'poisoning', all: [CHILD, ['swallowed', 'drank', 'ate', 'pee liya', 'pi liya', 'pi gaya', 'pi gayi', 'kha liya', 'kha li', 'nigal', 'निगल', 'पी लिया', 'पी गया', 'खा लिया', 'खा ली'], ['pills', 'tablets', 'medicine', 'syrup', 'cough syrup', 'button battery', 'battery', 'coin', 'magnet', 'kerosene', 'phenyl', 'bleach', 'cleaner', 'detergent', 'goli', 'goliyan', 'dawai', 'dawa', 'tel', 'battery', 'गोली', 'गोलियां', 'दवा', 'दवाई', 'बैटरी', 'केरोसिन', 'फिनाइल']], window: 6 },

  // Snake and scorpion bites.
  { category: 'snake-bite', all: [SNAKE, BITE], window: 4, unless: [{ phrases: ['snake plant', 'how to prevent', 'prevent', 'avoid', 'protect', 'bachav', 'bachaav', 'bachne', 'बचाव', 'बचें', 'dream', 'sapna', 'sapne', 'सपने', 'movie', 'video'], scope: 'clause', reason: 'Preventing bites, dreams about snakes and snake plants are everyday.' }] },

  // Severe allergic reaction (anaphylaxis).
  { category: 'allergy', all: [['anaphylaxis', 'anaphylactic', 'anaphylactic shock', 'anafylaxis', 'epipen', 'epi pen', 'एनाफिलेक्सिस']] },
  { category: 'allergy', all: [THROAT, ['closing', 'closing up', 'tight', 'tightening', 'swelling shut', 'band ho raha', 'band ho rha', 'band ho rahi', 'band ho gaya', 'sikud', 'सिकुड़', 'बंद हो रहा', 'बंद हो गया']], window: 3 },
  { category: 'allergy', all: [ALLERGY_PARTS, SWELL], window: 4, unless: [{ phrases: ['tonsil', 'tonsils', 'glands', 'gland', 'lymph', 'sore throat', 'throat infection', 'cold', 'cough', 'khansi', 'jukam', 'zukam', 'kharash', 'infection', 'gale me dard', 'gala kharab', 'gala baith', 'awaaz', 'voice', 'टॉन्सिल', 'खराश', 'जुकाम', 'खांसी', 'mouth ulcer', 'ulcer', 'chhale', 'chale', 'छाले', 'nose blocked', 'nose is blocked', 'naak band'], scope: 'clause', reason: 'A swollen throat with a cold or tonsillitis, ulcers in the mouth and a blocked nose are everyday; swelling after a food, a sting or a medicine is caught by the trigger rule, which has no exception.' }] },
  { category: 'allergy', all: [[...ALLERGY_PARTS, ...THROAT, ...FACE_EYES], SWELL, TRIGGER], window: 8 },
  { category: 'allergy', all: [ALLERGY, ALLERGY_BAD], window: 6, unless: [{ phrases: ['skin allergy', 'dust allergy', 'seasonal allergy', 'allergy test', 'allergy medicine', 'mild', 'runny nose', 'sneezing', 'cheenk', 'chheenk', 'itchy eyes', 'naak beh', 'dhool', 'dust'], scope: 'clause', reason: 'Hay fever and mild skin allergies are everyday; a reaction with swelling of the throat or trouble breathing is caught by the other allergy and breathing rules.' }] },
  { category: 'allergy', all: [['bee', 'wasp', 'hornet', 'sting', 'stung', 'dank', 'makhi', 'madhumakhi', 'tatayya', 'tataiya', 'मधुमक्खी', 'ततैया', 'डंक'], ['all over', 'whole body', 'dizzy', 'faint', 'fainted', 'breathing', 'breathe', 'breath', 'throat', 'face', 'lips', 'tongue', 'pura sharir', 'poore sharir', 'puri body', 'chakkar', 'saans', 'gala', 'chehra', 'पूरे शरीर', 'चक्कर', 'सांस', 'गला', 'चेहरा']], window: 8 },
  { category: 'allergy', all: [['hives', 'rash', 'pitti', 'pitt', 'chakte', 'chakatte', 'lal daane', 'daane', 'चकत्ते', 'पित्ती'], [...BREATH, 'breathing', 'throat', 'gala', 'gale', 'गला', 'सांस']], window: 6, unless: [{ phrases: ['bad breath', 'breathing exercise'], scope: 'overlap', reason: 'Not breathing trouble.' }] },

  // A child with high fever and a stiff neck, confusion, drowsiness, fits or a rash that does not fade; a newborn with fever.
  { category: 'child-fever', all: [FEVER, FEVER_DANGER], window: 10 },
  { category: 'child-fever', all: [CHILD, FEVER, CHILD_FEVER_DANGER], window: 12, unless: [{ phrases: ['after vaccine', 'after vaccination', 'vaccine ke baad', 'tika', 'teeka', 'टीके', 'टीका'], scope: 'clause', reason: 'A sleepy, mildly feverish baby after a vaccination is an everyday question.' }] },
  { category: 'child-fever', all: [NECK, STIFF, FEVER], window: 10 },
  { category: 'child-fever', all: [['newborn', 'new born', 'navjaat', 'नवजात', '1 month old', '2 month old', '1 months old', '2 months old', 'one month old', 'two month old', 'one months old', 'two months old', 'days old', '1 month baby', '2 month baby', '1 mahine', '2 mahine', 'ek mahine', 'do mahine', 'एक महीने', 'दो महीने', 'few weeks old', 'week old', 'weeks old', 'hafte ka', 'हफ्ते का'], FEVER], window: 6 },
  { category: 'child-fever', all: [CHILD, FEVER, ['rash', 'spots', 'daane', 'dane', 'चकत्ते', 'दाने'], ['not fading', 'doesnt fade', 'dont fade', 'wont fade', 'purple', 'glass test', 'press', 'dabane', 'baingani', 'jamuni', 'बैंगनी', 'जामुनी']], window: 12 },

  // Pregnancy: bleeding, severe pain, fits, the baby not moving, waters breaking early.
  { category: 'pregnancy', all: [PREGNANT, PREG_BLEED], window: 8, unless: [{ phrases: [...DONATION, 'blood test', 'blood group', 'blood sugar', 'blood pressure', 'bp', 'blood report', 'haemoglobin', 'hemoglobin', 'hb', 'iron', 'khoon ki kami', 'blood ki kami', 'खून की कमी', 'खून की जांच', 'test', 'diet', 'pani peena', 'pani piye', 'paani pina', 'paani peena', 'water intake', 'drink water', 'drinking water', 'पानी पीना', 'पानी पिएं'], scope: 'clause', reason: 'Blood tests, anaemia, diet, drinking water and donating blood around pregnancy are everyday questions; bleeding is caught in its own clause.' }] },
  { category: 'pregnancy', all: [PREGNANT, SEVERE, PREG_PAIN], window: 8, unless: [{ phrases: ['back', 'kamar', 'leg', 'legs', 'pair', 'pairon', 'joints', 'knee', 'ghutne', 'tooth', 'daant', 'कमर', 'पैर', 'पैरों', 'घुटने', 'दांत', 'heartburn', 'acidity', 'gas'], scope: 'clause', reason: 'Back, leg and tooth aches and heartburn of pregnancy are everyday questions; pain in the belly is the danger sign.' }] },
  { category: 'pregnancy', all: [PREGNANT, PREG_DANGER], window: 10 },
  { category: 'pregnancy', all: [['ectopic', 'miscarriage', 'miscarrying', 'abortion ho raha', 'garbhpat', 'bachcha gir', 'baccha gir', 'bacha gir', 'गर्भपात', 'बच्चा गिर'], [...PREG_BLEED, ...PREG_PAIN, 'happening', 'ho raha', 'ho rha', 'हो रहा', 'think', 'lagta']], window: 8, unless: [{ phrases: ['after miscarriage', 'miscarriage ke baad', 'last year', 'years ago', 'saal pehle', 'risk', 'donate', 'prevent', 'गर्भपात के बाद'], scope: 'clause', reason: 'Questions about a past miscarriage or donating after one are everyday.' }] },
  { category: 'pregnancy', all: [['labour pain', 'labor pain', 'labour pains', 'labor pains', 'contractions', 'dard shuru', 'prasav pida', 'prasav peeda', 'प्रसव पीड़ा', 'waters broke', 'water broke', 'paani ki thaili', 'पानी की थैली'], [...SEVERE, 'early', 'weeks', 'months', 'mahine', 'hafte', 'महीने', 'premature', 'pehle']], window: 8, unless: [{ phrases: ['breathing', 'exercises', 'how long', 'kitni der', 'kaise pata'], scope: 'clause', reason: 'Questions about labour in general.' }] },

  // Burns: large or deep, of the face, hands or a child, from fire, chemicals or electricity.
  { category: 'burns', all: [BURN, BURN_BAD], window: 6, unless: [MINOR, { phrases: ['burn calories', 'burn fat', 'burning calories', 'burning fat', 'fat burn', 'calorie burn', 'calories burn', 'sunburn', 'heartburn', 'burning sensation', 'burning feet', 'burning eyes', 'eyes burning', 'burning urine', 'burning urination', 'burning while', 'jalan', 'jalan ho', 'जलन', 'acid reflux', 'acidity', 'razor burn', 'burnout', 'burnt out', 'burned out', 'khana jal', 'roti jal', 'doodh jal', 'dal jal', 'food burnt', 'burnt food', 'burnt the', 'khaana jal'], scope: 'overlap', reason: 'Burning calories, sunburn, heartburn, a burning feeling, burnt food and burnout are not burns.' }, { phrases: ['fire safety', 'fire extinguisher', 'prevent', 'avoid', 'bachav', 'बचाव', 'safe', 'safety', 'cream for', 'scar', 'scars', 'mark', 'marks', 'nishan', 'daag', 'निशान', 'दाग', 'old burn', 'purana', 'last year', 'years ago'], scope: 'clause', reason: 'Prevention, scars and old burns are everyday questions.' }, { phrases: ['fat', 'belly fat', 'calories', 'calorie', 'kcal', 'weight', 'charbi', 'vajan', 'wajan', 'चर्बी', 'वजन', 'metabolism', 'in the sun', 'sun', 'dhoop', 'धूप', 'tan', 'tanning'], scope: 'clause', reason: 'Burning fat or calories, and skin burnt by the sun, are everyday.' }] },
  // A scald: something boiling or hot spilt on someone.
  { category: 'burns', all: [['boiling', 'hot', 'garam', 'garm', 'ubalta', 'ubalti', 'khaulta', 'khaulti', 'गरम', 'गर्म', 'उबलता', 'उबलती', 'खौलता', 'खौलती'], ['water', 'milk', 'oil', 'tea', 'chai', 'coffee', 'dal', 'soup', 'pani', 'paani', 'doodh', 'dudh', 'tel', 'पानी', 'दूध', 'तेल', 'चाय', 'दाल'], ['spilled', 'spilt', 'spill', 'fell', 'poured', 'splashed', 'pulled', 'onto', 'tipped', 'knocked', 'on himself', 'on herself', 'ulat', 'ulta', 'उलट', 'gir', 'gira', 'giri', 'gir gaya', 'gir gayi', 'pad gaya', 'pad gayi', 'gir gya', 'गिर', 'गिरा', 'गिरी', 'पड़ गया', 'पड़ गई']], window: 6, unless: [{ phrases: ['bath', 'nahana', 'nahane', 'shower', 'drink', 'peena', 'pina', 'pine', 'पीना', 'नहाने'], scope: 'clause', reason: 'Bathing in or drinking hot water is everyday.' }] },
  { category: 'burns', all: [['acid attack', 'tezab phenka', 'tezaab phenka', 'tezab dala', 'acid dala', 'acid phenka', 'तेजाब फेंका', 'तेज़ाब फेंका', 'electrocuted', 'electric shock', 'current laga', 'current lag gaya', 'current lagaa', 'bijli ka jhatka', 'bijli ka current', 'karant laga', 'करंट लगा', 'करंट लग', 'बिजली का झटका', 'caught fire', 'kapdon me aag', 'kapde me aag', 'कपड़ों में आग', 'aag me jal', 'आग में जल', 'cylinder blast', 'cylinder phat', 'सिलेंडर फट']], unless: [{ phrases: ['prevent', 'avoid', 'safety', 'bachav', 'बचाव', 'static', 'mild', 'halka', 'halki', 'thoda', 'हल्का', 'थोड़ा', 'thik hu', 'theek hu', 'ठीक हूं'], scope: 'clause', reason: 'Safety questions, and a mild shock after which the writer is well, are everyday.' }] },
];

// ---- The matcher -------------------------------------------------------------------------------

/** A group's phrases by the first letter of their first word: a typo keeps the first letter (fold.ts). */
type PhraseIndex = Map<string, string[][]>;

interface CompiledException {
  index: PhraseIndex;
  scope: Exception['scope'];
}

interface CompiledRule {
  id: number;
  category: RedFlagCategory;
  all: PhraseIndex[];
  window: number;
  unless: CompiledException[];
  negatable: boolean;
}

function compile(phrases: readonly string[]): PhraseIndex {
  const index: PhraseIndex = new Map();
  for (const phrase of phrases.map((text) => (text === MANY ? [MANY] : ruleWords(text)))) {
    if (phrase.length === 0) continue;
    const first = phrase[0] === MANY ? MANY : phrase[0][0];
    index.set(first, [...(index.get(first) ?? []), phrase]);
  }
  return index;
}

/**
 * Words that are words in their own right, so never taken as a typo of a rule word: every word
 * the rules and exceptions name ("injection" is not a typo of "infection"), and common words one
 * edit from a rule word.
 */
const KNOWN_WORDS = new Set([
  ...RULES.flatMap((rule) => [...rule.all.flat(), ...(rule.unless ?? []).flatMap((exception) => exception.phrases)]).flatMap(ruleWords),
  ...ruleWords('infection infections fasting cooking crooked confused fitting pointing painting paining breaded stroked spoken broken bleached brushing blessing bleeding concussion concussions bhookh bhukh bhook bhuk'),
]);

const COMPILED: readonly CompiledRule[] = RULES.map((rule, id) => ({
  id,
  category: rule.category,
  all: rule.all.map(compile),
  window: rule.window ?? 0,
  unless: (rule.unless ?? []).map((exception) => ({ index: compile(exception.phrases), scope: exception.scope })),
  negatable: rule.negatable ?? true,
}));

/** The most edits a typo of a rule word may have (isRuleTypo): a typo's length is within this of the word's. */
const MAX_TYPO_EDITS = 2;

/** Every word of the rules' phrases (exceptions match exactly), by its first letter, then by its length in characters. */
const RULE_WORDS_BY_FIRST_LETTER: ReadonlyMap<string, ReadonlyMap<number, readonly string[]>> = (() => {
  const byFirst = new Map<string, Map<number, string[]>>();
  for (const word of new Set(COMPILED.flatMap((rule) => rule.all.flatMap((index) => [...index.values()].flat(2))))) {
    const byLength = byFirst.get(word[0]) ?? new Map<number, string[]>();
    const length = Array.from(word).length;
    byLength.set(length, [...(byLength.get(length) ?? []), word]);
    byFirst.set(word[0], byLength);
  }
  return byFirst;
})();

/** Units after a number that make it a dose or a time, not a count of tablets. */
const UNITS = new Set(ruleWords('mg ml g gm gram grams mcg kg din days day hours hour hrs ghante ghanta baje am pm saal years year weeks week mahine months month percent % बजे दिन घंटे साल महीने'));

function isMany(tokens: readonly string[], at: number): boolean {
  const token = tokens[at];
  if (!/^\d+$/.test(token)) return false;
  return Number(token) >= MANY_PILLS && !UNITS.has(tokens[at + 1] ?? '');
}

/**
 * Whether a typed word is a rule word or a likely typo of it. Stricter than the knowledge base's
 * (a typo in a one-word rule raises an alarm): the first two letters must be right ("cooking" is
 * not "choking", "crooked" is not "choked"), one edit for words of five to nine letters, two from
 * ten ("unconscous"), and a four-letter word only with two letters swapped ("pian").
 */
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

function isRuleTypo(typed: string, expected: string, length = Array.from(expected).length): boolean {
  if (typed === expected) return true;
  if (KNOWN_WORDS.has(typed)) return false;
  if (length < 4 || typed[0] !== expected[0]) return false;
  if (length === 4) {
    return Array.from(typed).length === 4 && editDistance(typed, expected, 1) === 1 && [...typed].sort().join('') === [...expected].sort().join('');
  }
  // Romanised Hindi spells its vowels freely ("dora", "daura"): two vowels may differ.
  if (typed[1] !== expected[1] && !(VOWELS.has(typed[1]) && VOWELS.has(expected[1]))) return false;
  const allowed = length >= 10 ? 2 : 1;
  return editDistance(typed, expected, allowed) <= allowed;
}

/** A run of words in the message: the start and end (inclusive) word indexes. */
interface Span {
  start: number;
  end: number;
}

/**
 * Where one of the phrases occurs, word by word, typos tolerated when `typos` (rule words). An
 * exception's words must be exact: a typo there must not cancel an emergency ("stroke" is one
 * edit from the "strokes" of swimming).
 */
function occurrences(tokens: readonly string[], phrases: PhraseIndex, typos: boolean, isTypo: (typed: string, expected: string) => boolean): Span[] {
  const found: Span[] = [];
  const many = phrases.has(MANY);
  for (let start = 0; start < tokens.length; start++) {
    if (many && isMany(tokens, start)) {
      found.push({ start, end: start });
      continue;
    }
    for (const phrase of phrases.get(tokens[start][0]) ?? []) {
      if (phrase.every((word, offset) => start + offset < tokens.length && (typos ? isTypo(tokens[start + offset], word) : tokens[start + offset] === word))) {
        found.push({ start, end: start + phrase.length - 1 });
        break;
      }
    }
  }
  return found;
}

/**
 * One message's words and what has been worked out about them: the same word is compared with the
 * same rule word, and the same phrases are looked for, by many rules and for every way a rule
 * matched. Computed once each, a long or repetitive message (up to ASSISTANT_PROMPT_READ_MAX_LENGTH
 * characters, read before any limit applies) costs its distinct words, not words times rules.
 */
class MessageScan {
  private readonly typos = new Map<string, ReadonlySet<string>>();
  private readonly found = new Map<PhraseIndex, Span[]>();
  private readonly exact = new Map<PhraseIndex, Span[]>();

  constructor(readonly split: SplitMessage) {}

  private readonly isTypo = (typed: string, expected: string): boolean => typed === expected || this.ruleWordsLike(typed).has(expected);

  /** The rule words `typed` is a typo of: only those with its first letter and a length within two can be. */
  private ruleWordsLike(typed: string): ReadonlySet<string> {
    let words = this.typos.get(typed);
    if (!words) {
      const matched = new Set<string>();
      const byLength = KNOWN_WORDS.has(typed) ? undefined : RULE_WORDS_BY_FIRST_LETTER.get(typed[0]);
      if (byLength) {
        const length = Array.from(typed).length;
        for (let candidate = length - MAX_TYPO_EDITS; candidate <= length + MAX_TYPO_EDITS; candidate++) {
          for (const word of byLength.get(candidate) ?? []) if (isRuleTypo(typed, word, candidate)) matched.add(word);
        }
      }
      this.typos.set(typed, (words = matched));
    }
    return words;
  }

  /** Where the phrases occur, typos tolerated when `typos` (rule words; an exception's words must be exact). */
  occurrences(phrases: PhraseIndex, typos = true): Span[] {
    const cache = typos ? this.found : this.exact;
    let spans = cache.get(phrases);
    if (!spans) cache.set(phrases, (spans = occurrences(this.split.tokens, phrases, typos, this.isTypo)));
    return spans;
  }
}

/** One way a rule matched: the span of each of its groups. */
type Match = Span[];

const MAX_MATCHES = 200;

/** Every combination of one occurrence per group whose starts lie within `window` words. */
function matchesOf(groups: Span[][], window: number): Match[] {
  if (groups.some((group) => group.length === 0)) return [];
  const matches: Match[] = [];
  const extend = (chosen: Span[], low: number, high: number): void => {
    if (matches.length >= MAX_MATCHES) return;
    if (chosen.length === groups.length) {
      matches.push(chosen);
      return;
    }
    for (const span of groups[chosen.length]) {
      // Each group needs its own words: one word does not satisfy two groups.
      if (chosen.some((other) => span.start <= other.end && other.start <= span.end)) continue;
      const nextLow = Math.min(low, span.start);
      const nextHigh = Math.max(high, span.start);
      if (nextHigh - nextLow <= window) extend([...chosen, span], nextLow, nextHigh);
    }
  };
  extend([], Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
  return matches;
}

/** Not "never": "I have never had chest pain like this" is the emergency itself. */
const NEGATORS_BEFORE = new Set(ruleWords('no not dont doesnt didnt without nor havent hasnt hadnt arent isnt wasnt werent denies bina बिना'));
/** Words that may stand between a negation and what it negates: "not having any chest pain". */
const NEGATION_FILLERS = new Set(ruleWords('have has had having any a an the more much real really feel feeling felt get getting got experience experienced experiencing suffer suffering from serious major significant longer signs sign of history i he she they we my his her their koi bhi कोई भी'));
const NEGATORS_AFTER = new Set(ruleWords('nahi nahin nhi nai na नहीं ना नही'));
const NEGATION_FILLERS_AFTER = new Set(ruleWords('to toh bilkul koi bhi tho तो बिल्कुल बिलकुल कोई भी'));
/**
 * "X nahi" denies X only when the clause ends there or goes on with "is": "dard nahi hai", "dard
 * nahi". Followed by a verb it is the symptom: "saans nahi aa rahi", "dard nahi ja raha".
 */
const NEGATION_ENDS = new Set(ruleWords('hai he h hain hei tha thi the hota hoti hote है हैं था थी थे होता होती'));

/**
 * Whether a negation next to the match, in its clause, denies it: before any of its phrases ("no
 * chest pain", "baby not drinking milk, no fever"), or after its end ("dard nahi hai"). A
 * negation that is one of the match's own phrases is the symptom ("not breathing").
 */
function negated(split: SplitMessage, match: Match): boolean {
  const { tokens, clauseOf } = split;
  const inMatch = (i: number) => match.some((span) => i >= span.start && i <= span.end);
  for (const span of match) {
    const clause = clauseOf[span.start];
    for (let i = span.start - 1, steps = 0; i >= 0 && clauseOf[i] === clause && steps < 5 && !inMatch(i); i--, steps++) {
      if (NEGATORS_BEFORE.has(tokens[i])) return true;
      if (!NEGATION_FILLERS.has(tokens[i])) break;
    }
  }
  const end = Math.max(...match.map((span) => span.end));
  const sameClause = (i: number) => i < tokens.length && clauseOf[i] === clauseOf[end];
  let i = end + 1;
  if (sameClause(i) && NEGATION_FILLERS_AFTER.has(tokens[i])) i++;
  if (sameClause(i) && NEGATORS_AFTER.has(tokens[i])) return !sameClause(i + 1) || NEGATION_ENDS.has(tokens[i + 1]);
  return false;
}

function cancelled(scan: MessageScan, rule: CompiledRule, match: Match): boolean {
  const { split } = scan;
  const covered = match.flatMap((span) => Array.from({ length: span.end - span.start + 1 }, (_, k) => span.start + k));
  for (const exception of rule.unless) {
    for (const at of scan.occurrences(exception.index, false)) {
      if (exception.scope === 'overlap') {
        if (covered.some((i) => i >= at.start && i <= at.end)) return true;
      } else if (covered.every((i) => split.clauseOf[i] >= split.clauseOf[at.start] && split.clauseOf[i] <= split.clauseOf[at.end])) {
        // A phrase that runs over a conjunction ("seedhi chadhne par") shows the word was no
        // conjunction, and speaks for both sides.
        return true;
      }
    }
  }
  return false;
}

export interface RedFlagFinding {
  category: RedFlagCategory;
  /** The index of the rule in RULES (for tests and audits). */
  rule: number;
  /** The matched words, as folded. */
  words: string[];
}

/** Every red flag in a message: one finding per rule that matched, in the order of the rules. */
export function findRedFlags(message: string): RedFlagFinding[] {
  const split = splitMessage(message);
  const findings: RedFlagFinding[] = [];
  if (split.tokens.length === 0) return findings;
  const scan = new MessageScan(split);
  for (const rule of COMPILED) {
    const matches = matchesOf(rule.all.map((group) => scan.occurrences(group)), rule.window);
    const kept = matches.find((match) => !cancelled(scan, rule, match) && !(rule.negatable && negated(split, match)));
    if (kept) findings.push({ category: rule.category, rule: rule.id, words: kept.flatMap((span) => split.tokens.slice(span.start, span.end + 1)) });
  }
  return findings;
}

/** The emergencies a message may describe, most urgent first (self-harm first: it brings its own number); empty when none. */
export function detectRedFlags(message: string): RedFlagCategory[] {
  const found = new Set(findRedFlags(message).map((finding) => finding.category));
  return RED_FLAG_CATEGORIES.filter((category) => found.has(category)).sort((a, b) => (a === 'self-harm' ? -1 : b === 'self-harm' ? 1 : 0));
}

/** The first emergency a message may describe, or null. */
export function detectRedFlag(message: string): RedFlagCategory | null {
  return detectRedFlags(message)[0] ?? null;
}
