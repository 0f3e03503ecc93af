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
