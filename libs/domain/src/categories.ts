/** The seven campaign categories, spelt as the product spells them ("Genereal" included). */
export const CAMPAIGN_CATEGORIES = [
  'Genereal health camp',
  'Blood donation camp',
  'Eye check up camp',
  'Dental check up camp',
  'Alternative Medicine & Wellness Camps',
  'Child & Maternal Health Camps',
  'Health Education & Awareness Camps',
] as const;

export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

/** Room for a category's name where it is stored (the longest is 37 characters). */
export const CAMPAIGN_CATEGORY_MAX_LENGTH = 60;

export function isCampaignCategory(value: unknown): value is CampaignCategory {
  return typeof value === 'string' && (CAMPAIGN_CATEGORIES as readonly string[]).includes(value);
}
