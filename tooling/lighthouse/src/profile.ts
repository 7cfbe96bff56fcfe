/**
 * Where a page's main-thread time goes, for a goal Lighthouse finds missed: loads one page as the
 * Lighthouse run does (cold HTTP cache, session and language kept), records a CPU profile, and
 * prints the self time by source — the npm package or workspace file, through the build's source
 * maps when there are any (build one with `vite build --sourcemap --outDir <dir>` in apps/dashboard).
 *
 *   pnpm --filter @mk/lighthouse run profile -- /clinics en [--build=/tmp/dashboard-with-maps]
 *
 * Writes the .cpuprofile (for Chrome DevTools' Performance panel) to tooling/lighthouse/reports/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from './chromium';
import { sourceGroup } from './source-group';
import { logIn, reportsDir, repoRoot, useLocale } from './session';
import { startServer } from './server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface SourceMapEntry {
  sourceURL?: string;
}
interface SourceMap {
  findEntry(line: number, column: number): SourceMapEntry | null;
}

const require = createRequire(import.meta.url);
// Lighthouse's own copy of DevTools' source map reader (CommonJS).
const { SourceMap } = require('lighthouse/core/lib/cdt/SDK.js') as { SourceMap: new (compiledUrl: string, mapUrl: string, payload: unknown) => SourceMap };

function mapsOf(build: string): (url: string) => SourceMap | undefined {
  const cache = new Map<string, SourceMap | undefined>();
  return (url) => {
    if (!cache.has(url)) {
      const file = join(build, new URL(url).pathname + '.map');
      cache.set(url, existsSync(file) ? new SourceMap(url, `${url}.map`, JSON.parse(readFileSync(file, 'utf8'))) : undefined);
    }
    return cache.get(url);
  };
}

interface Stretch {
  startMs: number;
  durationMs: number;
  bySource: Map<string, number>;
}

/**
 * The profile cut into busy stretches (runs of samples between idle ones: about the main thread's
 * tasks, the long ones being what Total Blocking Time counts), each with its self time by source.
 */
function busyStretches(profile: CpuProfile, mapFor: (url: string) => SourceMap | undefined): { total: Stretch; stretches: Stretch[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const total: Stretch = { startMs: 0, durationMs: 0, bySource: new Map() };
  const stretches: Stretch[] = [];
  let current: Stretch | undefined;
  let clock = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    clock += ms;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') {
      current = undefined;
      return;
    }
    let group = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'program'})`;
    const entry = frame.url ? mapFor(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber) : undefined;
    if (entry?.sourceURL) group = sourceGroup(entry.sourceURL);
    if (!current) stretches.push((current = { startMs: clock - ms, durationMs: 0, bySource: new Map() }));
    for (const stretch of [current, total]) {
      stretch.durationMs += ms;
      stretch.bySource.set(group, (stretch.bySource.get(group) ?? 0) + ms);
    }
  });
  return { total, stretches: stretches.sort((a, b) => b.durationMs - a.durationMs) };
}

const largest = (stretch: Stretch, count: number) =>
  [...stretch.bySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([group, ms]) => `${Math.round(ms)} ms ${group}`);

async function main() {
  const [path = '/clinics', locale = 'en'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const build = process.argv.find((arg) => arg.startsWith('--build='))?.slice('--build='.length) ?? join(repoRoot, 'apps/dashboard/dist');
  if (locale !== 'en' && locale !== 'ar') throw new Error(`locale must be en or ar, got ${locale}`);
  mkdirSync(reportsDir, { recursive: true });
  const server = await startServer(repoRoot, build);
  const browser = await launchChromium();
  try {
    const cdpBrowser = await chromium.connectOverCDP(browser.wsEndpoint);
    const context = cdpBrowser.contexts()[0];
    const page = await context.newPage();
    if (path !== '/login') await logIn(page, server.baseUrl);
    await useLocale(page, server.baseUrl, locale, path);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}.${locale}.cpuprofile`;
    writeFileSync(join(reportsDir, name), JSON.stringify(profile));
    const { total, stretches } = busyStretches(profile, mapsOf(build));
    console.log(`${path} (${locale}): ${Math.round(total.durationMs)} ms busy; self time by source:`);
    for (const line of largest(total, 25)) console.log(`  ${line}`);
    console.log('longest busy stretches (about the long tasks):');
    for (const stretch of stretches.slice(0, 5)) {
      console.log(`  ${Math.round(stretch.durationMs)} ms at ${Math.round(stretch.startMs)} ms: ${largest(stretch, 6).join(', ')}`);
    }
    console.log(`profile: ${join(reportsDir, name)}`);
    await cdpBrowser.close();
  } finally {
    await browser.stop();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('profile.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
