import { HOLD_MESSAGE_KEYS, MESSAGES, isUnderReview, maskEmail, maskPhone, type RequestComponent, type RequestUrgency } from '@redhope/domain';
import { groupOrNull, toPublicUser, type UserEntity } from '../users';
import type { BloodRequestEntity } from './blood-request.entity';
import type { BloodRequest } from './models/blood-request.model';
import type { BlockedHelper as BlockedHelperModel, RequestHelper } from './models/request-helper.model';
import type { BlockedHelper, HelperEntry, ViewedRequest } from './requests.service';

/** The REST payload keeps the original API's field names (`_id`, `date`); contacts masked unless visible. */
export interface RestBloodRequest {
  _id: string;
  requestedBy: string;
  applicant: string;
  email: string;
  phoneNo: string;
  address: { addressLine: string; district: string; state: string };
  pincode: string;
  bloodGroup: string;
  reason: string;
  date: string;
  /** Added fields (the original API had none of them): what is needed. */
  component: RequestComponent;
  units: number;
  hospitalName: string | null;
  urgency: RequestUrgency | null;
  isActive: boolean;
  isFulfilled: boolean;
  reachedTo: number;
  approvedBy: number;
  createdAt: Date;
  updatedAt: Date;
  /** Added, for the owner only: reports took it out of public view until it is reviewed. */
  underReview?: boolean;
  /** For its owner: why it is held for review before alerting anyone (libs/domain scam.ts), in English. */
  heldNotice?: string;
}

/** The SPEC's helper entry: what the owner (only) learns of someone who offered help. */
export interface RestHelperEntry {
  /** Added, only when true: the owner took this helper off the request (their contact stays with the owner). */
  removed?: true;
  helperDetails: { userName: string; bloodGroup: string | null; avatar: string | null };
  helperContactInfo: {
    address: { addressLine: string | null; district: string | null; state: string | null } | null;
    pincode: string | null;
    phoneNo: string | null;
    email: string;
  };
}

function needs(request: BloodRequestEntity) {
  return { component: request.component, units: request.units, hospitalName: request.hospitalName, urgency: request.urgency };
}

function contact(request: BloodRequestEntity, visible: boolean) {
  return visible ? { email: request.email, phoneNo: request.phoneNo } : { email: maskEmail(request.email), phoneNo: maskPhone(request.phoneNo) };
}

/** `isOwner`: the caller owns the request, who alone learns whether it is under review. */
export function toRestRequest(request: BloodRequestEntity, contactVisible: boolean, isOwner: boolean): RestBloodRequest {
  const rest: RestBloodRequest = {
    _id: request.id,
    requestedBy: request.requestedBy,
    applicant: request.applicant,
    ...contact(request, contactVisible),
    address: { addressLine: request.addressLine, district: request.district, state: request.state },
    pincode: request.pincode,
    bloodGroup: request.bloodGroup,
    reason: request.reason,
    date: request.requiredBy,
    ...needs(request),
    isActive: request.isActive,
    isFulfilled: request.isFulfilled,
    reachedTo: request.reachedTo,
    approvedBy: request.approvedBy,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  };
  if (isOwner) {
    rest.underReview = isUnderReview(request);
    if (request.heldReason) rest.heldNotice = MESSAGES[HOLD_MESSAGE_KEYS[request.heldReason]];
  }
  return rest;
}

export function toRequestModel(view: ViewedRequest): BloodRequest {
  const { request } = view;
  return {
    id: request.id,
    requestedById: request.requestedBy,
    applicant: request.applicant,
    ...contact(request, view.contactVisible),
    contactVisible: view.contactVisible,
    address: { addressLine: request.addressLine, district: request.district, state: request.state },
    pincode: request.pincode,
    bloodGroup: request.bloodGroup,
    reason: request.reason,
    date: request.requiredBy,
    ...needs(request),
    isActive: request.isActive,
    isFulfilled: request.isFulfilled,
    reachedTo: request.reachedTo,
    approvedBy: request.approvedBy,
    createdAt: request.createdAt,
    closedAt: request.isActive ? null : request.closedAt,
    viewerIsOwner: view.isOwner,
    viewerHasHelped: view.hasHelped,
    viewerHasReported: view.hasReported,
    underReview: view.isOwner && isUnderReview(request),
    heldReason: view.isOwner ? request.heldReason : null,
  };
}

/** The owner's own request, as in their list. */
export function ownView(request: BloodRequestEntity): ViewedRequest {
  return { request, isOwner: true, hasHelped: false, hasReported: false, contactVisible: true };
}

function helperParts(helper: UserEntity) {
  return {
    helperDetails: { userName: helper.userName, bloodGroup: helper.bloodGroup, avatar: helper.avatar },
    helperContactInfo: {
      address: groupOrNull({ addressLine: helper.addressLine, district: helper.district, state: helper.state }),
      pincode: helper.pincode,
      phoneNo: helper.phoneNo,
      email: helper.email,
    },
  };
}

export function toRestHelper(entry: HelperEntry): RestHelperEntry {
  return entry.removedAt ? { removed: true, ...helperParts(entry.helper) } : helperParts(entry.helper);
}

export function toHelperModel(entry: HelperEntry): RequestHelper {
  return {
    ...helperParts(entry.helper),
    helperId: entry.helper.id,
    donorConfirmed: entry.donorConfirmedAt !== null,
    offeredAt: entry.offeredAt,
    removed: entry.removedAt !== null,
    blocked: entry.blocked,
    reported: entry.reported,
  };
}

export function toBlockedHelperModel(entry: BlockedHelper): BlockedHelperModel {
  return { user: toPublicUser(entry.user), blockedAt: entry.blockedAt };
}
