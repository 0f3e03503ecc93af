import type { RedFlagCategory } from '../safety/red-flags';
import type { AnswerLanguage } from '../text/language';

export interface AssistantQuestion {
  prompt: string;
  /** The language to answer in (the question's; default English). */
  language?: AnswerLanguage;
  /** Set when the safety layer has already answered with the emergency notice: the first emergency found. */
  emergency?: RedFlagCategory;
  /** Every emergency found, most urgent first. */
  emergencies?: RedFlagCategory[];
}

/** Something that answers a question as a stream of markdown chunks. */
export interface AssistantEngine {
  readonly name: string;
  /** Must stop producing (and stop any work it started) once `signal` is aborted. */
  answer(question: AssistantQuestion, signal: AbortSignal): AsyncIterable<string>;
}

/** Nest injection token of the engine in use. */
export const ASSISTANT_ENGINE = Symbol('ASSISTANT_ENGINE');
