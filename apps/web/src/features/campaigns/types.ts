import type { CampaignFeedFilter } from '@redhope/domain';

/** A campaign as the REST calls send it (docs/campaigns.md): the original API's field names. */
export interface RestCampaign {
  _id: string;
  userId: string;
  title: string;
  category: string;
  address: { addressLine: string; district: string; state: string };
  pincode: string;
  contactNo: string | null;
  /** ISO timestamp of the camp's date and time. */
  date: string;
  description: string;
  registrationLink: string | null;
  /** URL of the JPEG sized for the list (`card`); the WebP beside it has the same name. */
  leaflet: string;
  distanceKm?: number | null;
}

export type FeedFilter = CampaignFeedFilter;

/** The feed's state (SPEC): null while loading, [] when there is nothing to show. */
export type FeedState = RestCampaign[] | null;
