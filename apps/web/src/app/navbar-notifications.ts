import { createContext, type ReactNode } from 'react';

/**
 * The navbar's notifications button with its live unread badge, provided by the signed-in part of
 * the app (it needs Apollo, which a guest's first page never loads); null for a guest, whose
 * navbar shows the plain button.
 */
export const NavbarNotificationsContext = createContext<ReactNode>(null);
