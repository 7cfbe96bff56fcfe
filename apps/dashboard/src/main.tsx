import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerMessages } from '@mk/i18n';
import { AppProviders, registerCoreMessages, registerModuleMessages } from '@mk/module-kit';
import { startAppStore } from '@mk/session';
import { followLocaleFonts } from './locale-fonts';
import { shellMessages } from './messages';
import { modules } from './modules';
import { appRoutes } from './routes';
import { shellTheme } from './theme';

registerCoreMessages();
registerMessages('shell', shellMessages);
registerModuleMessages(modules);

// Restores a stored session (and its realtime connection) before the first render. RTK Query's
// API is loaded when first needed: by the login, or at once for a restored session.
const store = startAppStore();
followLocaleFonts(store);
const router = createBrowserRouter(appRoutes(modules, { beforeShell: store.apiReady }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} theme={shellTheme} fallback={<div className="mk-route-fallback" aria-busy="true" />}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
