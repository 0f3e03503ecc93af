import './app/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { appApollo, type ApolloSlot } from './app/apollo-slot';
import { checkSession, loadSignedInProvider } from './app/auth-provider';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { appSystem } from './app/system';
import { startI18n } from './lib/i18n';
import { captureInstallPrompt } from './lib/install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/** Resolves once the browser has had the chance to paint (the skeleton), or after 100 ms in a hidden tab, where frames never come. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** The next task: long pieces of start-up work each get their own, so none blocks the page for long. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The browser's install offer is kept for the profile and for after a first request or offer of
// help (lib/install-prompt.ts), never shown on arrival.
captureInstallPrompt();

// The service worker in production builds only (the dev server has none), after the first screen.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  });
}

// The session check (its answer preloaded by index.html) and the remembered language's texts start
// at once; the route's code and texts with the router, once the language is set. index.html's
// skeleton stays on screen until the first screen can render whole (no splash between the skeleton
// and the page): the router, then Chakra's system, each in a task of its own after the skeleton's
// paint. React then replaces the skeleton, rendering as a transition: in short slices, so a phone's
// main thread is never blocked for long.
async function start(root: HTMLElement): Promise<void> {
  const signedIn = checkSession();
  // A signed-in user's part of the app loads as soon as the answer says so, and the first render
  // waits for it: the skeleton stays up rather than a splash. Should it fail to load, the app
  // renders and the provider tries again itself.
  const signedInProvider = signedIn.then((yes) => (yes ? loadSignedInProvider() : undefined)).catch(() => undefined);
  // The app's one Apollo client lives here, so route loaders can start their page's query.
  const apollo: ApolloSlot = { current: null };
  appApollo.slot = apollo;
  // The router after the language: the routes' texts load into the language started here.
  await Promise.all([startI18n(), afterPaint()]);
  const router = createBrowserRouter(routes);
  const routeReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  await nextTask();
  appSystem();
  const [isSignedIn, loadedProvider] = await Promise.all([signedIn, signedInProvider, routeReady]);
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders apolloSlot={apollo} signedIn={isSignedIn} signedInProvider={loadedProvider}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start(container);
