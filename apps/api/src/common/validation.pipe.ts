import { Injectable, ValidationPipe, type ArgumentMetadata, type PipeTransform, type ValidationError } from '@nestjs/common';
import { INPUT_MESSAGES, MESSAGES } from '@redhope/domain';
import { AppError } from './errors/app-error';

/** Rules whose English class-validator writes itself, whatever `dismissDefaultMessages` says. */
const LIBRARY_TEXT_RULES: ReadonlySet<string> = new Set(['nestedValidation', 'whitelistValidation', 'unknownValue']);

/**
 * Each invalid field's first product text, '' for a field whose failed rules carry none (they are
 * given one in AppValidationPipe: class-validator's own English never reaches a client).
 */
function collect(errors: ValidationError[], prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([rule, text]) => (LIBRARY_TEXT_RULES.has(rule) ? '' : text));
    const texts = messages.filter((message) => message !== '');
    // Decorators register bottom-up, so the last constraint is the one declared first (the most basic).
    if (messages.length > 0 && !(key in into)) into[key] = texts.length > 0 ? texts[texts.length - 1] : '';
    if (error.children?.length) collect(error.children, key, into);
  }
  return into;
}

function createPipe(refuseUnknownFields: boolean): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: refuseUnknownFields,
    transform: true,
    validationError: { target: false, value: false },
    // Only the product's texts: a rule without one reports '' (replaced in AppValidationPipe).
    dismissDefaultMessages: true,
    exceptionFactory: (errors) => new AppError('VALIDATION_FAILED', MESSAGES.invalidInput, collect(errors)),
  });
}

const VALIDATION_SUMMARY = Symbol('redhope:validation-summary');

/**
 * The one message an input's validation failure answers with, whatever field failed (the SPEC's
 * 'Please fill all the given fields'); the per-field messages still travel in `fields`.
 */
export const ValidationSummary =
  (message: string): ClassDecorator =>
  (target) => {
    Reflect.defineMetadata(VALIDATION_SUMMARY, message, target);
  };

/** Where a REST route's arguments come from; GraphQL arguments carry a numeric type instead. */
const REST_SOURCES: ReadonlySet<unknown> = new Set(['body', 'query', 'param']);

/**
 * @nestjs/graphql's GqlParamtype.ARGS (not exported by the package): a resolver's @Args. The
 * other GraphQL parameters (@Parent, @Context, @Info) are not client input: validating a parent
 * would copy every row of a list through class-transformer for nothing.
 */
const GRAPHQL_ARGS = 3;

/**
 * Validation at the edge for REST bodies and GraphQL inputs alike; the first message (our product
 * texts, from libs/domain) becomes the error message. The types and limits of the fields a route
 * uses are checked strictly everywhere. Fields a route does not use are dropped on REST, because
 * clients of the original API send extras (the whole sign-up form to login) and its server ignored
 * them (docs/rest-contract.md); GraphQL inputs stay strict, as the schema already says what exists.
 */
/** C0 controls but tab, newline and carriage return, and DEL: no form has a use for them; Postgres refuses NUL. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** The paths of the strings in an input that carry control characters (iterative; the body's depth is bounded). */
function controlCharacterFields(value: unknown, root: string): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0 && found.length < 20) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) found.push(path);
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacters(key)) found.push(path);
        else stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return found;
}

@Injectable()
export class AppValidationPipe implements PipeTransform {
  private readonly rest = createPipe(false);
  private readonly graphql = createPipe(true);

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isRest = REST_SOURCES.has(metadata.type);
    if (!isRest && (metadata.type as unknown) !== GRAPHQL_ARGS) return value;
    // Before any rule: a NUL would otherwise reach Postgres, which refuses it (a 500).
    const controlled = controlCharacterFields(value, typeof value === 'object' ? '' : (metadata.data ?? ''));
    if (controlled.length > 0) {
      throw new AppError('VALIDATION_FAILED', INPUT_MESSAGES.controlCharacters, Object.fromEntries(controlled.map((field) => [field || 'input', INPUT_MESSAGES.controlCharacters])));
    }
    try {
      return await (isRest ? this.rest : this.graphql).transform(value, metadata);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
      const summary: unknown = metadata.metatype ? Reflect.getMetadata(VALIDATION_SUMMARY, metadata.metatype) : undefined;
      // A field whose rules have no text of their own says the form's summary, else 'Invalid input'.
      const fallback = typeof summary === 'string' ? summary : MESSAGES.invalidInput;
      const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, text]) => [field, text || fallback]));
      throw new AppError('VALIDATION_FAILED', typeof summary === 'string' ? summary : (Object.values(fields)[0] ?? MESSAGES.invalidInput), fields);
    }
  }
}
