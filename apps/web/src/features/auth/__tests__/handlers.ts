import { graphql, http, HttpResponse } from 'msw';
import type { AuthUser } from '../../../hooks/use-auth';
import { apiUrl } from '../../../lib/rest';
import { server } from '../../../test/server';
import { envelope, unauthenticatedGraphql, unauthenticatedRest } from '../../../test/msw';
import { LoginMutation } from '../login.graphql';
import { LogoutMutation } from '../logout.graphql';
import { MeQuery } from '../me.graphql';
import { RegisterMutation } from '../register.graphql';
import { SetLanguageMutation } from '../set-language.graphql';

type UserInput = Partial<Omit<AuthUser, 'address'>> & { address?: Partial<AuthUser['address']> };

/** A user as the server sends it (with __typename, as Apollo's cache expects). */
export function makeUser(overrides: UserInput = {}): AuthUser {
  const { address, ...rest } = overrides;
  return {
    __typename: 'User',
    id: 'u1',
    userName: 'asha',
    email: 'asha@example.com',
    pendingEmail: null,
    emailConfirmed: true,
    phoneNo: null,
    avatar: null,
    dateOfBirth: '1995-04-12',
    bloodGroup: null,
    pincode: null,
    isBloodGroupAdded: false,
    isContactInfoFilled: false,
    language: 'en',
    isModerator: false,
    ...rest,
    address: { __typename: 'Address', addressLine: null, district: null, state: null, ...address },
  };
}

/**
 * The session routes and the account operations: signed in as `user`, or signed out without one.
 * A refresh succeeds only for a signed-in user; login and register always succeed.
 */
export function authHandlers(user: AuthUser | null = null) {
  return [
    http.get(apiUrl('/user/check-auth'), () => envelope({ isAuthenticated: user !== null })),
    http.get(apiUrl('/user/refresh-token'), () => (user ? envelope(null) : unauthenticatedRest())),
    http.get(apiUrl('/user/logout-user'), () => envelope(null)),
    graphql.query(MeQuery, () => (user ? HttpResponse.json({ data: { me: user } }) : unauthenticatedGraphql())),
    graphql.mutation(LoginMutation, () => HttpResponse.json({ data: { login: user ?? makeUser() } })),
    graphql.mutation(RegisterMutation, () => HttpResponse.json({ data: { register: user ?? makeUser() } })),
    graphql.mutation(LogoutMutation, () => HttpResponse.json({ data: { logout: true } })),
    graphql.mutation(SetLanguageMutation, ({ variables }) =>
      HttpResponse.json({ data: { setLanguage: { __typename: 'User' as const, id: user?.id ?? 'u1', language: variables.language } } }),
    ),
  ];
}

/** Makes the server answer as for a signed-in `user` for the rest of the test. */
export function signIn(user: AuthUser = makeUser()): AuthUser {
  server.use(...authHandlers(user));
  return user;
}
