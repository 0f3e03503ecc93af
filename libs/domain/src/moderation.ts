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
