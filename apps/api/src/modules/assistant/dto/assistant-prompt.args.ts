import { ArgsType, Field } from '@nestjs/graphql';
import { ASSISTANT_MESSAGES, ASSISTANT_PROMPT_MAX_LENGTH, ASSISTANT_PROMPT_READ_MAX_LENGTH } from '@redhope/domain';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxLength } from '../../../common/validation/lengths';
import { Trim } from '../../../common/validation/validators';

/** The question for Jyoti: the `prompt` query parameter of the REST stream, or the subscription's argument. */
@ArgsType()
export class AssistantPromptArgs {
  @Field({
    description: `The question, 1 to ${ASSISTANT_PROMPT_MAX_LENGTH} characters. A longer one (up to ${ASSISTANT_PROMPT_READ_MAX_LENGTH}) is answered with the emergency notice alone when it tells of an emergency, and refused otherwise.`,
  })
  @Trim()
  @IsString({ message: ASSISTANT_MESSAGES.promptRequired })
  @IsNotEmpty({ message: ASSISTANT_MESSAGES.promptRequired })
  // The service refuses a question longer than ASSISTANT_PROMPT_MAX_LENGTH after reading it for danger signs.
  @MaxLength(ASSISTANT_PROMPT_READ_MAX_LENGTH, { message: ASSISTANT_MESSAGES.promptTooLong })
  prompt!: string;
}
