/** The home page. */
const home = {
  heading: 'Redhope: sharing lives',
  services: 'Services',
  requestDonation: 'Post an urgent blood request and reach donors near you.',
  contributeCampaign: 'Share a blood donation or health camp in your area.',
  healthAssistant: 'Ask Jyoti about donation, health and wellbeing.',
} as const;

export default home;
