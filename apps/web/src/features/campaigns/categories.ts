import { CAMPAIGN_CATEGORIES, type CampaignCategory } from '@redhope/domain';
import type { TranslationKey } from '../../lib/i18n';

/**
 * Each of the seven categories by its catalogue key: the value sent and stored stays the
 * product's spelling (libs/domain), the label is read in the reader's language.
 */
const CATEGORY_KEYS: Readonly<Record<CampaignCategory, TranslationKey>> = {
  [CAMPAIGN_CATEGORIES[0]]: 'campaigns.categories.general',
  [CAMPAIGN_CATEGORIES[1]]: 'campaigns.categories.blood',
  [CAMPAIGN_CATEGORIES[2]]: 'campaigns.categories.eye',
  [CAMPAIGN_CATEGORIES[3]]: 'campaigns.categories.dental',
  [CAMPAIGN_CATEGORIES[4]]: 'campaigns.categories.wellness',
  [CAMPAIGN_CATEGORIES[5]]: 'campaigns.categories.maternal',
  [CAMPAIGN_CATEGORIES[6]]: 'campaigns.categories.awareness',
};

export { CAMPAIGN_CATEGORIES };

/** The catalogue key of a category, or null for a value that is not one (shown as stored). */
export function categoryKey(category: string): TranslationKey | null {
  return (CATEGORY_KEYS as Record<string, TranslationKey>)[category] ?? null;
}
