/** Every /api/v1 answer, errors included, has this shape (SPEC section 7). */
export interface Envelope<T> {
  statusCode: number;
  data: T | null;
  message: string;
  success: boolean;
}

export function envelope<T>(statusCode: number, data: T | null, message: string): Envelope<T> {
  return { statusCode, data, message, success: statusCode < 400 };
}

/** The same envelope as `envelope`, as JSON text, around data that is JSON text already. */
export function serializedEnvelope(statusCode: number, data: { json: string }, message: string): string {
  return `{"statusCode":${statusCode},"data":${data.json},"message":${JSON.stringify(message)},"success":${statusCode < 400}}`;
}
