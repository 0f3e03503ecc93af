import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { isTypoOf } from '../text/fold';
import { allTermsOf, termsOf, toTerm, tokenize } from '../text/terms';

/** health: the answer follows "what it may be / what helps / when to see a doctor". */
export type TopicKind = 'product' | 'donation' | 'health';

export interface Topic {
  id: string;
  title: string;
  kind: TopicKind;
  keywords: string[];
  /** Markdown under the topic's heading, its sections as `###`. */
  body: string;
  /** The topic in Hindi (knowledge/hi/), when there is one. */
  hindi?: { title: string; body: string };
}

export interface KnowledgeHit {
  topic: Topic;
  score: number;
}

export const HEALTH_SECTIONS = ['What it may be', 'What helps', 'When to see a doctor'] as const;
/** The same three sections in Hindi. */
export const HINDI_HEALTH_SECTIONS = ['यह क्या हो सकता है', 'क्या मदद करता है', 'डॉक्टर को कब दिखाएं'] as const;
/** Where the Hindi topics live, under the knowledge directory. */
export const HINDI_DIR = 'hi';
const KINDS: readonly TopicKind[] = ['product', 'donation', 'health'];

/** Where the curated markdown lives (copied next to the compiled code by the build). */
export const KNOWLEDGE_DIR = __dirname;

/**
 * Words that make a question about health even when no topic matches (then Jyoti says it does
 * not know instead of calling the question off-topic). One-word topic keywords count too.
 */
const HEALTH_WORDS = [
  'health', 'healthy', 'doctor', 'hospital', 'clinic', 'medicine', 'medicines', 'tablet', 'drug', 'disease',
  'illness', 'ill', 'sick', 'symptom', 'symptoms', 'treatment', 'cure', 'pain', 'ache', 'sore', 'swelling', 'swollen',
  'infection', 'virus', 'bacteria', 'allergy', 'rash', 'itch', 'itching', 'vomit', 'vomiting', 'nausea', 'dizzy',
  'dizziness', 'tired', 'tiredness', 'weakness', 'injury', 'wound', 'blood', 'body', 'head', 'eye', 'eyes', 'ear',
  'ears', 'nose', 'throat', 'mouth', 'tooth', 'teeth', 'gum', 'skin', 'hair', 'nail', 'neck', 'shoulder', 'arm',
  'hand', 'leg', 'knee', 'foot', 'feet', 'joint', 'joints', 'bone', 'bones', 'muscle', 'stomach', 'belly', 'liver',
  'kidney', 'lung', 'lungs', 'heart', 'brain', 'nerve', 'urine', 'stool', 'period', 'periods', 'pregnant',
  'pregnancy', 'baby', 'child', 'vaccine', 'vaccination', 'diet', 'nutrition', 'vitamin', 'calorie', 'weight',
  'cancer', 'tumour', 'tumor', 'surgery', 'operation', 'test', 'report', 'scan', 'xray', 'medical', 'mental',
  'anxiety', 'depression', 'sugar', 'cholesterol', 'hormone', 'syndrome', 'disorder', 'chronic', 'stone', 'gallbladder',
  'food', 'foods', 'eat', 'eating', 'protein', 'calories', 'egg', 'eggs', 'fruit', 'fruits', 'vegetables', 'exercise',
  'yoga', 'fitness', 'fit', 'gym', 'coffee', 'alcohol',
  'dard', 'bimari', 'bimaari', 'dawa', 'dawai', 'ilaj', 'sehat', 'tabiyat', 'bukhar', 'khansi',
  'दर्द', 'बीमारी', 'डॉक्टर', 'दवा', 'दवाई', 'इलाज', 'स्वास्थ्य', 'सेहत', 'तबीयत', 'शरीर',
];
/** Medical word endings (gastritis, fibrosis, leukaemia, carcinoma, neuropathy, neuralgia...). */
const MEDICAL_SUFFIX = /(itis|osis|aemia|emia|oma|pathy|algia|iasis|ectomy|plasty|scopy)$/;

/** A Hindi topic: its English twin's title, and its own keywords (searched for the twin). */
interface HindiTopic {
  english: string;
  title: string;
  keywords: string[];
  body: string;
}

