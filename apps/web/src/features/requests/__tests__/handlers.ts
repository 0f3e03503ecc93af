import { graphql, HttpResponse } from 'msw';
import type { BloodRequestFieldsFragment, MyBlockedHelpersQuery as MyBlockedHelpersQueryResult, RequestHelpersQuery } from '../../../gql/graphql';
import { graphqlError } from '../../../test/msw';
import { BloodRequestQuery } from '../blood-request.graphql';
import { MyBlockedHelpersQuery } from '../my-blocked-helpers.graphql';
import { MyRequestsQuery } from '../my-requests.graphql';
import { RequestHelpersQuery as RequestHelpersDocument } from '../request-helpers.graphql';

type RequestInput = Partial<Omit<BloodRequestFieldsFragment, 'address' | 'requestedBy'>> & {
  address?: Partial<BloodRequestFieldsFragment['address']>;
  requestedBy?: Partial<BloodRequestFieldsFragment['requestedBy']>;
};

/** A request as the server sends it to someone who is not its owner (contact masked). */
export function makeBloodRequest(overrides: RequestInput = {}): BloodRequestFieldsFragment {
  const { address, requestedBy, ...rest } = overrides;
  return {
    __typename: 'BloodRequest',
    id: 'r1',
    applicant: 'Ravi Kumar',
    email: 'r•••@example.com',
    phoneNo: '+91 ••••••••45',
    pincode: '411001',
    bloodGroup: 'O+',
    component: 'RED_CELLS',
    units: 2,
    hospitalName: 'Ruby Hall Clinic',
    urgency: 'TODAY',
    reason: 'Surgery after a road accident',
    date: '2030-05-04',
    isActive: true,
    isFulfilled: false,
    reachedTo: 12,
    approvedBy: 1,
    createdAt: '2030-05-01T08:30:00.000Z',
    closedAt: null,
    contactVisible: false,
    viewerIsOwner: false,
    viewerHasHelped: false,
    viewerHasReported: false,
    underReview: false,
    heldReason: null,
    ...rest,
    address: { __typename: 'Address', addressLine: 'Ruby Hall Clinic, Sassoon Road', district: 'Pune', state: 'Maharashtra', ...address },
    requestedBy: { __typename: 'PublicUser', id: 'owner-1', userName: 'Meera', avatar: null, ...requestedBy },
  };
}

/** The same request as its owner sees it: contact shown, owner's actions. */
export function makeOwnRequest(overrides: RequestInput = {}): BloodRequestFieldsFragment {
  return makeBloodRequest({
    email: 'ravi.family@example.com',
    phoneNo: '+919822012345',
    contactVisible: true,
    viewerIsOwner: true,
    requestedBy: { id: 'u1', userName: 'asha' },
    ...overrides,
  });
}

type Helper = RequestHelpersQuery['requestHelpers'][number];

export function makeHelper(
  overrides: { helperId?: string; donorConfirmed?: boolean; removed?: boolean; blocked?: boolean; reported?: boolean; userName?: string; phoneNo?: string | null; email?: string; bloodGroup?: string; district?: string; state?: string } = {},
): Helper {
  return {
    __typename: 'RequestHelper',
    helperId: overrides.helperId ?? 'helper-karan',
    donorConfirmed: overrides.donorConfirmed ?? false,
    offeredAt: '2030-05-01T09:00:00.000Z',
    removed: overrides.removed ?? false,
    blocked: overrides.blocked ?? false,
    reported: overrides.reported ?? false,
    helperDetails: { __typename: 'HelperDetails', userName: overrides.userName ?? 'Karan', bloodGroup: overrides.bloodGroup ?? 'O-', avatar: null },
    helperContactInfo: {
      __typename: 'HelperContactInfo',
      address: { __typename: 'Address', addressLine: '12 MG Road', district: overrides.district ?? 'Pune', state: overrides.state ?? 'Maharashtra' },
      pincode: '411004',
      phoneNo: overrides.phoneNo === undefined ? '+919876543210' : overrides.phoneNo,
      email: overrides.email ?? 'karan@example.com',
    },
  };
}

type Blocked = MyBlockedHelpersQueryResult['myBlockedHelpers'][number];

export function makeBlocked(overrides: { id?: string; userName?: string } = {}): Blocked {
  return {
    __typename: 'BlockedHelper',
    blockedAt: '2030-05-02T10:00:00.000Z',
    user: { __typename: 'PublicUser', id: overrides.id ?? 'helper-karan', userName: overrides.userName ?? 'Karan', avatar: null },
  };
}

/** Requests by id (`r1` by default), the user's own list, an owner's helpers and the owner's blocks. */
export function requestsHandlers(requests: BloodRequestFieldsFragment[] = [makeBloodRequest()], helpers: Helper[] = [], blocked: Blocked[] = []) {
  return [
    graphql.query(MyBlockedHelpersQuery, () => HttpResponse.json({ data: { myBlockedHelpers: blocked } })),
    graphql.query(BloodRequestQuery, ({ variables }) => {
      const found = requests.find((request) => request.id === variables.id);
      return found ? HttpResponse.json({ data: { bloodRequest: found } }) : graphqlError('NOT_FOUND', 'Request not found');
    }),
    graphql.query(MyRequestsQuery, () => HttpResponse.json({ data: { myRequests: requests.filter((request) => request.viewerIsOwner) } })),
    graphql.query(RequestHelpersDocument, () => HttpResponse.json({ data: { requestHelpers: helpers } })),
  ];
}
