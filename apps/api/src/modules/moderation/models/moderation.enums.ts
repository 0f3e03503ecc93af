import { registerEnumType } from '@nestjs/graphql';
import { HELPER_FLAGS, MODERATION_ACTIONS, MODERATION_TARGETS, type HelperFlag, type ModerationAction, type ModerationTarget } from '@redhope/domain';

export type ModerationItemType = Exclude<ModerationTarget, 'USER'> | 'HELPER';

export const ModerationItemTypeValue: { [K in ModerationItemType]: K } = { REQUEST: 'REQUEST', CAMPAIGN: 'CAMPAIGN', HELPER: 'HELPER' };
registerEnumType(ModerationItemTypeValue, {
  name: 'ModerationItemType',
  description: 'What a moderator looks at: a blood request, a campaign, or a helper under review (its id is the user id).',
  valuesMap: { HELPER: { description: 'A helper held for asking for money, or slowed for harvesting: restore clears it; hide does not apply (ban the user instead).' } },
});

export const HelperFlagValue = Object.fromEntries(HELPER_FLAGS.map((value) => [value, value])) as { [K in HelperFlag]: K };
registerEnumType(HelperFlagValue, {
  name: 'HelperFlag',
  description: 'Why a helper is under review.',
  valuesMap: {
    ASKS_FOR_MONEY: { description: 'Reported as asking for money by two requesters: held from helping until restored.' },
    HARVESTING: { description: 'Offered help on many requests in 24 hours, none naming them a donor: further helps refused for now.' },
  },
});

export const ModerationTargetValue = Object.fromEntries(MODERATION_TARGETS.map((value) => [value, value])) as { [K in ModerationTarget]: K };
registerEnumType(ModerationTargetValue, { name: 'ModerationTarget' });

export const ModerationActionValue = Object.fromEntries(MODERATION_ACTIONS.map((value) => [value, value])) as { [K in ModerationAction]: K };
registerEnumType(ModerationActionValue, {
  name: 'ModerationActionKind',
  valuesMap: {
    RESTORE: { description: 'Back in public view (a held request then alerts its donors); earlier reports stop weighing.' },
    HIDE: { description: 'Out of public view for good; its owner sees it under review.' },
    BAN: { description: "The user's open content hidden, sessions and sockets ended, sign-in refused, no alerts as a donor." },
    UNBAN: { description: 'The user may sign in again (their content stays hidden).' },
  },
});
