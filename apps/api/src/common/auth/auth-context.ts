import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphqlContext } from '../graphql/graphql-context';

/** Who is calling: set by the auth guard on the request (HTTP) or on the socket (graphql-ws). */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

export interface RequestWithAuth {
  auth?: AuthContext;
  /**
   * The signed-in user's row, read by the session check of this very request (HTTP only, never on
   * a socket, which lives for hours): UsersService.getSignedIn uses it instead of reading again.
   */
  signedInUserRow?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}

/** The request object of an HTTP or GraphQL call; for subscriptions, the socket's upgrade request. */
export function requestOf(context: ExecutionContext): RequestWithAuth {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<GraphqlContext>().req as unknown as RequestWithAuth;
  }
  return context.switchToHttp().getRequest<RequestWithAuth>();
}

/** The signed-in caller; only on routes the guard protects. */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const auth = requestOf(context).auth;
  if (!auth) throw new Error('CurrentAuth used on a public route');
  return auth;
});

/** The caller when signed in, null otherwise; for @PublicIdentified routes. */
export const CurrentAuthOrNull = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext | null => requestOf(context).auth ?? null);

/** The signed-in user's row read with this request's session check, if any (see RequestWithAuth). */
export const SignedInUserRow = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Record<string, unknown> | undefined => requestOf(context).signedInUserRow,
);
