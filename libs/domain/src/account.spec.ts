import { isVisibleName, isVisibleText, normaliseName } from './account';

describe('names people can trust', () => {
  it('refuses invisible, bidirectional-control and format characters, and names without a letter', () => {
    for (const name of ['\u200b\u200b\u200b', '\u202eNIMDA troppuS', 'Asha\u2066Rao\u2069', '\u3164\u3164', 'Ravi\u00adKumar', 'A\u0000B', '\ufeffAsha', '...', '', 'Ravi\u2028Kumar']) {
      expect(isVisibleName(name)).toBe(false);
    }
  });

  it('accepts names in any script, the joiners inside Indic words included', () => {
    for (const name of ['Asha Rao', "D'Souza", 'José Márquez', 'लक्ष्मी', 'ലക്ഷ്\u200dമി', 'क्\u200cष्णा', 'Camp 2026']) {
      expect(isVisibleName(name)).toBe(true);
    }
    expect(isVisibleName('\u200dAsha')).toBe(false);
  });

  it('stores one spelling: NFC, trimmed', () => {
    expect(normaliseName('  Jose\u0301 ')).toBe('José');
  });
});

describe('isVisibleText', () => {
  it('refuses zero-width spaces, bidi controls, byte-order marks and text without a letter or digit', () => {
    for (const text of ['\u200b', 'Ruby\u202e Hall', 'a\u2066b\u2069', '\ufeffSassoon', 'x\u2060y', '\ue000 road', '---', '']) expect({ text, ok: isVisibleText(text) }).toEqual({ text, ok: false });
  });

  it('takes joiners (Indic scripts, emoji sequences), line breaks and direction marks', () => {
    for (const text of ['क्\u200cष्णा', 'ലക്ഷ്\u200dമി', 'Family 👨\u200d👩\u200d👧', 'Line one\nLine two', 'Ward 5\u200e']) expect({ text, ok: isVisibleText(text) }).toEqual({ text, ok: true });
  });
});
