import { ASSISTANT_NAME, ASSISTANT_OFF_TOPIC_REPLY } from '@redhope/domain';
import type { KnowledgeBase, KnowledgeHit, Topic } from '../knowledge/knowledge-base';
import { words } from '../text/fold';
import { NO_PACE, paced, wordChunks, type Pace } from '../text/pacing';
import type { AssistantEngine, AssistantQuestion } from './assistant-engine';

export const NAME_REPLY = [
  `My name is **${ASSISTANT_NAME}**, Redhope's health assistant.`,
  '',
  'I can help with blood donation (who can donate, how to prepare, after-care, blood group compatibility), with using Redhope, and with common health questions. I share general guidance only: I am not a doctor and cannot diagnose or prescribe.',
].join('\n');

export const GREETING_REPLY = [
  `Hello, I'm **${ASSISTANT_NAME}**. Ask me anything about your health, blood donation or Redhope, and I will try to help you.`,
  '',
  'For example: *What are the symptoms of diabetes?* or *Who can donate blood?*',
].join('\n');

export const THANKS_REPLY = "You're welcome! Take care, and ask me again whenever you need.";

export const DONT_KNOW_REPLY = [
  "I'm sorry, I don't have reliable information about that, and I would rather not guess about your health.",
  '',
  'Please speak to a doctor, who can ask the right questions and examine you. If it feels urgent, call **112** or **108** (ambulance).',
].join('\n');

export const DISCLAIMER = "*This is general guidance, not a doctor's advice. For your own health, please consult a doctor.*";
const DONATION_NOTE = "*This is general guidance. On the day, the blood centre's doctor checks you and makes the final decision.*";

/** Words as `words()` gives them (folded, letters squeezed: "naam" is "nam"). */
const wordSet = (list: string[]): Set<string> => new Set(list.flatMap(words));

const NAME_WORDS = wordSet(['name', 'naam', 'नाम']);
const YOUR_WORDS = wordSet(['your', 'ur', 'yours', 'tumhara', 'tumhra', 'tumara', 'aapka', 'apka', 'tera', 'आपका', 'तुम्हारा', 'तेरा']);
/** Questions about Jyoti herself, answered with her introduction. */
const ABOUT_YOU = [
  'who are you',
  'who r u',
  'what can you do',
  'what do you do',
  'how can you help',
  'are you a doctor',
  'are you a bot',
  'are you human',
  'are you real',
  'tum kaun ho',
  'aap kaun ho',
  'ap kaun ho',
  'आप कौन हो',
  'तुम कौन हो',
  'introduce yourself',
].map((phrase) => words(phrase).join(' '));
const GREETINGS = wordSet(['hi', 'hii', 'hello', 'helo', 'hey', 'namaste', 'namaskar', 'नमस्ते', 'नमस्कार', 'hola', 'morning', 'evening', 'afternoon']);
const GREETING_FILLERS = wordSet(['jyoti', 'ji', 'there', 'dear', 'good', 'ज्योति', 'जी']);
const THANKS = wordSet(['thanks', 'thank', 'thx', 'ty', 'dhanyavad', 'dhanyawad', 'shukriya', 'धन्यवाद', 'शुक्रिया']);
const THANKS_FILLERS = wordSet(['you', 'so', 'much', 'very', 'a', 'lot', 'jyoti', 'ji', 'ok', 'okay', 'bahut', 'ज्योति', 'जी', 'बहुत']);

function onlyWords(tokens: string[], core: Set<string>, fillers: Set<string>): boolean {
  return tokens.length > 0 && tokens.some((t) => core.has(t)) && tokens.every((t) => core.has(t) || fillers.has(t));
}

function asksAboutJyoti(tokens: string[]): boolean {
  if (tokens.some((t) => NAME_WORDS.has(t)) && tokens.some((t) => YOUR_WORDS.has(t))) return true;
  const text = ` ${tokens.join(' ')} `;
  return ABOUT_YOU.some((phrase) => text.includes(` ${phrase} `));
}

/** Topic headings become one level smaller: the answer sits inside a chat bubble. */
function demoteHeadings(markdown: string): string {
  return markdown.replace(/^(#{1,5}) /gm, '#$1 ');
}

/**
 * The default engine: answers from the curated knowledge base, with no network. It never invents:
 * a question the base does not cover gets "I don't know, please see a doctor", and a question
 * outside health and Redhope gets the fixed off-topic reply.
 */
export class BuiltinEngine implements AssistantEngine {
  readonly name = 'built-in';

  constructor(
    private readonly knowledge: KnowledgeBase,
    private readonly pace: Pace = NO_PACE,
  ) {}

  /** The answer in word-sized chunks, paced like a model (the pause is cut short when the signal aborts). */
  async *answer(question: AssistantQuestion, signal: AbortSignal): AsyncGenerator<string> {
    yield* paced(wordChunks(this.compose(question)), this.pace, signal);
  }

  /** The whole answer as markdown (empty when an emergency notice already says all there is). */
  compose(question: AssistantQuestion): string {
    const tokens = words(question.prompt);
    if (!question.emergency) {
      if (asksAboutJyoti(tokens)) return NAME_REPLY;
      if (onlyWords(tokens, GREETINGS, GREETING_FILLERS)) return GREETING_REPLY;
      if (onlyWords(tokens, THANKS, THANKS_FILLERS)) return THANKS_REPLY;
    }
    const hits = this.knowledge.search(question.prompt);
    if (hits.length > 0) return this.fromTopics(hits);
    if (question.emergency) return '';
    return this.knowledge.isHealthRelated(question.prompt) ? DONT_KNOW_REPLY : ASSISTANT_OFF_TOPIC_REPLY;
  }

  private fromTopics([best, ...others]: KnowledgeHit[]): string {
    const parts = [`### ${best.topic.title}`, '', demoteHeadings(best.topic.body)];
    const related = others.filter((hit) => hit.score >= best.score * 0.35).slice(0, 3);
    if (related.length > 0) parts.push('', `You can also ask me about: ${related.map((hit) => `**${hit.topic.title}**`).join(', ')}.`);
    const closing = closingFor(best.topic);
    if (closing) parts.push('', '---', '', closing);
    return parts.join('\n');
  }
}

function closingFor(topic: Topic): string | undefined {
  if (topic.kind === 'health') return DISCLAIMER;
  if (topic.kind === 'donation') return DONATION_NOTE;
  return undefined;
}
