import { HOLD_MESSAGE_KEYS, MESSAGES, isUnderReview, takesRsvps, type RestCampaign as DomainRestCampaign } from '@redhope/domain';
import { jpegUrl, toImageModel } from '../uploads';
import type { PublicUser } from '../users';
import type { CampaignEntity } from './campaign.entity';
import type { Campaign } from './models/campaign.model';
import type { FeedItem } from './campaigns.service';

/** The REST payload keeps the original API's field names (`_id`, `userId`, `date`, `leaflet` as a URL); the client reads the same type. */
export type RestCampaign = DomainRestCampaign<Date>;

/** Pincode distances are approximate (centres of areas): a tenth of a kilometre is plenty. */
function roundKm(km: number | null): number | null {
  return km === null ? null : Math.round(km * 10) / 10;
}

/** What REST and GraphQL show alike, under the SPEC's names. */
function sharedFields(campaign: CampaignEntity) {
  return {
    title: campaign.title,
    category: campaign.category,
    address: { addressLine: campaign.addressLine, district: campaign.district, state: campaign.state },
    pincode: campaign.pincode,
    contactNo: campaign.contactNo,
    date: campaign.startsAt,
    description: campaign.description,
    registrationLink: campaign.registrationLink,
    createdAt: campaign.createdAt,
  };
}

/** Which stored size a REST list shows: cards in lists, the larger one on the campaign page. */
export type LeafletSize = 'card' | 'detail';

/** `isOwner`: the caller shared the campaign, who alone learns whether it is under review. */
export function toRestCampaign(campaign: CampaignEntity, size: LeafletSize, distanceKm?: number | null, isOwner = false): RestCampaign {
  return {
    _id: campaign.id,
    userId: campaign.userId,
    ...sharedFields(campaign),
    leaflet: jpegUrl(campaign.leaflet, size),
    ...(distanceKm === undefined ? {} : { distanceKm: roundKm(distanceKm) }),
    updatedAt: campaign.updatedAt,
    ...(isOwner ? { underReview: isUnderReview(campaign), ...(campaign.heldReason ? { heldNotice: MESSAGES[HOLD_MESSAGE_KEYS[campaign.heldReason]] } : {}) } : {}),
  };
}

export function toRestFeedItem(item: FeedItem, located: boolean): RestCampaign {
  return toRestCampaign(item.campaign, 'card', located ? item.distanceKm : undefined);
}

export interface CampaignViewer {
  viewerId: string | null;
  /** Campaigns the viewer reported. */
  reported: ReadonlySet<string>;
}

export function toCampaignModel(campaign: CampaignEntity, owner: PublicUser, viewer: CampaignViewer, distanceKm: number | null = null): Campaign {
  return {
    id: campaign.id,
    owner,
    ...sharedFields(campaign),
    leaflet: toImageModel(campaign.leaflet),
    distanceKm: roundKm(distanceKm),
    viewerIsOwner: viewer.viewerId === campaign.userId,
    viewerHasReported: viewer.reported.has(campaign.id),
    underReview: viewer.viewerId === campaign.userId && isUnderReview(campaign),
    heldReason: viewer.viewerId === campaign.userId ? campaign.heldReason : null,
    takesRsvps: takesRsvps(campaign.category),
    goingCount: campaign.goingCount,
  };
}
