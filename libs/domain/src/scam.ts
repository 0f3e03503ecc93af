/**
 * Requests and campaigns that ask for money are held for a moderator before they alert anyone
 * (docs/product-rules.md, "Scams held"). Blood is not for sale (DOMAIN.md): a "donor" or a
 * "requester" who asks the family for money, a UPI ID or a bank account is the scam donor networks
 * in India complain of. A false hold delays an emergency, so the patterns are narrow: a sum of
 * money alone (a blood bank's processing fee, a bill that was paid) is not held; a sum with a
 * request to send, transfer or pay it, a UPI ID, a payment app with a number, or a bank account is.
 * The corpus in scam-corpus.json holds both kinds, in English, Hindi and Hinglish (scam.spec.ts).
 */

/** Why an item was held (shown to its author, in the moderation queue). */
export const SCAM_HOLD_REASONS = ['UPI_ID', 'BANK_ACCOUNT', 'ASKS_FOR_MONEY'] as const;
export type ScamHoldReason = (typeof SCAM_HOLD_REASONS)[number];

export function isScamHoldReason(value: unknown): value is ScamHoldReason {
  return typeof value === 'string' && (SCAM_HOLD_REASONS as readonly string[]).includes(value);
}

// UPI handles (the part after @) of the apps and banks people actually share; an e-mail address
// (name@gmail.com) is not one.
const UPI_HANDLES = [
  'okaxis', 'okhdfcbank', 'okicici', 'oksbi', 'ybl', 'ibl', 'axl', 'paytm', 'pthdfc', 'ptsbi', 'ptaxis', 'ptyes', 'upi', 'apl',
  'axisbank', 'icici', 'sbi', 'hdfcbank', 'kotak', 'kmbl', 'fbl', 'federal', 'idfcbank', 'idfcfirst', 'yesbank', 'yespay', 'rbl',
  'jupiteraxis', 'freecharge', 'airtel', 'jio', 'waaxis', 'wahdfcbank', 'wasbi', 'waicici', 'barodampay', 'pnb', 'unionbank',
  'boi', 'cnrb', 'indus', 'aubank', 'dbs', 'timecosmos', 'slice', 'superyes', 'naviaxis',
];

const MONEY = String.raw`(?:rs\.?|inr|₹|rupees?|rupaye?|rupay|rupiya|money|amount|payment|advance|paise|paisa|paisay|fees?|charges?)`;
const AMOUNT = String.raw`(?:(?:rs\.?|inr|₹)\s*\d[\d,]*|\d[\d,]*\s*(?:rs\.?|inr|₹|\/-|rupees?|rupaye?|rupiya))`;
const PAY_APP = String.raw`(?:g\s?pay|google\s?pay|phone\s?pe|paytm|bhim|upi)`;
const PHONE = String.raw`(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}`;

