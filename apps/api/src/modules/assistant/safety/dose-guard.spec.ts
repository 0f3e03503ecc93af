import { DOSE_REPLACEMENT, guardDoses, redactDoses } from './dose-guard';

async function* from(chunks: string[]): AsyncGenerator<string> {
  yield* chunks;
}

async function guarded(chunks: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of guardDoses(from(chunks))) out.push(chunk);
  return out;
}

describe('dose guard', () => {
  it.each([
    ['Take 500 mg of paracetamol.', `Take ${DOSE_REPLACEMENT} of paracetamol.`],
    ['Give 2 tablets twice a day.', `Give ${DOSE_REPLACEMENT}.`],
    ['Use 1-2 puffs every 4 hours.', `Use ${DOSE_REPLACEMENT}.`],
    ['one tablet at night', `${DOSE_REPLACEMENT} at night`],
    ['half a tablet at bedtime', `${DOSE_REPLACEMENT} at bedtime`],
    ['10 units of insulin', `${DOSE_REPLACEMENT} of insulin`],
    ['0.5 mg per kg', `${DOSE_REPLACEMENT}`],
  ])('removes the dose in "%s"', (text, expected) => {
    expect(redactDoses(text)).toBe(expected);
  });

  it.each([
    'Weight at least 45 kg for a 350 mL donation.',
    'Haemoglobin at least 12.5 g/dL.',
    'Wait 90 days for men and 120 days for women.',
    'The patient may need 2 units of blood.',
    'Call 112 or 108, or Tele-MANAS 14416.',
    'At most Rs 1,550 for whole blood.',
    'Take the tablets the health worker gives you.',
    'Drink 8 glasses of water.',
  ])('keeps "%s" as it is', (text) => {
    expect(redactDoses(text)).toBe(text);
  });

  it('redacts a dose however the stream splits it, and changes nothing else', async () => {
    const text = 'Rest well. For pain, some take 500 mg every 6 hours.\nDrink water, about 2 litres.\nSee a doctor.';
    for (let cut = 1; cut < text.length; cut++) {
      for (const second of [cut + 1, cut + 7, cut + 19]) {
        if (second >= text.length) continue;
        const out = await guarded([text.slice(0, cut), text.slice(cut, second), text.slice(second)]);
        expect(out.join('')).toBe(redactDoses(text));
      }
    }
    expect(redactDoses(text)).toContain(DOSE_REPLACEMENT);
  });

  it('lets text without numbers through at once, up to the last whole word', async () => {
    const chunks: string[] = [];
    const source = (async function* () {
      yield 'Drink plenty of wat';
      expect(chunks).toEqual(['Drink plenty of ']);
      yield 'er and rest.';
    })();
    for await (const chunk of guardDoses(source)) chunks.push(chunk);
    expect(chunks.join('')).toBe('Drink plenty of water and rest.');
  });
});
