/**
 * Requests and campaigns that ask for money are held for a moderator before they alert anyone
 * (docs/product-rules.md, "Scams held"). Blood is not for sale (DOMAIN.md): a "donor" or a
 * "requester" who asks the family for money, a UPI ID or a bank account is the scam donor networks
 * in India complain of. A false hold delays an emergency, so the patterns are narrow: a sum of
 * money alone (a blood bank's processing fee, a bill that was paid) is not held; a sum with a
 * request to send, transfer or pay it, a UPI ID, a payment app with a number, or a bank account is.
 * So is payment for blood (issue 25): selling or buying blood ("selling O- blood", "khoon bechna
 * hai", "खून बेचता हूँ"), a price per unit where a donor or blood is on offer ("donor available,
 * Rs 3000 per unit"), paying the donor ("will give Rs 5000 to the donor", "donor ko 3000 rupaye
 * denge", "खून के लिए 2000 रुपये देंगे"), "N rupaye lagenge" where a donor or blood is spoken of,
 * and a sum "on this UPI" or "UPI pe bhejo". Those hold only when the sentence is not about a blood
 * bank's charge, a fee or a bill ("Blood bank charges Rs 1450 per unit" is not held), nor a warning
 * that selling blood is a crime ("report anyone selling blood"). The corpus in scam-corpus.json
 * holds both kinds, in English, Hindi and Hinglish (scam.spec.ts).
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
// A number is tried from its first digit only (not after a digit, nor after a digit and a comma):
// tried from every digit of a long run of digits, each try scanning to the run's end, a 2,000-digit
// description cost 300 ms. Where a match starts inside a number, one starts at its first digit too.
const AMOUNT = String.raw`(?:(?:rs\.?|inr|₹)\s*\d(?:[\d,]*\d)?|(?<!\d|\d,)\d(?:[\d,]*\d)?\s*(?:rs\.?|inr|₹|\/-|rupees?|rupaye?|rupiya))`;
const PAY_APP = String.raw`(?:g\s?pay|google\s?pay|phone\s?pe|paytm|bhim|upi)`;
const PHONE = String.raw`(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}`;

// Payment for blood (blood is not for sale): some of these hold only when the sentence speaks of a
// donor or of blood (`context`), and none when it is a blood bank's processing charge, a bill, or a
// warning that selling blood is a crime (`unless`).
const DONOR_CONTEXT = /\b(?:donors?|khoon|khun|blood|platelets?|plasma)\b|ख\u093C?ून|रक्त|ब्लड|डोनर/u;
const SELLER_CONTEXT = /\b(?:donors?|sellers?|khoon|khun|available|milega|milenge|mil\s+jayega|supply|for\s+sale)\b|ख\u093C?ून|डोनर|उपलब्ध/u;
const FEE_CONTEXT = /\b(?:blood\s*bank|blood\s*cent(?:re|er)|processing|fees?|charges?|bills?|test(?:s|ing)?|cross[\s-]?match\w*|treatment|operation|ilaj|paid(?!\s+donors?))\b|ब्लड\s*बैंक|बैंक|प्रोसेसिंग|शुल्क|फीस|बिल|इलाज|ऑपरेशन/u;
const CRIME_CONTEXT = /\b(?:illegal|crime|offen[cs]e|punishable|banned|prohibited|against\s+the\s+law|not\s+allowed|report|beware|touts?|dalal\w*|middlem[ae]n|apradh|jurm|gunah|galat|gair\s*-?\s*kanoo?ni)\b|अपराध|जुर्म|गैर\s*-?\s*कानूनी|पाप|ग\u093C?लत|सावधान/u;
// Blood bought from a blood bank (its processing charge) is not blood for sale.
const SALE_UNLESS = new RegExp(String.raw`${CRIME_CONTEXT.source}|\bblood\s*bank|\bblood\s*cent(?:re|er)|ब्लड\s*बैंक`, 'u');
// A sum: "Rs 3000", "3000 rupaye", or a bare 3 to 6 digits where the words around make it money.
const SUM = String.raw`(?:${AMOUNT}|\b\d{3,6}\b)`;

/**
 * A word skipped between the parts of a pattern is at most 40 characters (`\S{1,40}`): tried after
 * each of a thousand "₹1" in one 2,000-character word, an unbounded `\S+` scanned to the word's end
 * each time (115 ms). A longer "word" is no word of a sentence; the pattern may only miss a match.
 *
 * Each pattern with the reason it holds for. Run on lower-cased text. A pattern with `context` holds
 * only when the sentence around its match matches it too; one with `unless`, only when it does not.
 */
