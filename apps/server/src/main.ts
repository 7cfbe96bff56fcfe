import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { hasActiveAdmin } from './administrators/staff.repository';
import { NO_ADMIN_HINT } from './administrators/admin-command';
import { seedOnStart } from './seed/seed';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  const openedMs = Date.now() - started;
  const seedSkipped: string[] = [];
  const seeded = await seedOnStart(database.db, config, (reason) => seedSkipped.push(reason));
  const app = await buildApp({ db: database.db, config, dbKind: database.kind, poolStats: database.poolStats });
  for (const reason of seedSkipped) app.log.warn(reason);

  // SIGTERM (an orchestrator, `npm run cluster`): readiness turns 503 at once, requests are still
  // served for DRAIN_GRACE_MS while the balancer's checks take this process out, then the close.
  // SIGINT (Ctrl-C), or a second signal during the grace, closes at once.
  let closing: Promise<void> | undefined;
  let endGrace = () => {};
  const close = () =>
    (closing ??= (async () => {
      // app.close stops accepting, disconnects sockets (preClose), lets requests in flight finish.
      const timer = setTimeout(() => {
        app.log.error('shutdown took too long, exiting');
        process.exit(1);
      }, 10_000);
      timer.unref();
      try {
        await app.close();
        await database.close();
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      }
    })());
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    if (signal === 'SIGTERM' && config.drainGraceMs > 0 && !app.lifecycle.draining) {
      app.lifecycle.draining = true;
      await new Promise<void>((resolve) => {
        endGrace = resolve;
        setTimeout(resolve, config.drainGraceMs);
      });
    }
    endGrace();
    await close();
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, seeded, openedMs, startupMs: Date.now() - started },
    'server ready',
  );
  if (!(await hasActiveAdmin(database.db))) app.log.warn(NO_ADMIN_HINT);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