/** Each pattern with the reason it holds for. Run on lower-cased text. */
const PATTERNS: readonly { reason: ScamHoldReason; pattern: RegExp }[] = [
  { reason: 'UPI_ID', pattern: new RegExp(String.raw`[a-z0-9._-]{2,}@(?:${UPI_HANDLES.join('|')})\b`, 'gu') },
  // IFSC: four letters, a zero, six letters or digits.
  { reason: 'BANK_ACCOUNT', pattern: /\b[a-z]{4}0[a-z0-9]{6}\b/gu },
  { reason: 'BANK_ACCOUNT', pattern: /(?:\ba\/c|\bacc(?:ount)?|\bkhata|खाता|खाते)\s*(?:no\.?|number|num|संख्या|नंबर|नं\.?)?\s*[:\-–]?\s*\d{9,18}\b/gu },
  { reason: 'BANK_ACCOUNT', pattern: /(?:\bbank\s+(?:account|a\/c)|खाते\s+में|account\s+me(?:in)?)\s+[^.!?\n।]{0,30}\b(?:send|transfer|deposit|jama|daal|dal|bhej)/gu },
  // A payment app with a number or an instruction: "GPay 98765 43210", "send on PhonePe".
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${PAY_APP}\s*(?:no\.?|number|num|id|on|pe|par|:|-)?\s*[:\-]?\s*${PHONE}`, 'gu') },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\b(?:send|transfer|pay|bhej\w*|kar\s*do|karo)\b[^.!?\n]{0,30}\b(?:on|via|through|by|pe|par|se)\s+${PAY_APP}\b`, 'gu') },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${PAY_APP}\s+(?:kar\s*do|karo|kijiye|kar\s*dijiye|करें|कर\s*दें|send|me|to)\b`, 'gu') },
  // "send/transfer/deposit Rs 2000", "pay 500 rupees", "pay me", "send money".
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\b(?:send|transfer|deposit)\b\s+(?:(?:me|us|the|some|your|this|of|a|an|total|just|only)\s+){0,2}(?:\w+\s+)?(?:${AMOUNT}|${MONEY})`, 'gu') },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\bpay\s+(?:(?:me|us|him|her|the|a|an|advance|of|only|just|donor)\s+){0,3}${AMOUNT}`, 'gu') },
  { reason: 'ASKS_FOR_MONEY', pattern: /\bpay\s+(?:me|us|him|the\s+donor|donor)\b/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${AMOUNT}\s+(?:\w+\s+){0,4}?(?:send|transfer|deposit)\s+(?:kar|karo|kare|karein|karen|kijiye|do|me|to|us|it)\b`, 'gu') },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${AMOUNT}\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:be\s+)?(?:sent|transferred|paid)\s+(?:to|on|in|first|before|in\s+advance)`, 'gu') },
  // Hinglish: "paise bhejo", "2000 rupaye bhej do", "paisa transfer karo", "advance dena hoga".
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`(?:${AMOUNT}|${MONEY})\s+(?:\w+\s+){0,3}?(?:bhej\w*|transfer|daal\w*|dal\s*do|de\s*do|dedo|dena\s+(?:hoga|padega|hai)|dijiye|jama\s+kar\w*|chahiye)`, 'gu') },
  { reason: 'ASKS_FOR_MONEY', pattern: /\b(?:kharcha|kiraya|travel\s+(?:money|expenses?|charges?|fare)|petrol\s+(?:money|charges?|ka\s+paisa))\b[^.!?\n]{0,30}\b(?:bhej\w*|de\s*do|dedo|dena|send|transfer|pay|need|needed|required|chahiye|lagega|lagenge)/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: /\bdonor\b[^.!?\n]{0,25}\b(?:charges?|fee|will\s+take|takes|wants|demands?|ko\s+dena)\s+(?:rs\.?|₹|inr|\d)/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: /\b\d{3,6}\s+(?:rs\.?\s+)?(?:bhej\s*do|bhejo|bhejiye|transfer\s+kar\w*)/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\b(?:transfer|bhej\s*do|bhejo|pay)\b[^.!?\n]{0,20}${PHONE}`, 'gu') },
  // Hindi: "पैसे भेजें", "₹2000 ट्रांसफर करें", "भुगतान करें", "राशि जमा करें".
  { reason: 'ASKS_FOR_MONEY', pattern: /(?:पैसे|पैसा|रुपये|रुपए|रुपया|रु\.?|₹\s*\d[\d,]*|राशि|रकम|शुल्क|फीस|एडवांस|किराया|खर्च[ाे]?)\s*(?:\S+\s+){0,3}?(?:भेज|ट्रांसफर|जमा\s+कर(?:ें|े|ो|िए|िये|\s+द[ेो])|डाल\s+द|दे\s+द|दें|दीजिए|दीजिये|देने\s+होंगे|देना\s+होगा|चाहिए)/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: /भुगतान\s+(?:करें|कीजिए|कीजिये|कर\s+दें|करना\s+होगा)/gu },
];

// A warning is not an ask: "do not send money to anyone", "never pay a donor", "पैसे न भेजें".
const NEGATION_BEFORE = /(?:\bdo\s*n[o']?t|\bdon't|\bnever|\bno\s+need\s+to|\bnobody|\bno\s+one|\bnot|\bmat|\bna|\bnahi|\bnahin|\bkabhi|\bbeware|नहीं|न|मत|कभी)\s+(?:\S+\s+){0,3}$/u;
const NEGATION_AFTER = /^\s*(?:\S+\s+){0,2}(?:mat|na|nahi|nahin|मत|न|नहीं)\b/u;

// "पैसे न भेजें", "paise mat bhejna": the negation sits between the money and the verb.
const NEGATION_INSIDE = /(?:^|\s)(?:mat|na|nahi|nahin|not|never|न|मत|नहीं)(?:\s|$)/u;

function isNegated(text: string, index: number, length: number): boolean {
  if (NEGATION_INSIDE.test(text.slice(index, index + length))) return true;
  const before = text.slice(Math.max(0, index - 40), index);
  const after = text.slice(index + length, index + length + 20);
  return NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after);
}

/**
 * Why this text should be held for review (it asks for money, shares a UPI ID or a bank account),
 * or null. Case, spacing and Unicode forms do not matter.
 */
export function moneyAskIn(text: string): ScamHoldReason | null {
  const normalized = text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ');
  for (const { reason, pattern } of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of normalized.matchAll(pattern)) {
      if (!isNegated(normalized, match.index ?? 0, match[0].length)) return reason;
    }
  }
  return null;
}

/** The first reason to hold any of these texts (a request's reason, a campaign's description and title). */
export function moneyAskInAny(texts: readonly (string | null | undefined)[]): ScamHoldReason | null {
  for (const text of texts) {
    const reason = text ? moneyAskIn(text) : null;
    if (reason) return reason;
  }
  return null;
}
