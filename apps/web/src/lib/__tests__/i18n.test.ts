import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n, loadTexts } from '../i18n';

describe('applyLanguage', () => {
  it('applies a language whose texts a screen is still fetching (a route loader asked a moment before)', async () => {
    await applyLanguage('hi');
    expect(i18n.hasResourceBundle('hi', 'moderation')).toBe(false);
    const screen = loadTexts('moderation');
    // The language applied again as the screen's texts are on their way: at start, or from another tab.
    await expect(applyLanguage('hi')).resolves.toBeUndefined();
    expect(i18n.hasResourceBundle('hi', 'moderation')).toBe(true);
    await screen;
    expect(i18n.t('moderation:queue')).not.toBe('Queue');
  });

  it('switches while a screen fetches its texts: they come in the new language too', async () => {
    await applyLanguage('hi');
    await applyLanguage('en');
    expect(i18n.hasResourceBundle('hi', 'profile')).toBe(false);
    const screen = loadTexts('profile');
    await expect(applyLanguage('hi')).resolves.toBeUndefined();
    await screen;
    expect(i18n.language).toBe('hi');
    expect(i18n.hasResourceBundle('hi', 'profile')).toBe(true);
  });

  it('refuses a language whose texts cannot be fetched, and keeps the current one', async () => {
    const current = i18n.language;
    // A language with no files: as when they cannot be fetched (offline).
    await expect(applyLanguage('xx' as never)).rejects.toThrow("Texts of 'xx' unavailable");
    expect(i18n.language).toBe(current);
  });
});
