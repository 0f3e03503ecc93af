import { ArgsType, Field } from '@nestjs/graphql';
import { ASSISTANT_MESSAGES, ASSISTANT_PROMPT_MAX_LENGTH } from '@redhope/domain';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/validators';

/** The question for Jyoti: the `prompt` query parameter of the REST stream, or the subscription's argument. */
@ArgsType()
export class AssistantPromptArgs {
  @Field({ description: `The question, 1 to ${ASSISTANT_PROMPT_MAX_LENGTH} characters.` })
  @Trim()
  @IsString({ message: ASSISTANT_MESSAGES.promptRequired })
  @IsNotEmpty({ message: ASSISTANT_MESSAGES.promptRequired })
  @MaxLength(ASSISTANT_PROMPT_MAX_LENGTH, { message: ASSISTANT_MESSAGES.promptTooLong })
  prompt!: string;
}
