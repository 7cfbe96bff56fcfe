import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiateEncoding, type PreparedEncoding } from './content-encoding';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declareContextAccess } from '../auth/route-access';
import { fail } from '../http/envelope';
import { apiError } from '../http/errors';
import { isApiPath, issueCsrfCookie } from './csrf';
import { runtimeConfigScript } from './runtime-config';

/** The dashboard's shell and files: public, the data behind them is not. */
const PUBLIC = { config: { access: 'public' } } as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT =
  'The dashboard has not been built yet. Run `npx pnpm@10.34.9 --filter @mk/dashboard build` (or `npm start`), then reload. The API is available under /api.\n';

/**
 * Serves the dashboard build at `/`, `/config.js`, and index.html for every other GET outside
 * /api (the dashboard's router decides what is unknown). Unknown /api paths answer a 404 envelope.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const root = app.config.dashboardDir;
  const indexFile = path.join(root, 'index.html');
  const built = existsSync(indexFile);

  app.get('/config.js', PUBLIC, async (request, reply) => {
    issueCsrfCookie(request, reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type('application/javascript; charset=utf-8')
      .send(runtimeConfigScript(app.config));
  });

  /** index.html as the build prepared it for the client's Accept-Encoding (brotli, gzip, or plain). */
  async function readIndex(request: FastifyRequest): Promise<{ html: Buffer; encoding?: PreparedEncoding }> {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding) {
      try {
        return { html: await readFile(`${indexFile}${encoding.extension}`), encoding };
      } catch {
        // No prepared copy (a build without compression): the plain file below.
      }
    }
    return { html: await readFile(indexFile) };
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status = 200) {
    let index: { html: Buffer; encoding?: PreparedEncoding };
    try {
      index = await readIndex(request);
    } catch {
      return reply.status(status === 200 && request.url === '/' ? 200 : 404).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    issueCsrfCookie(request, reply);
    // Revalidated on every visit: it names the hashed assets of the current build.
    reply.status(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (index.encoding) reply.header('Content-Encoding', index.encoding.name);
    return reply.send(index.html);
  }

  app.get('/', PUBLIC, (request, reply) => sendIndex(request, reply));
  app.get('/index.html', PUBLIC, (request, reply) => sendIndex(request, reply));

  if (built) {
    // Hashed assets: the static plugin answers them, with the brotli or gzip copy the build prepared
    // when the client accepts one; anything it does not find reaches the handler below.
    const hashedAssets = path.join(root, 'assets') + path.sep;
    await app.register(async (assets) => {
      declareContextAccess(assets, 'public');
      await assets.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        // The build's own records (dist/.vite/manifest.json, read by the bundle budget) are not for browsers.
        allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
        setHeaders: (reply, file) => {
          // A file name under assets/ carries its content hash, so it never changes: cache it for good.
          // Anything else (public/ files) keeps its name across builds and is revalidated.
          reply.header('Cache-Control', file.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // A missing asset (a path ending in a file name) is a 404, not the app shell.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (isPage && !looksLikeFile) return sendIndex(request, reply);
    if (isPage) return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
    return reply.status(404).send(fail(apiError('resource.not_found')));
  });
}
