import type { MigrationInterface } from 'typeorm';
import { CreateUsersAndSessions1763800000000 } from './1763800000000-create-users-and-sessions';
import { RefreshGraceAndCleanupIndexes1764000000000 } from './1764000000000-refresh-grace-and-cleanup-indexes';
import { CreatePincodes1795402840578 } from './1795402840578-create-pincodes';
import { RequestsAndNotifications1796000000000 } from './1796000000000-requests-and-notifications';
import { StoredImages1796100000000 } from './1796100000000-stored-images';
import { Campaigns1796200000000 } from './1796200000000-campaigns';
import { UserAvatars1796300000000 } from './1796300000000-user-avatars';
import { SignedInChanges1796400000000 } from './1796400000000-signed-in-changes';
import { DurableEvents1796450000000 } from './1796450000000-durable-events';
import { NotificationsReferences1796500000000 } from './1796500000000-notifications-references';
import { AccountLinks1796600000000 } from './1796600000000-account-links';
import { RequestComponents1796610000000 } from './1796610000000-request-components';
import { IdempotencyKeys1796615000000 } from './1796615000000-idempotency-keys';
import { WeightedReports1796620000000 } from './1796620000000-weighted-reports';
import { PushSubscriptions1796700000000 } from './1796700000000-push-subscriptions';
import { AlertPreferences1796710000000 } from './1796710000000-alert-preferences';
import { Moderation1796750000000 } from './1796750000000-moderation';
import { CampaignRsvps1796785000000 } from './1796785000000-campaign-rsvps';
import { Donations1796790000000 } from './1796790000000-donations';
import { HelperHolds1796796000000 } from './1796796000000-helper-holds';
import { HelperProtection1796805000000 } from './1796805000000-helper-protection';
import { HelperReportWeight1796806000000 } from './1796806000000-helper-report-weight';
import { ApheresisLimits1796807000000 } from './1796807000000-apheresis-limits';

type MigrationClass = new () => MigrationInterface;

/** Every migration, oldest first. A test checks that each file in this folder is listed. */
export const MIGRATIONS: MigrationClass[] = [
  CreateUsersAndSessions1763800000000,
  RefreshGraceAndCleanupIndexes1764000000000,
  CreatePincodes1795402840578,
  RequestsAndNotifications1796000000000,
  StoredImages1796100000000,
  Campaigns1796200000000,
  UserAvatars1796300000000,
  SignedInChanges1796400000000,
  DurableEvents1796450000000,
  NotificationsReferences1796500000000,
  AccountLinks1796600000000,
  RequestComponents1796610000000,
  IdempotencyKeys1796615000000,
  WeightedReports1796620000000,
  PushSubscriptions1796700000000,
  AlertPreferences1796710000000,
  Moderation1796750000000,
  CampaignRsvps1796785000000,
  Donations1796790000000,
  HelperHolds1796796000000,
  HelperProtection1796805000000,
  HelperReportWeight1796806000000,
  ApheresisLimits1796807000000,
];
