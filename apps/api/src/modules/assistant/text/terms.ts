import { foldText, squeeze } from './fold';

/**
 * Words that say nothing about the topic of a question: function words in English, Hinglish and
 * Hindi, and question words that every health question shares ("symptoms", "treatment"). They are
 * left out of the search, so a question matches a topic only through words about that topic.
 */
const STOPWORDS = new Set(
  [
    // English
    'a', 'about', 'again', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'being', 'best', 'better', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'doing', 'done', 'for', 'from', 'get',
    'getting', 'give', 'go', 'good', 'got', 'had', 'has', 'have', 'having', 'he', 'her', 'him', 'his', 'how', 'i', 'if',
    'im', 'in', 'into', 'is', 'it', 'its', 'ive', 'just', 'know', 'let', 'like', 'me', 'more', 'most', 'much', 'my',
    'need', 'no', 'not', 'now', 'of', 'off', 'on', 'or', 'our', 'out', 'please', 'right', 'say', 'she', 'should', 'so',
    'some', 'tell', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'thing', 'things',
    'this', 'those', 'to', 'too', 'up', 'us', 'very', 'want', 'was', 'way', 'ways', 'we', 'were', 'what', 'whats',
    'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with', 'would', 'you', 'your', 'yours',
    // Question words every health question shares
    'advice', 'cause', 'causes', 'cure', 'cures', 'disease', 'diseases', 'doctor', 'feel', 'feeling', 'health',
    'healthy', 'help', 'helps', 'home', 'issue', 'issues', 'manage', 'managing', 'medicine', 'medicines', 'problem',
    'problems', 'remedies', 'remedy', 'sign', 'signs', 'symptom', 'symptoms', 'tip', 'tips', 'treat', 'treatment',
    'treatments', 'improve', 'improving', 'reduce', 'avoid', 'prevent', 'prevention', 'normal', 'common',
    // Hinglish
    'aap', 'apna', 'apni', 'hai', 'hain', 'ho', 'hota', 'hoti', 'hote', 'ka', 'kaise', 'kare', 'karein', 'karen',
    'karna', 'karu', 'ke', 'ki', 'ko', 'kya', 'kyu', 'kyun', 'liye', 'main', 'me', 'mein', 'mera', 'meri', 'mere',
    'mujhe', 'raha', 'rahi', 'rahe', 'se', 'aur', 'bhi', 'ilaj', 'upay', 'lakshan',
    // Hindi
    'और', 'का', 'की', 'के', 'को', 'क्या', 'कैसे', 'है', 'हैं', 'हो', 'में', 'मुझे', 'मेरा', 'मेरी', 'से', 'लिए', 'पर', 'भी',
    'इलाज', 'उपाय', 'लक्षण',
  ].map((word) => squeeze(foldText(word))),
);

/**
 * A light English stemmer, enough for plurals and -ing forms ("exercises", "sleeping"); other
 * scripts are left as they are.
 */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|shes)$/.test(word) || (word.endsWith('ches') && !word.endsWith('aches'))) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** Any word as a term: folded, stemmed, then squeezed (stemming first sees "stress", not "stres"). */
function normalizeWord(word: string): string {
  return squeeze(stem(foldText(word)));
}

/** A search term, or null for a stopword. */
export function toTerm(word: string): string | null {
  return STOPWORDS.has(squeeze(foldText(word))) ? null : normalizeWord(word);
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text as the search index sees them (before stopwords are dropped). */
export function tokenize(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/** The search terms of a text, stopwords dropped. */
export function termsOf(text: string): string[] {
  return tokenize(text)
    .map(toTerm)
    .filter((term): term is string => term !== null);
}

/** Every word of a text as a term, stopwords included (for deciding whether a question is about health). */
export function allTermsOf(text: string): string[] {
  return tokenize(text).map(normalizeWord);
}
