import type { FastifyRequest } from 'fastify';

const SERVER_PREFIXES = ['/api/', '/graphql', '/graphiql', '/uploads/', '/assets/', '/og/'];

/** A GET for a page of the client app (no file extension, not a server route). */
export function isSpaPath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}
