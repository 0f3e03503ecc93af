import { DEFAULT_ERROR_MESSAGES, type ErrorCode } from '@redhope/domain';

/**
 * The one error type services throw. It carries a code (mapped once to an HTTP status and once
 * to GraphQL `extensions.code`) and a message that is safe to show to the user: never put
 * personal data or database text in it.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    /** Per-field validation messages, shown next to form fields. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
