import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HomeFiguresSchema } from '@mk/contracts';
import { currentUser, roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { replies } from '../openapi/reply-schemas';
import { homeFigures } from './home.service';
import { installHomeSignals } from './home-signal-sources';
import { sharedHomeReads, type SharedHomeReads } from './shared-home-reads';

/** The Home of ADMIN and of every PIC; the service keeps a PIC to their own facilities. */
const HOME_ACCESS = { access: roles('ADMIN', 'PIC') };

async function homeRoutes(plain: FastifyInstance, reads: SharedHomeReads): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/dashboard-read/home',
    {
      config: HOME_ACCESS,
      schema: {
        summary: "The caller's Home: ADMIN's figures of the whole marketplace, or a PIC's of the clinics, pharmacies and centers they run, on the Riyadh calendar; ask again on `home_changed`",
        response: replies({ 200: HomeFiguresSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok('Home', await reads.read(user, () => homeFigures(app.db, user, app.clock())));
    },
  );
}

/**
 * The dashboard domain (issue 29): the Home route, and the `home_changed` signals. Those watch every
 * write of every domain through an `onResponse` hook, and Fastify gives a hook only to the routes
 * of its own plugin and of those registered after it: so this domain runs in the root's context
 * (Fastify's `skip-override`, what fastify-plugin sets), is the first of SERVER_DOMAINS, and mounts
 * its own route under /api itself (the root ignores a prefix given to such a plugin).
 */
export const dashboardDomain = Object.assign(
  async function dashboardDomain(root: FastifyInstance): Promise<void> {
    const reads = sharedHomeReads();
    installHomeSignals(root, reads);
    await root.register((app) => homeRoutes(app, reads), { prefix: '/api' });
  },
  { [Symbol.for('skip-override')]: true },
);
