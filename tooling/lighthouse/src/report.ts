import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from './session';

/**
 * The Lighthouse section of docs/performance.md: a table of the measured pages between its own
 * markers, so a rerun replaces it and leaves the rest of the file (prose, the server bench's table,
 * the first-load section) as it was.
 */

/** Issue 11's goals under Lighthouse's default desktop settings. */
export const GOALS = { tbtMs: 200, lcpMs: 2500 } as const;

/** The markers around a generated part of docs/performance.md called `name`. */
const startMarker = (name: string) => `<!-- ${name}:start (written by \`npm run bench\`; edit the prose above, not this part) -->`;
const endMarker = (name: string) => `<!-- ${name}:end -->`;

export const START = startMarker('lighthouse');
export const END = endMarker('lighthouse');

/** A generated part between its markers. */
export const markedSection = (name: string, lines: string[]) => [startMarker(name), '', ...lines, '', endMarker(name)].join('\n');

/** Puts a generated part in place of the previous one, or at the end of the file when there is none. */
export function replaceMarkedSection(document: string, name: string, generated: string): string {
  const start = document.indexOf(startMarker(name));
  const end = document.indexOf(endMarker(name));
  if (start >= 0 && end > start) return `${document.slice(0, start)}${generated}${document.slice(end + endMarker(name).length)}`;
  return `${document.trimEnd()}\n\n${generated}\n`;
}

/** One Lighthouse run of one page in one language. */
export interface Sample {
  tbtMs: number;
  lcpMs: number;
  /** Cumulative Layout Shift: no goal in the issue, shown because a page that jumps as it loads is a defect users see. */
  cls: number;
  /** 0–100. */
  score: number;
  /** Lighthouse's estimate of the machine's speed at that moment (higher is faster). */
  benchmarkIndex: number;
  /** The longest main-thread tasks of the run, with the script Lighthouse attributes them to. */
  longTasks: { url: string; durationMs: number }[];
}

export interface PageResult {
  page: string;
  locale: 'en' | 'ar';
  url: string;
  samples: Sample[];
  /** Set when no run of the page succeeded. */
  error?: string;
}

export interface RunInfo {
  date: Date;
  commit: string;
  machine: string;
  loadAverage: number[];
  chromium: string;
  lighthouse: string;
  runs: number;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export interface Summary {
  tbtMs: number;
  lcpMs: number;
  cls: number;
  score: number;
  benchmarkIndex: number;
  met: boolean;
}

/** Each metric's median over the runs (Lighthouse's own advice for variance); met when both medians are within the goals. */
export function summarise(samples: Sample[]): Summary {
  const tbtMs = median(samples.map((sample) => sample.tbtMs));
  const lcpMs = median(samples.map((sample) => sample.lcpMs));
  return {
    tbtMs,
    lcpMs,
    cls: median(samples.map((sample) => sample.cls)),
    score: median(samples.map((sample) => sample.score)),
    benchmarkIndex: median(samples.map((sample) => sample.benchmarkIndex)),
    met: tbtMs <= GOALS.tbtMs && lcpMs <= GOALS.lcpMs,
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const range = (values: number[], format: (value: number) => string) =>
  values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : '';

/** The markdown table: page, language, TBT, LCP, CLS, score, goal, met. */
export function table(results: PageResult[]): string[] {
  const header = ['page', 'language', 'TBT', 'LCP', 'CLS', 'performance score', 'benchmark index', 'goal', 'met'];
  const goal = `TBT ≤ ${GOALS.tbtMs} ms, LCP ≤ ${seconds(GOALS.lcpMs)}`;
  const rows = results.map((result) => {
    if (result.error || result.samples.length === 0) {
      return [result.page, result.locale, '—', '—', '—', '—', '—', goal, `NO (not measured: ${result.error ?? 'no run'})`];
    }
    const summary = summarise(result.samples);
    const tbts = result.samples.map((sample) => sample.tbtMs);
    const lcps = result.samples.map((sample) => sample.lcpMs);
    return [
      result.page,
      result.locale,
      `${ms(summary.tbtMs)}${range(tbts, ms)}`,
      `${seconds(summary.lcpMs)}${range(lcps, seconds)}`,
      summary.cls.toFixed(3),
      String(Math.round(summary.score)),
      String(Math.round(summary.benchmarkIndex)),
      goal,
      summary.met ? 'yes' : 'NO',
    ];
  });
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)];
}

/** The longest tasks over every run of the pages that missed a goal, for the "what stands in the way" prose. */
export function longTaskLines(results: PageResult[], limit = 3): string[] {
  return results.flatMap((result) => {
    if (result.samples.length === 0 || summarise(result.samples).met) return [];
    const tasks = result.samples
      .flatMap((sample) => sample.longTasks)
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, limit)
      .map((task) => `${ms(task.durationMs)} ${task.url}`);
    return [`${result.page} (${result.locale}) longest tasks: ${tasks.join('; ') || 'none over 50 ms'}`];
  });
}

export function section(results: PageResult[], info: RunInfo): string {
  return markedSection('lighthouse', [
    `- Date: ${info.date.toISOString()}; commit ${info.commit}`,
    `- Machine: ${info.machine}`,
    `- Load average at start (1, 5, 15 min): ${info.loadAverage.map((value) => value.toFixed(2)).join(', ')}`,
    `- ${info.lighthouse}, desktop preset (simulated throttling), on ${info.chromium}; ${info.runs} run(s) a page, median shown with (min–max)`,
    ...longTaskLines(results).map((line) => `- ${line}`),
    '',
    ...table(results),
  ]);
}

/** Puts the generated section in place of the previous one, or at the end of the file when there is none. */
export const replaceSection = (document: string, generated: string): string => replaceMarkedSection(document, 'lighthouse', generated);

/** The commit measured, marked when apps/ or packages/ had uncommitted changes. */
export function gitCommit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return dirty ? `${hash} (with uncommitted changes under apps/ or packages/)` : hash;
  } catch {
    return 'unknown';
  }
}

export const machineLine = () =>
  `${os.cpus().length} cores (nproc), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
