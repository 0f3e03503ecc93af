import { DEFAULT_ERROR_MESSAGES, type ErrorCode } from '@redhope/domain';
import { HttpResponse, type GraphQLResponseBody } from 'msw';

/**
 * Answers in the server's real shapes, for the request handlers of every feature
 * (features/<f>/__tests__/handlers.ts) and for tests that replace one of them with server.use().
 */

/** The REST envelope {statusCode, data, message, success} of a success. */
export function envelope(data: unknown, status = 200, message = 'OK') {
  return HttpResponse.json({ statusCode: status, data, message, success: true }, { status });
}

/** The REST envelope of a failure: the code (and any per-field messages) under data. */
export function restError(status: number, code: ErrorCode, message: string = DEFAULT_ERROR_MESSAGES[code], fields?: Record<string, string>) {
  return HttpResponse.json(
    { statusCode: status, data: { code, ...(fields ? { fields } : {}) }, message, success: false },
    { status },
  );
}

/** Apollo Server answers execution errors with HTTP 200 and `errors`, the code in extensions. */
export function graphqlError(
  code: ErrorCode,
  message: string = DEFAULT_ERROR_MESSAGES[code],
  fields?: Record<string, string>,
): HttpResponse<GraphQLResponseBody<never>> {
  return HttpResponse.json({ data: null, errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] });
}

export const unauthenticatedRest = () => restError(401, 'UNAUTHENTICATED');
export const unauthenticatedGraphql = () => graphqlError('UNAUTHENTICATED');

/** No response at all (server down, network gone): fetch rejects with a TypeError. */
export const noResponse = () => HttpResponse.error();

/** A promise a test settles by hand, to hold a response in flight. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
