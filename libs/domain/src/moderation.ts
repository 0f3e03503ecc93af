/**
 * Moderation (docs/product-rules.md, "Moderation"): what a moderator may do, and the audit log's
 * vocabulary. Moderators are granted and revoked only from the command line, never by the API.
 */
import type { ScamHoldReason } from './scam';
import type { MessageKey } from './messages';

export const USER_ROLES = ['MODERATOR'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MODERATION_ACTIONS = ['RESTORE', 'HIDE', 'BAN', 'UNBAN'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_TARGETS = ['REQUEST', 'CAMPAIGN', 'USER'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

/** Every action says why (the audit log's `reason`): at least this long after trimming, at most the max. */
export const MODERATION_REASON_MIN_LENGTH = 3;
export const MODERATION_REASON_MAX_LENGTH = 500;

/** The text the author of a held item reads (and the queue shows), by why it was held. */
export const HOLD_MESSAGE_KEYS: Readonly<Record<ScamHoldReason, MessageKey>> = {
  UPI_ID: 'heldUpiId',
  BANK_ACCOUNT: 'heldBankAccount',
  ASKS_FOR_MONEY: 'heldAsksForMoney',
};

/**
 * A helper reported as asking for money (report reason SCAM) by this many distinct requesters, each
 * the owner of a request they helped on, is held from helping until a moderator reviews them.
 */
export const HELPER_REPORTS_TO_HOLD = 2;

/** Why a helper is in the moderation queue: reported as asking for money, or offering help on many requests and never named a donor. */
export const HELPER_FLAGS = ['ASKS_FOR_MONEY', 'HARVESTING'] as const;
export type HelperFlag = (typeof HELPER_FLAGS)[number];

/** How many helps in 24 hours, none of them named as a donor, slow an account down, by default (HARVEST_HELPS_PER_DAY). */
export const HARVEST_HELPS_PER_DAY = 10;
