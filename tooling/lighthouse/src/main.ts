/**
 * `npm run bench` (or `npm run bench -- --only=lighthouse`): Lighthouse's desktop preset on the
 * login page, the clinic list, the appointment monitor and the patient upload page, in English and
 * Arabic, against the built server with the demo data; the table goes to docs/performance.md.
 * Never part of `npm test` (only report.test.ts is).
 *
 * Knobs: BENCH_LIGHTHOUSE_RUNS (runs a page, default 3; the median is reported), CHROME_PATH.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { gitCommit, machineLine, replaceSection, section, summarise, table, type PageResult, type RunInfo, type Sample } from './report';
import { api, startServer } from './server';
import { ADMIN, LOCALES, logIn, reportsDir, repoRoot, useLocale, type Locale } from './session';

const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

interface Target {
  page: string;
  path: string;
  /** Logged out (the login page) or as the demo ADMIN. */
  signedIn: boolean;
}

/** The demo clinic with the most appointments today (UTC, the monitor's default day). */
async function busiestClinicToday(baseUrl: string, token: string): Promise<{ id: string; name: string; tiles: number; day: string }> {
  const day = new Date().toISOString().slice(0, 10);
  const clinics = await api<{ rows: { sys_id: string; registered_clinic_name: string }[] }>(baseUrl, 'clinic-read/clinics?page=1&limit=100', { token });
  let best = { id: '', name: '', tiles: -1, day };
  for (const clinic of clinics.rows) {
    const tiles = await api<unknown[]>(baseUrl, `monitoring/appointment-by-clinic/${encodeURIComponent(clinic.sys_id)}?day=${day}`, { token });
    if (tiles.length > best.tiles) best = { id: clinic.sys_id, name: clinic.registered_clinic_name, tiles: tiles.length, day };
  }
  if (best.tiles <= 0) throw new Error(`no demo clinic has appointments on ${day}`);
  return best;
}



interface AuditItem {
  url?: string;
  duration?: number;
}

/** One Lighthouse run, desktop preset, on a cold HTTP cache but with the profile's localStorage kept. */
async function audit(context: BrowserContext, page: Page, port: number, url: string, name: string): Promise<Sample> {
  // disableStorageReset keeps the session and language, but would also keep the HTTP cache of the
  // previous run; clear that so every run loads the assets as a first visit does.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'] },
    desktopConfig,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  writeFileSync(join(reportsDir, `${name}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`ended on ${finalPath} instead of ${new URL(url).pathname}`);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no ${id} (${lhr.audits[id]?.errorMessage ?? 'not measured'})`);
    return value;
  };
  const longTasks = ((lhr.audits['long-tasks']?.details as { items?: AuditItem[] } | undefined)?.items ?? []).map((item) => ({
    url: item.url ? item.url.replace(new URL(url).origin, '') : 'unattributable',
    durationMs: item.duration ?? 0,
  }));
  return {
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    score: (lhr.categories.performance?.score ?? 0) * 100,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longTasks,
  };
}

async function measure(context: BrowserContext, page: Page, port: number, baseUrl: string, target: Target, locale: Locale): Promise<PageResult> {
  const url = `${baseUrl}${target.path}`;
  const result: PageResult = { page: target.page, locale, url: target.path, samples: [] };
  const errors: string[] = [];
  // Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) on a loaded machine: such a run is
  // retried, up to two extra attempts a page, so the median is over `runs` good runs where possible.
  for (let run = 1; result.samples.length < runs && run <= runs + 2; run += 1) {
    const name = `${target.page.replace(/\W+/g, '-')}.${locale}.${run}`;
    try {
      const sample = await audit(context, page, port, url, name);
      result.samples.push(sample);
      console.log(`  ${target.page} (${locale}) run ${run}: TBT ${Math.round(sample.tbtMs)} ms, LCP ${Math.round(sample.lcpMs)} ms, CLS ${sample.cls.toFixed(3)}, score ${Math.round(sample.score)}`);
    } catch (error) {
      errors.push((error as Error).message);
      console.log(`  ${target.page} (${locale}) run ${run} failed: ${(error as Error).message}`);
    }
  }
  if (result.samples.length === 0) result.error = errors[0] ?? 'no run';
  return result;
}

async function main() {
  mkdirSync(reportsDir, { recursive: true });
  const date = new Date();
  const loadAverage = os.loadavg();
  const server = await startServer(repoRoot);
  const browser = await launchChromium();
  const results: PageResult[] = [];
  try {
    const token = (await api<{ token: string }>(server.baseUrl, 'administrator-read/login', { body: ADMIN })).token;
    const clinic = await busiestClinicToday(server.baseUrl, token);
    console.log(`Lighthouse on ${server.baseUrl}; monitor: ${clinic.name}, ${clinic.tiles} appointments on ${clinic.day}; ${runs} run(s) a page`);
    const targets: Target[] = [
      { page: 'login', path: '/login', signedIn: false },
      { page: 'clinic list', path: '/clinics', signedIn: true },
      { page: 'appointment monitor', path: `/appointments?date=${clinic.day}&clinic=${encodeURIComponent(clinic.id)}`, signedIn: true },
      { page: 'patient upload', path: '/upload-data', signedIn: true },
    ];
    const cdpBrowser = await chromium.connectOverCDP(browser.wsEndpoint);
    const context = cdpBrowser.contexts()[0];
    const page = await context.newPage();
    for (const signedIn of [false, true]) {
      if (signedIn) await logIn(page, server.baseUrl);
      for (const locale of LOCALES) {
        for (const target of targets.filter((entry) => entry.signedIn === signedIn)) {
          try {
            await useLocale(page, server.baseUrl, locale, target.path);
            results.push(await measure(context, page, browser.port, server.baseUrl, target, locale));
          } catch (error) {
            console.log(`  ${target.page} (${locale}) not measured: ${(error as Error).message}`);
            results.push({ page: target.page, locale, url: target.path, samples: [], error: (error as Error).message });
          }
        }
      }
    }
    await cdpBrowser.close();
  } finally {
    await browser.stop();
    await server.stop();
  }

  const order = (result: PageResult) => ['login', 'clinic list', 'appointment monitor', 'patient upload'].indexOf(result.page) * 2 + LOCALES.indexOf(result.locale);
  results.sort((a, b) => order(a) - order(b));
  const info: RunInfo = {
    date,
    commit: gitCommit(),
    machine: machineLine(),
    loadAverage,
    chromium: browser.version,
    lighthouse: `Lighthouse ${lighthouseVersion()}`,
    runs,
  };
  const file = join(repoRoot, 'docs/performance.md');
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section(results, info)));
  console.log(['', ...table(results), '', `written to ${file}; full reports in ${reportsDir}`].join('\n'));
  const missed = results.filter((result) => result.samples.length === 0 || !summarise(result.samples).met).length;
  if (missed) console.log(`${missed} of ${results.length} page/language pairs missed a goal (timings never fail the run)`);
}

function lighthouseVersion(): string {
  try {
    const manifest = join(dirname(fileURLToPath(import.meta.resolve('lighthouse'))), '../package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return '(version unknown)';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
