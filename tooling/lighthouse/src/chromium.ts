import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from './child';

export interface RunningChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /** The browser's DevTools WebSocket, for Playwright's connectOverCDP. */
  wsEndpoint: string;
  version: string;
  stop(): Promise<void>;
}

export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Debian's Chromium (or CHROME_PATH), headless, with a remote-debugging port and its own profile, so
 * the tabs Lighthouse opens share the localStorage (session and language) the login put there.
 */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'mk-lighthouse-chromium-'));
  const version = spawnSync(chromePath(), ['--version'], { encoding: 'utf8' }).stdout.trim();
  const child = spawn(
    chromePath(),
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  const wsEndpoint = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`Chromium gave no DevTools address in 60 s:\n${output}`)), 60_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        ready(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });
  child.stderr.resume();
  return {
    port: Number(new URL(wsEndpoint).port),
    wsEndpoint,
    version,
    stop: () => stopChild(child, [profile]),
  };
}
