import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch, { type SearchResult } from 'minisearch';
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
}

export interface KnowledgeHit {
  topic: Topic;
  score: number;
}

export const HEALTH_SECTIONS = ['What it may be', 'What helps', 'When to see a doctor'] as const;
const KINDS: readonly TopicKind[] = ['product', 'donation', 'health'];

/** Where the curated markdown lives (copied next to the compiled code by the build). */
export const KNOWLEDGE_DIR = __dirname;

/**
 * Words that make a question about health even when no topic matches (then Jyoti says it does
 * not know instead of calling the question off-topic). Topic titles and keywords count too.
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
  'anxiety', 'depression', 'sugar', 'cholesterol', 'hormone', 'syndrome', 'disorder', 'chronic',
  'dard', 'bimari', 'bimaari', 'dawa', 'dawai', 'ilaj', 'sehat', 'tabiyat', 'tabiyat', 'bukhar', 'khansi',
  'दर्द', 'बीमारी', 'डॉक्टर', 'दवा', 'दवाई', 'इलाज', 'स्वास्थ्य', 'सेहत', 'तबीयत', 'शरीर',
];
/** Medical word endings (gastritis, fibrosis, leukaemia, carcinoma, neuropathy, neuralgia...). */
const MEDICAL_SUFFIX = /(itis|osis|aemia|emia|oma|pathy|algia|iasis|ectomy|plasty|scopy)$/;

function parseFile(file: string, text: string): Topic[] {
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
      const missing = HEALTH_SECTIONS.filter((section) => !topic.body.includes(`### ${section}`));
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

/** Reads every topic of the markdown files in `dir`. Throws on a malformed file: better at start-up than in a chat. */
export function loadTopics(dir: string = KNOWLEDGE_DIR): Topic[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => parseFile(name, readFileSync(join(dir, name), 'utf8')));
}

interface IndexedTopic {
  id: string;
  title: string;
  keywords: string;
  body: string;
}

/** Fields where a match says what the topic is about (a match in the body alone does not). */
const TOPIC_FIELDS = ['title', 'keywords'];

/**
 * The curated knowledge base with a BM25+ full-text index (MiniSearch). A topic is a hit only
 * when the question shares a word with its title or keywords, so a question about something the
 * base does not cover finds nothing rather than the topic that happens to use the same words.
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
      this.phrases.set(
        topic.id,
        [topic.title, ...topic.keywords].map(termsOf).filter((phrase) => phrase.length > 0),
      );
    }
    this.index = new MiniSearch<IndexedTopic>({
      fields: ['title', 'keywords', 'body'],
      tokenize,
      processTerm: toTerm,
      searchOptions: {
        boost: { title: 3, keywords: 3 },
        // Typos in longer words ("diabetis"); short words must be spelt right.
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    });
    this.index.addAll(topics.map((topic) => ({ id: topic.id, title: topic.title, keywords: topic.keywords.join(', '), body: topic.body })));
    this.lexicon = new Set([...HEALTH_WORDS.flatMap(allTermsOf), ...topics.flatMap((topic) => [topic.title, ...topic.keywords]).flatMap(termsOf)]);
  }

  static load(dir?: string): KnowledgeBase {
    return new KnowledgeBase(loadTopics(dir));
  }

  /** Topics about the question, best first. */
  search(question: string): KnowledgeHit[] {
    const asked = termsOf(question);
    if (asked.length === 0) return [];
    const words = new Set(asked);
    return this.index
      .search(question)
      .filter((result) => this.isAbout(result, asked))
      .map((result) => {
        const id = String(result.id);
        // A question containing a whole keyword ("weight loss", "बुखार") is about that topic more
        // surely than one sharing a word of a longer keyword ("मियादी बुखार"): scale by the longest.
        const whole = Math.max(0, ...(this.phrases.get(id) ?? []).filter((phrase) => phrase.every((term) => words.has(term))).map((phrase) => phrase.length));
        return { topic: this.byId.get(id) as Topic, score: result.score * (1 + whole) };
      })
      .sort((a, b) => b.score - a.score);
  }

  /** Whether a question concerns health or Redhope at all (false: off-topic). */
  isHealthRelated(question: string): boolean {
    return allTermsOf(question).some((term) => this.lexicon.has(term) || MEDICAL_SUFFIX.test(term));
  }

  private isAbout(result: SearchResult, asked: readonly string[]): boolean {
    return Object.entries(result.match).some(
      ([term, fields]) =>
        fields.some((field) => TOPIC_FIELDS.includes(field)) &&
        asked.some((word) => word === term || (word.length >= 5 && term.startsWith(word)) || (word.length >= 6 && isTypoOf(word, term))),
    );
  }
}
