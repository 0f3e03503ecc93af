import { createContext, useContext } from 'react';
import type { UserFieldsFragment } from '../gql/graphql';

/** The signed-in user, as the UserFields fragment reads it. */
export type AuthUser = UserFieldsFragment;

export interface AuthState {
  /** SPEC "Auth state": known once the check-auth call returned (the splash covers the wait). */
  isAuthenticated: boolean;
  /** The signed-in user (the `me` query); null while it loads and when signed out. */
  user: AuthUser | null;
  /** Signed in, but the user could not be read (the `me` query failed): pages waiting for it say so. */
  userFailed: boolean;
  /** Loads the user again, after a profile change (or a failed read). */
  refetchUser: () => Promise<void>;
  /** Ends the session, then reloads the page; on failure toasts 'Unable to logout now!'. */
  logout: () => Promise<void>;
  /** True while the logout call runs (the menu shows 'Loging out...'). */
  loggingOut: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** SPEC section 2: the banner shows when signed in and both profile parts are missing. */
export function needsProfileCompletion({ isAuthenticated, user }: Pick<AuthState, 'isAuthenticated' | 'user'>): boolean {
  return isAuthenticated && user?.isBloodGroupAdded === false && user?.isContactInfoFilled === false;
}
