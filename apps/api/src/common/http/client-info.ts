/** What a service may know about the caller's connection: only for rate limits, never stored. */
export interface ClientInfo {
  /** The client's address: the peer's, or X-Forwarded-For's as far as TRUST_PROXY allows. */
  ip: string;
}

/** Fastify's request.ip already applies the trustProxy setting. */
export function clientOf(request: { ip: string }): ClientInfo {
  return { ip: request.ip };
}
