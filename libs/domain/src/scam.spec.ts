import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moneyAskIn, moneyAskInAny } from './scam';

const corpus = JSON.parse(readFileSync(join(__dirname, 'scam-corpus.json'), 'utf8')) as { asksForMoney: string[]; innocent: string[] };

describe('moneyAskIn (held for review before any alert)', () => {
  it('the corpus has at least 100 messages of each kind, in English, Hindi and Hinglish', () => {
    expect(corpus.asksForMoney.length).toBeGreaterThanOrEqual(100);
    expect(corpus.innocent.length).toBeGreaterThanOrEqual(100);
    for (const list of [corpus.asksForMoney, corpus.innocent]) {
      expect(list.filter((text) => /[\u0900-\u097F]/u.test(text)).length).toBeGreaterThanOrEqual(10);
      expect(list.filter((text) => /\b(?:hai|chahiye|bhej\w*|paise|karo|kar do)\b/iu.test(text)).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('holds at least 95% of the messages that ask for money', () => {
    const missed = corpus.asksForMoney.filter((text) => moneyAskIn(text) === null);
    expect(missed.length / corpus.asksForMoney.length).toBeLessThanOrEqual(0.05);
  });

  it('holds at most 2% of ordinary messages that mention money', () => {
    const held = corpus.innocent.filter((text) => moneyAskIn(text) !== null);
    expect(held.length / corpus.innocent.length).toBeLessThanOrEqual(0.02);
  });

  it('says why: a UPI ID, a bank account, or an ask for money', () => {
    expect(moneyAskIn('Rs 2000 on this UPI: help@okaxis')).toBe('UPI_ID');
    expect(moneyAskIn('A/C 123456789012 IFSC SBIN0001234')).toBe('BANK_ACCOUNT');
    expect(moneyAskIn('paisa bhejo jaldi')).toBe('ASKS_FOR_MONEY');
    expect(moneyAskIn('कृपया पैसे भेजें')).toBe('ASKS_FOR_MONEY');
    expect(moneyAskIn('SEND  RS 500 NOW')).toBe('ASKS_FOR_MONEY');
  });

  it('does not take an e-mail address for a UPI ID, a fee for an ask, or a warning for an ask', () => {
    expect(moneyAskIn('Write to anita@gmail.com')).toBeNull();
    expect(moneyAskIn('Processing fee Rs 1550 at the blood bank')).toBeNull();
    expect(moneyAskIn('Do not send money to anyone who calls')).toBeNull();
    expect(moneyAskIn('पैसे न भेजें')).toBeNull();
  });

  it('holds payment for blood: selling it, a price per unit from a donor, paying the donor, a sum "on this UPI" (issue 25)', () => {
    for (const text of [
      'Donor available for B+, Rs 3000 per unit',
      'Will give Rs 5000 to the donor after donation',
      'Donor milega, 2000 rupaye lagenge',
      'खून के लिए 2000 रुपये देंगे',
      'Selling O- blood, call me',
      'Rs 2000 on this UPI',
      'Khoon bechna hai? A+ donor ready hai',
      'मैं खून बेचता हूँ',
    ]) {
      expect([text, moneyAskIn(text)]).toEqual([text, 'ASKS_FOR_MONEY']);
    }
  });

  it('does not hold a blood bank\'s charge per unit, a warning against selling blood, or a sum paid to the blood bank', () => {
    for (const text of [
      'Blood bank charges Rs 1450 per unit',
      'Blood bank mein 1550 rupaye lagenge processing ke, donor chahiye',
      'ब्लड बैंक को प्रोसेसिंग शुल्क के 1550 रुपये देंगे, डोनर चाहिए',
      'हमने ब्लड बैंक को 1550 रुपये दे दिए हैं, डोनर चाहिए',
      'Report anyone selling blood to the police',
      'खून बेचना अपराध है, कृपया स्वैच्छिक रक्तदान करें',
      'We bought blood from the blood bank, now need replacement donors',
      'Buy blood pressure medicine from the pharmacy near gate 2',
      'Hospital bill was Rs 40000, paid in full, donor needed for surgery',
    ]) {
      expect([text, moneyAskIn(text)]).toEqual([text, null]);
    }
  });

  it('reads a Hindi negation only as a whole word (the न that ends खून is not one)', () => {
    expect(moneyAskIn('खून के लिए 1500 रुपये भेजें')).toBe('ASKS_FOR_MONEY');
    expect(moneyAskIn('खून के लिए किसी को पैसे न भेजें')).toBeNull();
  });

  it('moneyAskInAny looks at every text and skips empty ones', () => {
    expect(moneyAskInAny([null, 'Need O+ at AIIMS', undefined, 'send money on paytm 9876543210'])).toBe('ASKS_FOR_MONEY');
    expect(moneyAskInAny(['Need O+ at AIIMS', ''])).toBeNull();
  });

  // Crafted text (runs of digits, "1,", "1₹") took seconds before: `npm run bench -- text` prints the cost.
  it('still reads a sum written inside a longer number or after a comma', () => {
    expect(moneyAskIn('pay 1,00,000 rupees')).toBe('ASKS_FOR_MONEY');
    expect(moneyAskIn('fee,500 rupees bhejo')).toBe('ASKS_FOR_MONEY');
    expect(moneyAskIn('xyz.abc@ybl')).toBe('UPI_ID');
  });
});
