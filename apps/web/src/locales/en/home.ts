/** The home page. */
const home = {
  heading: 'Redhope: sharing lives',
  services: 'Services',
  requestDonation: 'Post an urgent blood request and reach donors near you.',
  contributeCampaign: 'Share a blood donation or health camp in your area.',
  healthAssistant: 'Ask Jyoti about donation, health and wellbeing.',
  nearMe: {
    heading: 'Open requests near you',
    loading: 'Loading open requests near you',
    failed: 'Could not load the requests near you.',
    retry: 'Try again',
    distance: 'about {{km}} km away',
    distanceUnderOne: 'less than 1 km away',
    inDistrict: 'in your district',
    requiredBy: 'needed by {{date}}',
    urgentToday: 'Needed today',
    helped: 'You offered help',
    needs: '{{applicant}} needs {{need}}',
    empty: {
      NO_BLOOD_GROUP: 'Add your blood group to see the requests you could answer.',
      NO_PINCODE: 'Add your pincode to see the requests near you.',
      NONE_NEARBY: 'No open request near you needs your blood group right now. We will alert you when one does.',
    },
    completeProfile: 'Complete your profile',
  },
} as const;

export default home;
