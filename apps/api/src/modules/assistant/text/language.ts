import { words } from './fold';

/** The languages Jyoti answers in. */
export type AnswerLanguage = 'en' | 'hi';

export const ANSWER_LANGUAGES: readonly AnswerLanguage[] = ['en', 'hi'];

/** Hindi function words typed in Latin letters: a question holding two of them is Hinglish. */
const HINGLISH_MARKERS = new Set(
  words(
    'hai hain ho raha rahi rhi rha rahe mujhe mera meri mere kya nahi nhi nahin bahut bohot mein kar gaya gayi gya gyi hua hui kaise kyu kyun kyon karu karun karein chahiye chahta chahti sakta sakti sakte kitna kitne kab liye baad pehle tha thi aap tum wala wali bhi abhi',
  ),
);

/** Whether a Latin-letter message is Hindi written in Latin letters (Hinglish). */
export function isHinglish(text: string): boolean {
  return words(text).filter((word) => HINGLISH_MARKERS.has(word)).length >= 2;
}

/**
 * The language to answer in: Hindi for a question written mostly in Devanagari, English for one
 * mostly in Latin letters, except that Hinglish gets Hindi when the interface is in Hindi. The
 * interface language decides when the letters do not (numbers, emoji, an even mix).
 */
export function answerLanguage(text: string, interfaceLanguage: AnswerLanguage = 'en'): AnswerLanguage {
  const devanagari = (text.match(/[\u0900-\u097f]/g) ?? []).length;
  const latin = (text.match(/[a-z]/gi) ?? []).length;
  if (devanagari > latin) return 'hi';
  if (latin > devanagari) return interfaceLanguage === 'hi' && isHinglish(text) ? 'hi' : 'en';
  return interfaceLanguage;
}
