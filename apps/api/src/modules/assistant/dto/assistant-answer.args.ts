import { ArgsType, Field } from '@nestjs/graphql';
import { IsIn, IsOptional } from 'class-validator';
import { ANSWER_LANGUAGES, type AnswerLanguage } from '../text/language';
import { AssistantPromptArgs } from './assistant-prompt.args';

/** The question and the interface language (which breaks ties of language): the REST stream's query, and the subscription's arguments. */
@ArgsType()
export class AssistantAnswerArgs extends AssistantPromptArgs {
  @Field(() => String, { nullable: true, description: "The interface language, 'en' or 'hi': the answer is in the question's language, this breaks ties." })
  @IsOptional()
  @IsIn(ANSWER_LANGUAGES, { message: 'language must be en or hi' })
  language?: AnswerLanguage;
}
