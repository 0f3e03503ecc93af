// The auth feature's public entry: other code imports it from here, never from its files. It
// stays light (the app's first bundle imports it): the screens are loaders of their own chunks,
// each fetched with the feature's texts (the 'auth' namespace).
import { withTexts } from '../../lib/i18n';

export { LoginMutation } from './login.graphql';
export { LogoutMutation } from './logout.graphql';
export { MeQuery } from './me.graphql';
export { SetLanguageMutation } from './set-language.graphql';
export { UserFields } from './user-fields.graphql';

/** The login screen (SPEC route /auth/login), fetched on first visit. */
export const loadLoginPage = () => withTexts(import('./pages/login-page'), 'auth');
/** The signup screen (SPEC route /auth/signup), fetched on first visit. */
export const loadSignupPage = () => withTexts(import('./pages/signup-page'), 'auth');
/** "Forgot password" (/auth/forgot-password), fetched on first visit. */
export const loadForgotPasswordPage = () => withTexts(import('./pages/forgot-password-page'), 'auth');
/** The pages of the links sent by e-mail (/reset-password, /confirm-email, /undo-email-change). */
export const loadAccountLinkPages = () => withTexts(import('./pages/account-link-pages'), 'auth');
export { ResendEmailConfirmationMutation } from './account-links.graphql';
