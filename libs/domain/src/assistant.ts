/** Jyoti, the health assistant: what the server and the chat screen must agree on. */
export const ASSISTANT_NAME = 'Jyoti';

/** Longest accepted question, in characters (the SPEC shows no bound; the server enforces this one). */
export const ASSISTANT_PROMPT_MAX_LENGTH = 2000;

/**
 * Longest message read at all. A message between the two is read for danger signs only: with one it
 * gets the emergency notice (the numbers and first steps, no answer), without one it is refused as
 * too long. Someone pasting a long account of a collapse must still be told to call 112.
 */
export const ASSISTANT_PROMPT_READ_MAX_LENGTH = 5000;

/** The reply to anything outside health and the product, word for word. */
export const ASSISTANT_OFF_TOPIC_REPLY = "I'm here to help with health-related questions. Could you please share your health concern?";

/** The data of the last event of every answer stream. */
export const ASSISTANT_DONE_MARKER = '[DONE]';

/** The five sample questions of the chat's empty state (SPEC section 2). */
export const ASSISTANT_SAMPLE_QUESTIONS = [
  'What are the symptoms of diabetes?',
  'How can I improve my sleep quality?',
  'What are the best exercises for weight loss?',
  'Which foods boost the immune system?',
  'How can I manage stress?',
] as const;

export const ASSISTANT_MESSAGES = {
  promptRequired: 'Please type your health question',
  promptTooLong: `Please keep your question within ${ASSISTANT_PROMPT_MAX_LENGTH} characters`,
  tooManyStreams: 'Jyoti is still answering your earlier questions. Please wait for one to finish.',
  tooManyQuestions: 'You have asked many questions in the last hour. Please try again in a few minutes.',
} as const;
