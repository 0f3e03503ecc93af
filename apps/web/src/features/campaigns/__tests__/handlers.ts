import { graphql, http, HttpResponse } from 'msw';
import type { CampaignQuery as CampaignQueryResult } from '../../../gql/graphql';
import { apiUrl } from '../../../lib/rest';
import { envelope } from '../../../test/msw';
import { CampaignAttendeesQuery } from '../campaign-attendees.graphql';
import { CampaignQuery } from '../campaign.graphql';
import { RsvpCampaignMutation } from '../rsvp-campaign.graphql';
import { RemoveCampaignMutation } from '../remove-campaign.graphql';
import { ReportCampaignMutation } from '../report-campaign.graphql';
import type { RestCampaign } from '@redhope/domain';

/** A camp as the REST calls send it. */
export function makeRestCampaign(overrides: Partial<RestCampaign> = {}): RestCampaign {
  return {
    _id: 'c1',
    userId: 'u2',
    title: 'Blood donation drive',
    category: 'Blood donation camp',
    address: { addressLine: 'Town Hall', district: 'Pune', state: 'Maharashtra' },
    pincode: '411001',
    contactNo: null,
    date: '2030-01-15T04:00:00.000Z',
    description: 'Donate blood, save lives.',
    registrationLink: null,
    leaflet: '/uploads/11111111-1111-4111-8111-111111111111-card.jpg',
    createdAt: '2029-12-01T10:00:00.000Z',
    updatedAt: '2029-12-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A campaign as its page's query answers it (the fragment, and the viewer's "I donated here"). */
export type CampaignDetail = CampaignQueryResult['campaign'];

/** A campaign as the GraphQL `campaign` query answers it. */
export function makeCampaign(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  const image = '/uploads/11111111-1111-4111-8111-111111111111-detail';
  return {
    __typename: 'Campaign',
    id: 'c1',
    title: 'Blood donation drive',
    category: 'Blood donation camp',
    address: { __typename: 'Address', addressLine: 'Town Hall', district: 'Pune', state: 'Maharashtra' },
    pincode: '411001',
    contactNo: '+919876543210',
    date: '2030-01-15T04:00:00.000Z',
    description: 'Donate blood, save lives.',
    registrationLink: 'https://example.org/register',
    leaflet: {
      __typename: 'Image',
      width: 800,
      height: 1000,
      variants: [
        { __typename: 'ImageVariant', name: 'detail', format: 'webp', url: `${image}.webp`, width: 800, height: 1000 },
        { __typename: 'ImageVariant', name: 'detail', format: 'jpeg', url: `${image}.jpg`, width: 800, height: 1000 },
      ],
    },
    owner: { __typename: 'PublicUser', id: 'u2', userName: 'meera', avatar: null },
    viewerIsOwner: false,
    viewerHasReported: false,
    underReview: false,
    heldReason: null,
    takesRsvps: true,
    goingCount: 0,
    myRsvp: null,
    myDonation: null,
    ...overrides,
  };
}

/** An answer to rsvpCampaign as the server gives it: the count moved by this one answer. */
function answered(id: string, going: boolean, shareContact: boolean) {
  return { __typename: 'Campaign' as const, id, goingCount: going ? 1 : 0, myRsvp: { __typename: 'CampaignRsvp' as const, going, shareContact: going && shareContact } };
}

/** An empty feed and list; any campaign id answers the fixture; remove, report and RSVP succeed; nobody is coming yet. */
export function campaignHandlers() {
  return [
    http.get(apiUrl('/campaign/campaign-feed'), () => envelope([])),
    http.get(apiUrl('/campaign/user-campaigns'), () => envelope([])),
    http.post(apiUrl('/campaign/create-campaign'), () => envelope({ id: 'c-new' }, 201)),
    graphql.query(CampaignQuery, ({ variables }) => HttpResponse.json({ data: { campaign: makeCampaign({ id: String(variables.id) }) } })),
    graphql.mutation(RemoveCampaignMutation, () => HttpResponse.json({ data: { removeCampaign: true } })),
    graphql.mutation(ReportCampaignMutation, () => HttpResponse.json({ data: { reportCampaign: true } })),
    graphql.mutation(RsvpCampaignMutation, ({ variables }) =>
      HttpResponse.json({ data: { rsvpCampaign: answered(String(variables.campaignId), variables.going, variables.shareContact === true) } }),
    ),
    graphql.query(CampaignAttendeesQuery, () => HttpResponse.json({ data: { campaignAttendees: [] } })),
  ];
}