const PATTERNS: readonly { reason: ScamHoldReason; pattern: RegExp; context?: RegExp; unless?: RegExp }[] = [
  { reason: 'UPI_ID', pattern: new RegExp(String.raw`(?<![a-z0-9._-])[a-z0-9._-]{2,}@(?:${UPI_HANDLES.join('|')})\b`, 'gu') },
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
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${AMOUNT}\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:be\s+)?(?:sent|transferred|paid)\s+(?:to|on|in(?!\s+full)|first|before|in\s+advance)`, 'gu') },
  // Hinglish: "paise bhejo", "2000 rupaye bhej do", "paisa transfer karo", "advance dena hoga".
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`(?:${AMOUNT}|${MONEY})\s+(?:\w+\s+){0,3}?(?:bhej\w*|transfer|daal\w*|dal\s*do|de\s*do|dedo|dena\s+(?:hoga|padega|hai)|dijiye|jama\s+kar\w*|chahiye)`, 'gu') },
  { reason: 'ASKS_FOR_MONEY', pattern: /\b(?:kharcha|kiraya|travel\s+(?:money|expenses?|charges?|fare)|petrol\s+(?:money|charges?|ka\s+paisa))\b[^.!?\n]{0,30}\b(?:bhej\w*|de\s*do|dedo|dena|send|transfer|pay|need|needed|required|chahiye|lagega|lagenge)/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: /\bdonor\b[^.!?\n]{0,25}\b(?:charges?|fee|will\s+take|takes|wants|demands?|ko\s+dena)\s+(?:rs\.?|₹|inr|\d)/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: /\b\d{3,6}\s+(?:rs\.?\s+)?(?:bhej\s*do|bhejo|bhejiye|transfer\s+kar\w*)/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\b(?:transfer|bhej\s*do|bhejo|pay)\b[^.!?\n]{0,20}${PHONE}`, 'gu') },
  // Hindi: "पैसे भेजें", "₹2000 ट्रांसफर करें", "भुगतान करें", "राशि जमा करें".
  { reason: 'ASKS_FOR_MONEY', pattern: /(?:पैसे|पैसा|रुपये|रुपए|रुपया|रु\.?|₹\s*\d[\d,]*|राशि|रकम|शुल्क|फीस|एडवांस|किराया|खर्च[ाे]?)\s*(?:[^\s,.!?।]{1,40}\s+){0,3}?(?:भेज|ट्रांसफर|जमा\s+कर(?:ें|े|ो|िए|िये|\s+द[ेो])|डाल\s+द|दे\s+द(?:ें|ो|ीजिए|ीजिये)|दें(?!ग)|दीजिए|दीजिये|देने\s+होंगे|देना\s+होगा|चाहिए)/gu },
  { reason: 'ASKS_FOR_MONEY', pattern: /भुगतान\s+(?:करें|कीजिए|कीजिये|कर\s+दें|करना\s+होगा)/gu },
  // Selling or buying blood: "selling O- blood", "blood for sale", "khoon bechna hai", "खून बेचता हूँ".
  { reason: 'ASKS_FOR_MONEY', pattern: /(?<!\b(?:cannot|can't|can\s+not|won't|will\s+not)\s+)\b(?:sell(?:s|ing)?|buy(?:s|ing)?|purchas(?:e|es|ing))\s+(?:\S{1,40}\s+){0,2}?(?:blood|plasma|platelets)\b(?!\s*(?:pressure|sugar|tests?|reports?))/gu, unless: SALE_UNLESS },
  { reason: 'ASKS_FOR_MONEY', pattern: /\b(?:blood|plasma|platelets|units?)\b\s+(?:\S{1,40}\s+){0,3}?(?:for|on)\s+sale\b|\bblood\s+sale\b/gu, unless: SALE_UNLESS },
  { reason: 'ASKS_FOR_MONEY', pattern: /\b(?:khoon|khun|blood|plasma|platelets?)\s+(?:\S{1,40}\s+){0,1}?(?:bech\w*|kharid\w*)/gu, unless: SALE_UNLESS },
  { reason: 'ASKS_FOR_MONEY', pattern: /(?:ख\u093C?ून|रक्त|ब्लड)\s+(?:\S{1,40}\s+){0,1}?(?:बेच|ख\u093C?रीद)/gu, unless: SALE_UNLESS },
  // A price for a unit with a donor or blood on offer: "donor available, Rs 3000 per unit" (a blood
  // bank's "Rs 1550 per unit" processing charge is not held).
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${SUM}\s*(?:\/-\s*)?(?:\/|per|a|each|ek|prati|har)\s*(?:unit|bottle|bag|pint|donation)\b`, 'gu'), context: SELLER_CONTEXT, unless: FEE_CONTEXT },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\b(?:khoon|khun)\b\s+(?:\S{1,40}\s+){0,3}?${SUM}\s*(?:\S{1,40}\s+)?(?:unit|bottle)\b`, 'gu'), unless: FEE_CONTEXT },
  // Paying the donor: "will give Rs 5000 to the donor", "₹3000 for the donor", "donors will get Rs 1000".
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${AMOUNT}\s+(?:\S{1,40}\s+){0,2}?(?:to|for)\s+(?:the\s+|each\s+|every\s+|any\s+|our\s+|your\s+)?(?:\S{1,40}\s+)?donors?\b(?!\s*(?:bank|card|registration))`, 'gu'), unless: FEE_CONTEXT },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\bdonors?\s+(?:will\s+|shall\s+|can\s+)?(?:get|gets|receive|receives|earn|earns|be\s+paid|is\s+paid|are\s+paid)\s+(?:\S{1,40}\s+){0,2}?${AMOUNT}`, 'gu'), unless: FEE_CONTEXT },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\bdonor\s+(?:ko|ke\s+liye)\s+(?:\S{1,40}\s+){0,2}?${SUM}\s*(?:\S{1,40}\s+)?(?:denge|dunga|doonga|dega|degi|de\s+denge|milenge|milega|diye\s+jayenge)\b`, 'gu'), unless: FEE_CONTEXT },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`\b(?:donate|donates|donating|give\s+blood)\s+(?:\S{1,40}\s+){0,2}?(?:for|at|in\s+exchange\s+for)\s+${AMOUNT}`, 'gu'), unless: FEE_CONTEXT },
  // "2000 rupaye lagenge", "4000 rupaye dene honge" where a donor or blood is spoken of.
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${SUM}\s*(?:\S{1,40}\s+){0,2}?(?:lagenge|lagega|lagegi|lagte\s+h\w*|lagta\s+h\w*|dene\s+(?:honge|padenge|hoga|padega)|dena\s+padega)`, 'gu'), context: DONOR_CONTEXT, unless: FEE_CONTEXT },
  // Hindi: "खून के लिए 2000 रुपये देंगे", "डोनर को 2000 रुपये दूंगा", "2000 रुपये लगेंगे".
  { reason: 'ASKS_FOR_MONEY', pattern: /(?:₹\s*\d[\d,]*|\d[\d,]*\s*(?:रुपये|रुपए|रु\.?|₹)|रुपये|रुपए|पैसे)\s*(?:\S{1,40}\s+){0,2}?(?:देंगे|दूंगा|दूँगा|देंगी|देगा|देगी|दिए\s+जाएंगे|दिये\s+जायेंगे|मिलेंगे|लगेंगे|लगेगा|देने\s+होंगे)/gu, context: DONOR_CONTEXT, unless: FEE_CONTEXT },
  // A sum "on this UPI" or "UPI pe bhejo" (a UPI ID itself is held above).
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${SUM}\s+(?:\S{1,40}\s+){0,2}?(?:on|to|in|at|via)\s+(?:this|my|our|the\s+(?:below|above|given|same)|below|above|given|same)\s+upi\b`, 'gu') },
  { reason: 'ASKS_FOR_MONEY', pattern: new RegExp(String.raw`${SUM}\s+(?:\S{1,40}\s+){0,2}?(?:is|iss|ye|yeh|is\s+wale|mere|hamare)?\s*upi\s+(?:id\s+)?(?:pe|par|me|mein)\s+(?:bhej\w*|daal\w*|dal\s*do|transfer|kar\w*)`, 'gu') },
];

// A warning is not an ask: "do not send money to anyone", "never pay a donor", "पैसे न भेजें".
// A Hindi word counts only whole (\b does not work on Devanagari): the न that ends खून is no "न".
const NEGATION_BEFORE = /(?:\bdo\s*n[o']?t|\bdon't|\bnever|\bno\s+need\s+to|\bnobody|\bno\s+one|\bnot|\bmat|\bna|\bnahi|\bnahin|\bkabhi|\bbeware|(?<!\S)(?:नहीं|न|मत|कभी))\s+(?:\S{1,40}\s+){0,3}$/u;
const NEGATION_AFTER = /^\s*(?:\S{1,40}\s+){0,2}(?:mat|na|nahi|nahin|मत|न|नहीं)(?=[\s,.!?।]|$)/u;

// "पैसे न भेजें", "paise mat bhejna": the negation sits between the money and the verb.
const NEGATION_INSIDE = /(?:^|\s)(?:mat|na|nahi|nahin|not|never|न|मत|नहीं)(?:\s|$)/u;

function isNegated(text: string, index: number, length: number): boolean {
  if (NEGATION_INSIDE.test(text.slice(index, index + length))) return true;
  const before = text.slice(Math.max(0, index - 40), index);
  const after = text.slice(index + length, index + length + 20);
  return NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after);
}

// A sentence ends at . ! ? । or | ("Rs. 500" and "No. 12" do not end one).
const SENTENCE_END = /(?<!\b(?:rs|no|dr|mr|mrs|st))[.!?।|]/u;
const SENTENCE_ENDS = new RegExp(SENTENCE_END.source, 'gu');

/** The sentence that holds text[index, index + length). */
function sentenceAround(text: string, index: number, length: number): string {
  let start = 0;
  for (const end of text.slice(0, index).matchAll(SENTENCE_ENDS)) start = (end.index ?? 0) + 1;
  const after = text.slice(index + length).search(SENTENCE_END);
  return text.slice(start, after === -1 ? text.length : index + length + after);
}

/**
 * Why this text should be held for review (it asks for money, shares a UPI ID or a bank account),
 * or null. Case, spacing and Unicode forms do not matter.
 */
export function moneyAskIn(text: string): ScamHoldReason | null {
  const normalized = text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ');
  for (const { reason, pattern, context, unless } of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of normalized.matchAll(pattern)) {
      const index = match.index ?? 0;
      if (isNegated(normalized, index, match[0].length)) continue;
      const sentence = context || unless ? sentenceAround(normalized, index, match[0].length) : '';
      if (context && !context.test(sentence)) continue;
      if (unless?.test(sentence)) continue;
      return reason;
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
