import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One line of the bench's table. */
export interface Row {
  name: string;
  ours: string;
  baseline: string;
  ratio: string;
  goal: string;
  /** true met, false missed, undefined no goal (or not measured). */
  met: boolean | undefined;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const perSecond = (value: number) => `${Math.round(value)} req/s`;

const HEADER = ['case', 'ours', 'baseline', 'ratio', 'goal', 'met'];
const cells = (row: Row) => [row.name, row.ours, row.baseline, row.ratio, row.goal, row.met === undefined ? '—' : row.met ? 'yes' : 'NO'];

export function printTable(rows: Row[]): void {
  const all = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((line) => line[i].length)));
  for (const line of all) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}

export interface RunInfo {
  startedAt: Date;
  loadAverage: number[];
  notes: string[];
  /** Seconds per autocannon run; absent where nothing was loaded with autocannon (the sockets case). */
  seconds?: number;
}

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (nproc), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, ${cpu}, Node ${process.version}`;
}

/** The generated parts of docs/performance.md: the main table, and the sockets case's (it also runs alone). */
export type ReportSection = 'bench' | 'bench-sockets';

/** Replaces one generated part of docs/performance.md (the prose around it stays as written). */
export function writeReport(rows: Row[], info: RunInfo, section: ReportSection = 'bench'): string {
  const START = `<!-- ${section}:start (written by \`npm run bench\`; edit the prose above, not this part) -->`;
  const END = `<!-- ${section}:end -->`;
  const file = path.resolve(__dirname, '..', '..', '..', 'docs', 'performance.md');
  const table = [
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${cells(row).map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`),
  ];
  const generated = [
    START,
    '',
    `- Date: ${info.startedAt.toISOString()}; commit ${commit()}`,
    `- Machine: ${machineLine()}`,
    `- Load average at start (1, 5, 15 min): ${info.loadAverage.map((value) => value.toFixed(2)).join(', ')}`,
    ...(info.seconds === undefined ? [] : [`- ${info.seconds} s per load run; p95 is interpolated between autocannon's p90 and p97.5`]),
    ...info.notes.map((note) => `- ${note}`),
    '',
    ...table,
    '',
    END,
  ].join('\n');
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
  const start = before.indexOf(START);
  const end = before.indexOf(END);
  const next = start >= 0 && end > start ? `${before.slice(0, start)}${generated}${before.slice(end + END.length)}` : `${before.trimEnd()}\n\n${generated}\n`;
  writeFileSync(file, next);
  return file;
}
