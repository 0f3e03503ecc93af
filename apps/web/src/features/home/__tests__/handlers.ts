import { graphql, HttpResponse } from 'msw';
import type { OpenRequestsNearMeQuery as NearMe } from '../../../gql/graphql';
import { server } from '../../../test/server';
import { OpenRequestsNearMeQuery } from '../open-requests-near-me.graphql';

type NearbyEntry = NearMe['openRequestsNearMe']['requests'][number];

/** An open request near the donor, as the server sends it. */
export function makeNearbyRequest(overrides: Partial<NearbyEntry['request']> = {}, distanceKm: number | null = 3.2): NearbyEntry {
  return {
    __typename: 'NearbyRequest',
    distanceKm,
    request: {
      __typename: 'BloodRequest',
      id: 'r1',
      applicant: 'Ravi Kumar',
      bloodGroup: 'O+',
      component: 'RED_CELLS',
      units: 2,
      urgency: 'TODAY',
      date: '2030-05-04',
      hospitalName: 'Ruby Hall Clinic',
      address: { __typename: 'Address', district: 'Pune' },
      viewerHasHelped: false,
      ...overrides,
    },
  };
}

/** "Open requests near you": the list the server answers (by default, none nearby). */
export function nearMe(requests: NearbyEntry[], emptyReason: NearMe['openRequestsNearMe']['emptyReason'] = requests.length ? null : 'NONE_NEARBY') {
  return graphql.query(OpenRequestsNearMeQuery, () =>
    HttpResponse.json({ data: { openRequestsNearMe: { __typename: 'NearbyRequests', emptyReason, requests } } }),
  );
}

/** The home feature's default answers: nothing near. */
export function homeHandlers() {
  return [nearMe([])];
}

/** Answers `requests` from now on (a test's own handler, ahead of the defaults). */
export function useNearMe(requests: NearbyEntry[], emptyReason?: NearMe['openRequestsNearMe']['emptyReason']): void {
  server.use(nearMe(requests, emptyReason));
}
