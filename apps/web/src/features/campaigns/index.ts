// The campaigns feature's public entry: other code imports it from here, never from its files. It
// stays light (the home page imports it): the screens are loaders of their own chunks, each
// fetched with the feature's texts (the 'campaigns' namespace; the home route loads it for the feed).
import { withTexts } from '../../lib/i18n';

export { CampaignFeed } from './components/campaign-feed';
export { CampaignQuery } from './campaign.graphql';
export { RemoveCampaignMutation } from './remove-campaign.graphql';
export { ReportCampaignMutation } from './report-campaign.graphql';

/** 'Share your nearby health campaign' (SPEC route /create-campaign), fetched on first visit. */
export const loadCreateCampaignPage = () => withTexts(import('./pages/create-campaign-page'), 'campaigns');
/** A campaign's page (SPEC route /campaign/{campaignId}), fetched on first visit. */
export const loadCampaignDetailPage = () => withTexts(import('./pages/campaign-detail-page'), 'campaigns');
/** The profile's 'My contributions' list, fetched with its tab. */
export const loadMyCampaigns = () => withTexts(import('./components/my-campaigns'), 'campaigns');
