import { redactDoses } from './dose-guard';
import { emergencyCard, emergencyNotice } from './emergency-notice';
import { detectRedFlags, type RedFlagCategory } from './red-flags';

const LANGUAGES = ['en', 'hi'] as const;
const ALL: RedFlagCategory[] = ['chest-pain', 'breathing', 'bleeding', 'head-injury', 'fainting', 'stroke', 'self-harm', 'seizure', 'poisoning', 'snake-bite', 'allergy', 'child-fever', 'pregnancy', 'burns'];

/**
 * The first aid in an emergency answer (the card's line and the steps under the numbers): what a
 * frightened relative reads first, so it must be right for the person in trouble, whoever asks.
 */
describe('emergency first aid', () => {
  it('a collapse with chest pain, asked about someone else, says to start CPR when they are not breathing normally, never to turn them on their side then', () => {
    const categories = detectRedFlags('My father collapsed and has crushing chest pain');
    // The collapse leads: the card's one line is the breathing check.
    expect(categories).toEqual(['fainting', 'chest-pain']);
    const notice = emergencyNotice(categories, 'en');
    const card = emergencyCard(categories, 'en');
    expect(notice).toMatch(/not breathing normally.*start CPR/);
    expect(notice).toMatch(/centre of the chest/);
    // The recovery position is for someone unconscious who breathes; for someone who does not, it wastes the minutes that count.
    expect(notice).not.toMatch(/not breathing normally, turn them on their side/);
    expect(notice).not.toMatch(/raise their legs/);
    expect(card.firstAction).toMatch(/^Not breathing normally: push hard and fast on the centre of the chest \(CPR\)/);
    // Written for a helper too: nothing tells the one asking to lie down themselves as if they had the pain.
    expect(emergencyCard(['chest-pain'], 'en').firstAction).toMatch(/or help the person to/);
    expect(notice).not.toMatch(/do not drive yourself/i);
  });

  it('says the same in Hindi: CPR when breathing is not normal, the side only when it is', () => {
    const notice = emergencyNotice(['chest-pain', 'fainting'], 'hi');
    const card = emergencyCard(['fainting'], 'hi');
    expect(notice).toMatch(/सांस ठीक न चले.*सीपीआर/);
    expect(card.firstAction).toMatch(/सांस ठीक न चले.*सीपीआर.*सांस चले तो करवट/);
    expect(notice).not.toMatch(/पैर ऊपर उठाएं/);
  });

  it.each(LANGUAGES)('has a card line and steps for every emergency, none of them a dose (%s)', (language) => {
    for (const category of ALL) {
      const card = emergencyCard([category], language);
      expect(card.firstAction.length).toBeGreaterThan(20);
      const notice = emergencyNotice([category], language);
      expect(redactDoses(notice)).toBe(notice);
      expect(redactDoses(card.firstAction)).toBe(card.firstAction);
    }
  });

  it('gives 102 (free transport for pregnant women and sick infants) for a pregnancy and for a child\'s fever, after 112 and 108', () => {
    expect(emergencyCard(['child-fever'], 'en').numbers).toEqual(['112', '108', '102']);
    expect(emergencyCard(['pregnancy'], 'hi').numbers).toEqual(['112', '108', '102']);
    expect(emergencyCard(['self-harm', 'child-fever'], 'en').numbers).toEqual(['14416', '112', '108', '102']);
    expect(emergencyCard(['chest-pain'], 'en').numbers).toEqual(['112', '108']);
  });
});
