// The campaigns feature's public entry: other code imports it from here, never from its files.
export { CampaignFeed } from './components/campaign-feed';
