import sharp from 'sharp';
import { fromRoot } from '../../config/paths';
import { CARD_HEIGHT, CARD_WIDTH, closedRequestCard, drawText, openRequestCard, registerFonts, textOverlay } from './preview-card';

const pixels = async (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });

describe('share preview cards', () => {
  beforeAll(async () => {
    await registerFonts(fromRoot('apps/api/data/fonts'));
  });

  it.each([
    ['Devanagari', 'रक्त चाहिए, लोक नायक अस्पताल'],
    ['Latin', 'Blood needed at Lok Nayak Hospital'],
  ])('draws %s with the shipped font, not with whatever the machine falls back to', async (_script, text) => {
    const line = { x: 0, top: 0, size: 40, width: 2000 };
    const shipped = await pixels((await drawText(text, line)).data);
    // A family no machine has: Pango falls back to its default font (or to boxes for a script the
    // machine has no font for). Were the shipped fonts not registered, both would be that fallback.
    const fallback = await pixels(await sharp({ text: { text, font: 'Redhope No Such Family 40px', dpi: 72, rgba: true, wrap: 'none' } }).png().toBuffer());
    expect(shipped.info.width).toBeGreaterThan(100);
    expect(shipped.info.width === fallback.info.width && shipped.data.equals(fallback.data)).toBe(false);
  });

  it('draws every card at 1200x630, a hostile name and hospital included, and each name shows', async () => {
    const request = { bloodGroup: 'B+', need: 'B+ red cells · 2 units', date: '27/11/2026', hospital: 'City <b>Hospital</b> & "Care"', place: 'Pune, Maharashtra', applicant: `Ravi"><script>alert('x')</script>` };
    for (const card of [await openRequestCard(request, 'en'), await openRequestCard({ ...request, hospital: null }, 'hi'), await closedRequestCard('en')]) {
      const { width, height, format } = await sharp(card).metadata();
      expect({ width, height, format }).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT, format: 'png' });
    }
    const english = await openRequestCard(request, 'en');
    const other = await openRequestCard({ ...request, applicant: 'Someone else' }, 'en');
    expect(english.equals(other)).toBe(false);
  });

  it('cuts a line too long for the card, with an ellipsis, instead of running off it', async () => {
    const text = 'लोक नायक अस्पताल '.repeat(10);
    const line = { text, x: 0, top: 0, size: 40, width: 300 };
    expect((await drawText(text, line)).width).toBeGreaterThan(300);
    const cut = await textOverlay(line);
    const { width } = await sharp(cut.input as Buffer).metadata();
    expect(width).toBeLessThanOrEqual(300);
    expect(width).toBeGreaterThan(150);
  });
});
