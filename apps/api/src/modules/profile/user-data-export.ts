import type { EntityManager } from 'typeorm';
import { jpegUrl, type StoredImage } from '../uploads';
import { toUserModel, type UserEntity } from '../users';

/** The format of the document, for whoever reads it later. */
export const USER_DATA_EXPORT_FORMAT = 'redhope-user-data/1';

export interface UserDataExport {
  format: string;
  exportedAt: string;
  profile: Record<string, unknown>;
  requests: Record<string, unknown>[];
  helpsGiven: Record<string, unknown>[];
  campaigns: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
  reports: { requests: Record<string, unknown>[]; campaigns: Record<string, unknown>[] };
  sessions: Record<string, unknown>[];
}

/**
 * Everything stored about one user, read with explicit columns so that a password hash, a token
 * or another user's contact details can never slip in: their profile, their requests (with the
 * number of helpers), the requests they offered to help (what they were shown), their campaigns,
 * notifications, the reports they filed, and their sessions' dates.
 */
export async function buildUserDataExport(manager: EntityManager, user: UserEntity): Promise<UserDataExport> {
  const id = user.id;
  const [requests, helpsGiven, campaigns, notifications, requestReports, campaignReports, sessions] = await Promise.all([
    manager.query(
      `SELECT r."id", r."applicant", r."email", r."phone_no" AS "phoneNo", r."address_line" AS "addressLine", r."district", r."state",
              r."pincode", r."blood_group" AS "bloodGroup", r."reason", to_char(r."required_by", 'YYYY-MM-DD') AS "requiredBy",
              r."is_active" AS "isActive", r."is_fulfilled" AS "isFulfilled", r."reached_to" AS "reachedTo", r."approved_by" AS "approvedBy",
              r."created_at" AS "createdAt", r."closed_at" AS "closedAt"
         FROM "blood_requests" r WHERE r."requested_by" = $1 ORDER BY r."created_at"`,
      [id],
    ) as Promise<Record<string, unknown>[]>,
    manager.query(
      `SELECT h."request_id" AS "requestId", h."created_at" AS "helpedAt", r."applicant", r."blood_group" AS "bloodGroup",
              r."district", r."state", to_char(r."required_by", 'YYYY-MM-DD') AS "requiredBy"
         FROM "request_helpers" h JOIN "blood_requests" r ON r."id" = h."request_id" WHERE h."helper_id" = $1 ORDER BY h."created_at"`,
      [id],
    ) as Promise<Record<string, unknown>[]>,
    manager.query(
      `SELECT c."id", c."title", c."category", c."address_line" AS "addressLine", c."district", c."state", c."pincode",
              c."contact_no" AS "contactNo", c."starts_at" AS "startsAt", c."description", c."registration_link" AS "registrationLink",
              c."leaflet", c."created_at" AS "createdAt"
         FROM "campaigns" c WHERE c."user_id" = $1 ORDER BY c."created_at"`,
      [id],
    ) as Promise<(Record<string, unknown> & { leaflet: StoredImage })[]>,
    manager.query(
      `SELECT n."id", n."kind", n."title", n."body", n."actions", n."read_at" AS "readAt", n."created_at" AS "createdAt"
         FROM "notifications" n WHERE n."recipient_id" = $1 ORDER BY n."created_at"`,
      [id],
    ) as Promise<Record<string, unknown>[]>,
    manager.query(`SELECT "request_id" AS "requestId", "created_at" AS "reportedAt" FROM "request_reports" WHERE "reporter_id" = $1 ORDER BY "created_at"`, [
      id,
    ]) as Promise<Record<string, unknown>[]>,
    manager.query(`SELECT "campaign_id" AS "campaignId", "created_at" AS "reportedAt" FROM "campaign_reports" WHERE "reporter_id" = $1 ORDER BY "created_at"`, [
      id,
    ]) as Promise<Record<string, unknown>[]>,
    manager.query(
      `SELECT "created_at" AS "createdAt", "last_used_at" AS "lastUsedAt", "expires_at" AS "expiresAt", "revoked_at" AS "revokedAt"
         FROM "sessions" WHERE "user_id" = $1 ORDER BY "created_at"`,
      [id],
    ) as Promise<Record<string, unknown>[]>,
  ]);
  const { address, ...profile } = toUserModel(user);
  return {
    format: USER_DATA_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    profile: { ...profile, ...address, createdAt: user.createdAt, updatedAt: user.updatedAt },
    requests,
    helpsGiven,
    campaigns: campaigns.map(({ leaflet, ...campaign }) => ({ ...campaign, leaflet: jpegUrl(leaflet, 'detail') })),
    notifications,
    reports: { requests: requestReports, campaigns: campaignReports },
    sessions,
  };
}
