import { IsIn, IsOptional } from 'class-validator';
import { ANSWER_LANGUAGES, type AnswerLanguage } from '../text/language';
import { AssistantPromptArgs } from './assistant-prompt.args';

/** The REST stream's query: the question, and the interface language (which breaks ties of language). */
export class AssistantAskQuery extends AssistantPromptArgs {
  @IsOptional()
  @IsIn(ANSWER_LANGUAGES, { message: 'language must be en or hi' })
  language?: AnswerLanguage;
}
