import { Field, ID, InputType } from '@nestjs/graphql';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH } from '@redhope/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsString, IsUUID } from 'class-validator';
import { Length } from '../../../common/validation/lengths';
import { ModerationItemTypeValue, type ModerationItemType } from '../models/moderation.enums';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType({ description: 'A request or campaign a moderator acts on, and why (written to the audit log).' })
export class ModerateItemInput {
  @Field(() => ModerationItemTypeValue)
  @IsIn(Object.keys(ModerationItemTypeValue))
  type!: ModerationItemType;

  @Field(() => ID)
  @IsUUID()
  id!: string;

  @Field({ description: `Why: ${MODERATION_REASON_MIN_LENGTH} to ${MODERATION_REASON_MAX_LENGTH} characters.` })
  @Transform(trimmed)
  @IsString()
  @Length(MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH)
  reason!: string;
}

@InputType({ description: 'A user a moderator bans or unbans, and why (written to the audit log).' })
export class ModerateUserInput {
  @Field(() => ID)
  @IsUUID()
  userId!: string;

  @Field({ description: `Why: ${MODERATION_REASON_MIN_LENGTH} to ${MODERATION_REASON_MAX_LENGTH} characters.` })
  @Transform(trimmed)
  @IsString()
  @Length(MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH)
  reason!: string;
}
