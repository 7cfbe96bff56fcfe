import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, type Session } from './browser';
import { startServer, type RunningServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
  /** A fresh browser context for each test: no cookies or localStorage carried over. */
  session: Session;
}

/**
 * One built server on a fresh seeded database and one Chromium per test file, a new browser
 * context per test. Call at the top of a test file; read the fields inside tests.
 */
export function useSuite(serverEnv: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(serverEnv), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  beforeEach(async () => {
    suite.session = await newSession(suite.browser, suite.server.baseUrl);
  });
  afterEach(async () => {
    await suite.session?.context.close();
  });
  return suite;
}
