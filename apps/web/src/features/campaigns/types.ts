import type { CampaignFeedFilter, RestCampaign } from '@redhope/domain';

export type FeedFilter = CampaignFeedFilter;

/** The feed's state (SPEC): null while loading, [] when there is nothing to show. */
export type FeedState = RestCampaign[] | null;
