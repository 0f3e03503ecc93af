import { CAMPAIGN_CATEGORIES, type CampaignCategory } from '@redhope/domain';
import type { ParseKeys } from 'i18next';

type CategoryKey = ParseKeys<'campaigns'>;

/**
 * Each of the seven categories by its key in the campaigns namespace: the value sent and stored stays the
 * product's spelling (libs/domain), the label is read in the reader's language.
 */
const CATEGORY_KEYS: Readonly<Record<CampaignCategory, CategoryKey>> = {
  [CAMPAIGN_CATEGORIES[0]]: 'categories.general',
  [CAMPAIGN_CATEGORIES[1]]: 'categories.blood',
  [CAMPAIGN_CATEGORIES[2]]: 'categories.eye',
  [CAMPAIGN_CATEGORIES[3]]: 'categories.dental',
  [CAMPAIGN_CATEGORIES[4]]: 'categories.wellness',
  [CAMPAIGN_CATEGORIES[5]]: 'categories.maternal',
  [CAMPAIGN_CATEGORIES[6]]: 'categories.awareness',
};

export { CAMPAIGN_CATEGORIES };

/** The key of a category (campaigns namespace), or null for a value that is not one (shown as stored). */
export function categoryKey(category: string): CategoryKey | null {
  return (CATEGORY_KEYS as Record<string, CategoryKey>)[category] ?? null;
}
