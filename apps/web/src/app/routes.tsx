import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { SplashScreen } from '../components/splash-screen';
import { loadHealthAssistantPage } from '../features/assistant';
import { loadAccountLinkPages, loadForgotPasswordPage, loadLoginPage, loadSignupPage } from '../features/auth';
import { loadProfileEditPage } from '../features/profile';
import { loadCampaignDetailPage, loadCreateCampaignPage } from '../features/campaigns';
import { loadTexts, withTexts } from '../lib/i18n';
import { loadModerationPage } from '../features/moderation';
import { loadNotificationsPage } from '../features/notifications';
import { loadCreateRequestPage, loadRequestDetailPage, loadRequestTexts } from '../features/requests';
import { Layout } from './layout';
import { GuestOnly, RequireAuth, RequireModerator } from './route-guards';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

/**
 * Every route of SPEC section 2. The home page (the first screen) and the not-found page are in
 * the main bundle; every other page is its own chunk, loaded on first visit, under a layout route
 * that loads Apollo with it: a guest's home page needs no GraphQL, and the first load of the home
 * route has a size budget (README, "Size budget").
 * Access: guests only (GuestOnly) = /auth/*; guarded (RequireAuth) = /profile/*, /profile-edit,
 * /create-request, /create-campaign, /notifications, /health-assistant; moderators only
 * (RequireModerator) = /moderation; the rest is public.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <SplashScreen />,
    children: [
      // The first screen is in the main bundle; its texts (the feed's too) are fetched before it shows.
      {
        index: true,
        lazy: async () => {
          await loadTexts('home', 'campaigns');
          return { Component: HomePage };
        },
      },

      // The pages that may talk GraphQL: Apollo loads with the first of them (apollo-provider.tsx).
      {
        lazy: async () => ({ Component: (await import('./apollo-provider')).ApolloOutlet }),
        children: [
          // Guests only.
          {
            path: 'auth',
            element: <GuestOnly />,
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/auth/auth-index')).AuthIndexRedirect }) },
              { path: 'login', lazy: async () => ({ Component: (await loadLoginPage()).LoginPage }) },
              { path: 'signup', lazy: async () => ({ Component: (await loadSignupPage()).SignupPage }) },
              { path: 'forgot-password', lazy: async () => ({ Component: (await loadForgotPasswordPage()).ForgotPasswordPage }) },
            ],
          },

          // Guarded.
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'profile',
                lazy: async () => ({ Component: (await withTexts(import('./routes/profile/profile'), 'profile')).ProfilePage }),
                children: [
                  { index: true, element: <Navigate to="/profile/requests" replace /> },
                  {
                    path: 'requests',
                    lazy: async () => {
                      const [route] = await Promise.all([import('./routes/profile/profile-requests'), loadRequestTexts()]);
                      return { Component: route.ProfileRequestsPage };
                    },
                  },
                  {
                    path: 'donations',
                    lazy: async () => ({ Component: (await import('./routes/profile/profile-donations')).ProfileDonationsPage }),
                  },
                  {
                    path: 'contributions',
                    lazy: async () => ({
                      Component: (await import('./routes/profile/profile-contributions')).ProfileContributionsPage,
                    }),
                  },
                ],
              },
              { path: 'profile-edit', lazy: async () => ({ Component: (await loadProfileEditPage()).ProfileEditPage }) },
              { path: 'create-request', lazy: async () => ({ Component: (await loadCreateRequestPage()).CreateRequestPage }) },
              {
                path: 'create-campaign',
                lazy: async () => ({ Component: (await loadCreateCampaignPage()).CreateCampaignPage }),
              },
              { path: 'notifications', lazy: async () => ({ Component: (await loadNotificationsPage()).NotificationsPage }) },
              {
                path: 'health-assistant',
                lazy: async () => ({ Component: (await loadHealthAssistantPage()).HealthAssistantPage }),
              },
              // Moderators only; anyone else sees the not-found page (the page's operations refuse them too).
              {
                element: <RequireModerator />,
                children: [{ path: 'moderation', lazy: async () => ({ Component: (await loadModerationPage()).ModerationPage }) }],
              },
            ],
          },

          // Public: the links sent by e-mail work signed in or not.
          { path: 'reset-password', lazy: async () => ({ Component: (await loadAccountLinkPages()).ResetPasswordPage }) },
          { path: 'confirm-email', lazy: async () => ({ Component: (await loadAccountLinkPages()).ConfirmEmailPage }) },
          { path: 'undo-email-change', lazy: async () => ({ Component: (await loadAccountLinkPages()).UndoEmailChangePage }) },

          // Public.
          // The parameter is spelt reqestId in the product's URLs; keep it.
          {
            path: 'request/:reqestId',
            lazy: async () => {
              const [page, apollo] = await Promise.all([loadRequestDetailPage(), import('./apollo-provider')]);
              return {
                Component: page.RequestDetailPage,
                // The request's query starts with the page's code, not after its first render.
                loader: ({ params }: LoaderFunctionArgs) => {
                  if (params.reqestId) apollo.startPageQuery(page.requestPageQuery(params.reqestId));
                  return null;
                },
              };
            },
          },
          {
            path: 'campaign/:campaignId',
            lazy: async () => ({ Component: (await loadCampaignDetailPage()).CampaignDetailPage }),
          },
        ],
      },

      // Static pages.
      // Their long texts are their own namespace ('legal'), fetched with them.
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await withTexts(import('./routes/privacy'), 'legal')).PrivacyPage }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await withTexts(import('./routes/terms'), 'legal')).TermsPage }),
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
