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

  it('moneyAskInAny looks at every text and skips empty ones', () => {
    expect(moneyAskInAny([null, 'Need O+ at AIIMS', undefined, 'send money on paytm 9876543210'])).toBe('ASKS_FOR_MONEY');
    expect(moneyAskInAny(['Need O+ at AIIMS', ''])).toBeNull();
  });
});
