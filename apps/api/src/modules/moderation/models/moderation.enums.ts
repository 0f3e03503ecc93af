import { registerEnumType } from '@nestjs/graphql';
import { MODERATION_ACTIONS, MODERATION_TARGETS, type ModerationAction, type ModerationTarget } from '@redhope/domain';

export type ModerationItemType = Exclude<ModerationTarget, 'USER'>;

export const ModerationItemTypeValue: { [K in ModerationItemType]: K } = { REQUEST: 'REQUEST', CAMPAIGN: 'CAMPAIGN' };
registerEnumType(ModerationItemTypeValue, { name: 'ModerationItemType', description: 'What a moderator acts on: a blood request or a campaign.' });

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