function parseFile(file: string, text: string, sections: readonly string[] = HEALTH_SECTIONS): Topic[] {
  const lines = text.split(/\r?\n/);
  const kindLine = lines.find((line) => line.startsWith('Kind:'));
  const kind = kindLine?.slice('Kind:'.length).trim() as TopicKind | undefined;
  if (!kind || !KINDS.includes(kind)) throw new Error(`${file}: needs a "Kind: product|donation|health" line`);

  const topics: Topic[] = [];
  let current: { title: string; lines: string[] } | undefined;
  const finish = () => {
    if (!current) return;
    const body = current.lines.join('\n').trim();
    const keywordLine = body.split('\n')[0] ?? '';
    if (!keywordLine.startsWith('Keywords:')) throw new Error(`${file}: topic "${current.title}" must start with a Keywords: line`);
    const topic: Topic = {
      id: `${file}#${current.title}`,
      title: current.title,
      kind,
      keywords: keywordLine
        .slice('Keywords:'.length)
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
      body: body.slice(keywordLine.length).trim(),
    };
    if (kind === 'health') {
      const missing = sections.filter((section) => !topic.body.includes(`### ${section}`));
      if (missing.length > 0) throw new Error(`${file}: topic "${topic.title}" lacks ${missing.join(', ')}`);
    }
    topics.push(topic);
  };
  for (const line of lines) {
    if (line.startsWith('## ')) {
      finish();
      current = { title: line.slice(3).trim(), lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  finish();
  return topics;
}

/** A Hindi file: like an English one, each topic opening with "English: <the English topic's title>" before its keywords. */
function parseHindiFile(file: string, text: string): HindiTopic[] {
  // The English: line moves after the Keywords: line, where parseFile leaves it at the body's start.
  return parseFile(file, text.replace(/^(## .+)\r?\n(English: .+)\r?\n(Keywords: .+)$/gm, '$1\n$3\n$2'), HINDI_HEALTH_SECTIONS).map((topic) => {
    const [englishLine, ...rest] = topic.body.split('\n');
    if (!englishLine.startsWith('English:')) throw new Error(`${file}: topic "${topic.title}" must start with an English: line, then a Keywords: line`);
    const body = rest.join('\n').trim();
    return { english: englishLine.slice('English:'.length).trim(), title: topic.title, keywords: topic.keywords, body };
  });
}

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => entry.name)
    .sort();

/**
 * Reads every topic of the markdown files in `dir`, with its Hindi twin from `dir/hi` when there
 * is one: the twin's keywords are added to the topic's, so a Hindi question finds the topic.
 * Throws on a malformed file or a twin without its English topic: better at start-up than in a chat.
 */
export function loadTopics(dir: string = KNOWLEDGE_DIR): Topic[] {
  const topics = markdownFiles(dir).flatMap((name) => parseFile(name, readFileSync(join(dir, name), 'utf8')));
  const hindiDir = join(dir, HINDI_DIR);
  if (!existsSync(hindiDir)) return topics;
  const byTitle = new Map(topics.map((topic) => [topic.title, topic]));
  for (const name of markdownFiles(hindiDir)) {
    for (const twin of parseHindiFile(`${HINDI_DIR}/${name}`, readFileSync(join(hindiDir, name), 'utf8'))) {
      const topic = byTitle.get(twin.english);
      if (!topic) throw new Error(`${HINDI_DIR}/${name}: topic "${twin.title}" names no English topic "${twin.english}"`);
      if (topic.hindi) throw new Error(`${HINDI_DIR}/${name}: "${twin.english}" has two Hindi topics`);
      topic.hindi = { title: twin.title, body: twin.body };
      topic.keywords = [...topic.keywords, twin.title, ...twin.keywords];
    }
  }
  return topics;
}

interface IndexedTopic {
  id: string;
  title: string;
  keywords: string;
  body: string;
}

const MAX_QUERY_WORDS = 48;

/**
 * Typos are looked for in the first MAX_FUZZY_WORDS words of 6 to 20 letters of a question, with at
 * most MAX_FUZZY_EDITS edits. Each costs a walk of the index's whole term tree (about 5 ms for a
 * word of 16 letters, 15 ms for 20 letters at four edits), synchronously: unbounded, 48 crafted
 * words of 16 letters (800 characters) blocked the server for 2 s per question, 60 questions an hour.
 */
const MAX_FUZZY_WORDS = 8;
const MAX_FUZZY_EDITS = 2;
const isFuzzyWord = (term: string): boolean => term.length >= 6 && term.length <= 20;

/** Whether a word of the question is a term of a keyword: the same, a form of it ("donating", "donate"), or a typo of it. */
function sameTerm(asked: string, term: string): boolean {
  if (asked === term) return true;
  if (Math.min(asked.length, term.length) >= 5 && (asked.startsWith(term) || term.startsWith(asked))) return true;
  return term.length >= 6 && isTypoOf(asked, term);
}

/** Whether the question has a given keyword term; distinct words grouped by first letter, answers remembered. */
function askedTerms(question: string): (term: string) => boolean {
  const byFirstLetter = new Map<string, string[]>();
  for (const word of new Set(allTermsOf(question))) byFirstLetter.set(word[0], [...(byFirstLetter.get(word[0]) ?? []), word]);
  const known = new Map<string, boolean>();
  return (term) => {
    let found = known.get(term);
    if (found === undefined) {
      // A form or a typo of a word keeps its first letter, so only those words can match.
      found = (byFirstLetter.get(term[0]) ?? []).some((word) => sameTerm(word, term));
      known.set(term, found);
    }
    return found;
  };
}

/**
 * The curated knowledge base with a BM25+ full-text index (MiniSearch). A topic is a hit only
 * when the question contains one of its keywords (or its title) whole: "bimari" alone does not
 * make a question about "sugar ki bimari". So a question about something the base does not cover
 * finds nothing, rather than the topic that happens to share a word.
 */
export class KnowledgeBase {
  private readonly byId = new Map<string, Topic>();
  /** Each topic's title and keywords as lists of terms. */
  private readonly phrases = new Map<string, string[][]>();
  private readonly index: MiniSearch<IndexedTopic>;
  private readonly lexicon: Set<string>;

  constructor(readonly topics: readonly Topic[]) {
    for (const topic of topics) {
      this.byId.set(topic.id, topic);
      // Whole phrases, stopwords included ("need blood" is not "blood"), but never a phrase of
      // stopwords alone, which any question would contain.
      this.phrases.set(
        topic.id,
        [topic.title, ...topic.keywords].filter((phrase) => termsOf(phrase).length > 0).map(allTermsOf),
      );
    }
    this.index = new MiniSearch<IndexedTopic>({
      fields: ['title', 'keywords', 'body'],
      tokenize,
      processTerm: toTerm,
      searchOptions: {
        boost: { title: 3, keywords: 3 },
        // Typos in longer words ("diabetis"); short words must be spelt right.
        fuzzy: (term, index, terms) => (isFuzzyWord(term) && terms.slice(0, index).filter(isFuzzyWord).length < MAX_FUZZY_WORDS ? 0.2 : false),
        maxFuzzy: MAX_FUZZY_EDITS,
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    });
    this.index.addAll(topics.map((topic) => ({ id: topic.id, title: topic.title, keywords: topic.keywords.join(', '), body: topic.hindi ? `${topic.body}\n${topic.hindi.body}` : topic.body })));
    // One-word keywords name a subject by themselves ("dengue", "password"); the words of longer
    // keywords ("phone" of "phone number") do not.
    const singleWordKeywords = [...this.phrases.values()].flat().filter((phrase) => phrase.length === 1).flat();
    this.lexicon = new Set([...HEALTH_WORDS.flatMap(allTermsOf), ...singleWordKeywords]);
  }

  static load(dir?: string): KnowledgeBase {
    return new KnowledgeBase(loadTopics(dir));
  }

  /** Topics about the question, best first. */
  search(question: string): KnowledgeHit[] {
    // Each distinct topical word once, and no more than MAX_QUERY_WORDS of them: fuzzy matching
    // costs time per word, and a long message repeats itself.
    const topical = [...new Set(tokenize(question))].filter((word) => toTerm(word) !== null).slice(0, MAX_QUERY_WORDS);
    if (topical.length === 0) return [];
    const asks = askedTerms(question);
    const hits: KnowledgeHit[] = [];
    for (const result of this.index.search(topical.join(' '))) {
      const id = String(result.id);
      const whole = (this.phrases.get(id) ?? []).filter((phrase) => phrase.every(asks));
      if (whole.length === 0) continue;
      // A question containing a longer keyword ("exercise for weight loss") is about its topic
      // more surely than one matching a shorter keyword elsewhere: the BM25 score is scaled by it.
      hits.push({ topic: this.byId.get(id) as Topic, score: result.score * (1 + Math.max(...whole.map((phrase) => phrase.length))) });
    }
    return hits.sort((a, b) => b.score - a.score);
  }

  /** Whether a question concerns health or Redhope at all (false: off-topic). */
  isHealthRelated(question: string): boolean {
    return allTermsOf(question).some((term) => this.lexicon.has(term) || MEDICAL_SUFFIX.test(term));
  }
}
