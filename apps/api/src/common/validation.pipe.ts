import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from './errors/app-error';

function collect(errors: ValidationError[], prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    // Decorators register bottom-up, so the last constraint is the one declared first (the most basic).
    if (messages.length > 0 && !(key in into)) into[key] = messages[messages.length - 1];
    if (error.children?.length) collect(error.children, key, into);
  }
  return into;
}

/**
 * Validation at the edge for REST bodies and GraphQL inputs alike: unknown fields are refused,
 * and the first message (our SPEC texts, from libs/domain) becomes the error message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = collect(errors);
      const first = Object.values(fields)[0] ?? 'Invalid input';
      return new AppError('VALIDATION_FAILED', first, fields);
    },
  });
}
