import { REQUEST_COMPONENTS } from './components';
import { SHARE_TEXTS, preferredShareLanguage, shareAmount, shareNeed, shareCategory, sharePlace, shareText, type ShareTextKey } from './share';

describe('share previews', () => {
  it('has every text in both languages, with the same placeholders, Hindi in Devanagari', () => {
    const keys = Object.keys(SHARE_TEXTS.en).sort();
    expect(Object.keys(SHARE_TEXTS.hi).sort()).toEqual(keys);
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of keys as ShareTextKey[]) {
      expect([key, placeholders(SHARE_TEXTS.hi[key])]).toEqual([key, placeholders(SHARE_TEXTS.en[key])]);
      // Placeholders and the product name aside, every Hindi text is written in Devanagari.
      const words = SHARE_TEXTS.hi[key].replace(/\{\{\w+\}\}|Redhope/g, '');
      if (/[A-Za-z]/.test(words.replace(/[^A-Za-z]/g, '')) || !/[\u0900-\u097F]/.test(words)) throw new Error(`Hindi text ${key} is not in Devanagari: ${SHARE_TEXTS.hi[key]}`);
    }
  });

  it('names every component in both languages', () => {
    for (const component of REQUEST_COMPONENTS) {
      expect(shareNeed('en', 'B+', component)).toContain('B+');
      expect(shareNeed('hi', 'B+', component)).toContain('B+');
    }
    expect(shareNeed('en', 'B+', 'RED_CELLS')).toBe('B+ red cells');
    expect(shareText('en', 'requestTitleHospital', { need: 'B+ red cells', date: '27/11', hospital: 'Lok Nayak Hospital', district: 'Delhi' })).toBe(
      'B+ red cells needed by 27/11 at Lok Nayak Hospital, Delhi',
    );
    expect(shareAmount('en', 1, 'PLASMA')).toBe('1 unit');
    expect(shareAmount('en', 3, 'RED_CELLS')).toBe('3 units');
    expect(shareAmount('en', 2, 'ANY_GROUP')).toBe('2 donors');
    expect(shareAmount('hi', 2, 'RED_CELLS')).toBe('2 यूनिट');
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['mr-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    ['fr-FR,de', 'en'],
    ['hi;q=0,en;q=0.1', 'en'],
    ['*', 'en'],
  ])('reads Accept-Language %p as %p', (header, language) => {
    expect(preferredShareLanguage(header)).toBe(language);
  });
});

describe('sharePlace', () => {
  it('names a district that is its own state once', () => {
    expect(sharePlace('Delhi', 'Delhi')).toBe('Delhi');
    expect(sharePlace('Pune', 'Maharashtra')).toBe('Pune, Maharashtra');
  });
});

describe('shareCategory', () => {
  it('names each of the seven categories in both languages, and anything else as stored', () => {
    expect(shareCategory('en', 'Blood donation camp')).toBe('Blood donation camp');
    expect(shareCategory('hi', 'Blood donation camp')).toBe('रक्तदान शिविर');
    expect(shareCategory('hi', 'Genereal health camp')).toBe('सामान्य स्वास्थ्य शिविर');
    expect(shareCategory('hi', 'Something else')).toBe('Something else');
  });
});
