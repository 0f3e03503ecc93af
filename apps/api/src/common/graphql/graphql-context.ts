import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../auth/auth-context';

/** What graphql-ws keeps per socket (`extra`), filled in by onConnect. */
export interface SocketExtra {
  /** The upgrade request (not parsed by Fastify: no cookies object, no ip). */
  request: IncomingMessage;
  socket: WebSocket;
  /** Set in onConnect from the access cookie; a socket without it is refused. */
  auth?: AuthContext;
}

/** The GraphQL context, the same shape for HTTP operations and subscriptions. */
export interface GraphqlContext {
  req: FastifyRequest | SocketExtra['request'];
  reply?: FastifyReply;
  /** Set for operations arriving over graphql-ws. */
  socket?: SocketExtra;
}

/**
 * Apollo's Nest driver calls the context function with `(request, reply)` for Fastify HTTP, and
 * the graphql-ws server with `{ extra }` (the socket's context): give resolvers and guards one shape.
 */
export function buildGraphqlContext(...args: unknown[]): GraphqlContext {
  const [first, second] = args as [Record<string, unknown> | undefined, FastifyReply | undefined];
  if (first && typeof first === 'object' && 'extra' in first && first.extra) {
    const socket = first.extra as SocketExtra;
    return { req: socket.request, socket };
  }
  if (first && typeof first === 'object' && 'req' in first && first.req) {
    return { req: first.req as FastifyRequest, reply: first.reply as FastifyReply | undefined };
  }
  return { req: first as unknown as FastifyRequest, reply: second };
}
