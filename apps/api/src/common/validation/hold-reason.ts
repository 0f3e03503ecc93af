import { registerEnumType } from '@nestjs/graphql';
import { SCAM_HOLD_REASONS, type ScamHoldReason } from '@redhope/domain';

/** libs/domain's SCAM_HOLD_REASONS as a GraphQL enum (requests, campaigns and the moderation queue show it). */
export const HoldReasonValue = Object.fromEntries(SCAM_HOLD_REASONS.map((value) => [value, value])) as { [K in ScamHoldReason]: K };
registerEnumType(HoldReasonValue, {
  name: 'HoldReason',
  description: 'Why an item was held for review before alerting anyone (blood is never paid for).',
  valuesMap: {
    UPI_ID: { description: 'It shares a UPI ID.' },
    BANK_ACCOUNT: { description: 'It shares a bank account.' },
    ASKS_FOR_MONEY: { description: 'It asks for money.' },
  },
});
