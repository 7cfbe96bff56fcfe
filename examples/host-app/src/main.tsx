import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { clinicsModule } from '@mk/clinics';
import { registerMessages } from '@mk/i18n';
import { registerCoreMessages, registerModuleMessages, type DomainModule } from '@mk/module-kit';
import { createAppStore } from '@mk/session';
import { hostMessages } from './messages';
import { HostProviders } from './providers';
import { hostRoutes } from './routes';

/** The domain modules this host mounts: their routes, menu entries and messages come with them. */
const modules: DomainModule[] = [clinicsModule];

// The catalogues: the shared pieces' and the login's (ui, session), the host's own, the modules'.
registerCoreMessages();
registerMessages('host', hostMessages);
registerModuleMessages(modules);

// Session, locale and realtime slices with RTK Query's API (@mk/api) in it; restores a stored sign-in.
const store = createAppStore();
const router = createBrowserRouter(hostRoutes(modules));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HostProviders store={store}>
      <RouterProvider router={router} />
    </HostProviders>
  </StrictMode>,
);
