// The campaigns feature's public entry: other code imports it from here, never from its files. It
// stays light (the home page imports it): the screens are loaders of their own chunks.
export { CampaignFeed } from './components/campaign-feed';
export { CampaignQuery } from './campaign.graphql';
export { RemoveCampaignMutation } from './remove-campaign.graphql';
export { ReportCampaignMutation } from './report-campaign.graphql';

/** 'Share your nearby health campaign' (SPEC route /create-campaign), fetched on first visit. */
export const loadCreateCampaignPage = () => import('./pages/create-campaign-page');
/** A campaign's page (SPEC route /campaign/{campaignId}), fetched on first visit. */
export const loadCampaignDetailPage = () => import('./pages/campaign-detail-page');
/** The profile's 'My contributions' list, fetched with its tab. */
export const loadMyCampaigns = () => import('./components/my-campaigns');
