import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { startI18n } from './lib/i18n';
import { captureInstallPrompt } from './lib/install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const router = createBrowserRouter(routes);

// The browser's install offer is kept for the profile and for after a first request or offer of
// help (lib/install-prompt.ts), never shown on arrival.
captureInstallPrompt();

// The service worker in production builds only (the dev server has none), after the first screen.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  });
}

// The remembered language first (a Hindi reader's catalogue is one small fetch), then the app.
void startI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
