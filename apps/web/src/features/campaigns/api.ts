import { api } from '../../lib/rest';
import type { RestCampaign } from '@redhope/domain';
import type { FeedFilter } from './types';

/** GET /campaign/campaign-feed: upcoming camps, soonest first (REST: the home page loads no GraphQL). */
export function fetchCampaignFeed(filter: FeedFilter, pincode: string | null, signal?: AbortSignal): Promise<RestCampaign[]> {
  return api.get<RestCampaign[]>('/campaign/campaign-feed', { query: { filter, pincode: filter === 'pincode' ? pincode : undefined }, signal });
}

/** GET /campaign/user-campaigns: the signed-in user's own camps. */
export function fetchMyCampaigns(signal?: AbortSignal): Promise<RestCampaign[]> {
  return api.get<RestCampaign[]>('/campaign/user-campaigns', { signal });
}

/** POST /campaign/create-campaign, multipart (the fields and the `leaflet` file); answers the new id. A retry with the same key returns the first campaign. */
export function createCampaign(form: FormData, idempotencyKey: string): Promise<{ id: string }> {
  return api.post<{ id: string }>('/campaign/create-campaign', form, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The WebP stored beside a JPEG variant (`<uuid>-card.jpg` and `<uuid>-card.webp`). */
export function webpOf(jpegUrl: string): string | null {
  return /\.jpe?g$/i.test(jpegUrl) ? jpegUrl.replace(/\.jpe?g$/i, '.webp') : null;
}
