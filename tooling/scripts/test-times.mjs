// Where `npm test`'s time went (issue 32): each phase's wall time, each package's turbo tasks
// (build, lint, typecheck, test) from turbo's run summaries, and the ten longest test files from
// the jest reporter in @mk/jest-preset (durations-reporter.cjs). Printed at the end of every run,
// passed or failed, so a slow or busy machine shows itself in the log.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TASKS = ['build', 'lint', 'typecheck', 'test'];

export function createTimeTable(root) {
  const timesDir = join(root, 'node_modules/.cache/mk-test-times');
  const runsDir = join(root, '.turbo/runs');
  const started = Date.now();
  const phases = [];
  rmSync(timesDir, { recursive: true, force: true });
  mkdirSync(timesDir, { recursive: true });

  return {
    /** Times `body` (sync or async) as one phase of the table. */
    async phase(name, body) {
      const start = Date.now();
      try {
        return await body();
      } finally {
        phases.push({ name, seconds: (Date.now() - start) / 1000 });
      }
    },
    print() {
      console.log(render({ total: (Date.now() - started) / 1000, phases, tasks: turboTasks(runsDir, started), files: testFiles(timesDir) }));
    },
  };
}

function turboTasks(runsDir, since) {
  if (!existsSync(runsDir)) return [];
  const tasks = [];
  for (const file of readdirSync(runsDir)) {
    const full = join(runsDir, file);
    if (!file.endsWith('.json') || statSync(full).mtimeMs < since) continue;
    try {
      for (const task of JSON.parse(readFileSync(full, 'utf8')).tasks ?? []) {
        const { startTime, endTime, exitCode } = task.execution ?? {};
        if (typeof startTime !== 'number' || typeof endTime !== 'number') continue;
        tasks.push({ pkg: task.package, task: task.task, seconds: (endTime - startTime) / 1000, cached: task.cache?.status === 'HIT', failed: exitCode !== 0 });
      }
    } catch {
      // A summary being written as we read: leave it out.
    }
  }
  return tasks;
}

function testFiles(timesDir) {
  const files = [];
  for (const file of readdirSync(timesDir)) {
    try {
      files.push(...JSON.parse(readFileSync(join(timesDir, file), 'utf8')).files);
    } catch {
      // unreadable: leave it out
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
}

const clock = (seconds) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
const cell = (entry) => (!entry ? '' : entry.cached ? 'cached' : `${entry.seconds.toFixed(0)}${entry.failed ? '!' : ''}`);

export function render({ total, phases, tasks, files }) {
  const lines = ['', `== Where the time went (npm test, ${clock(total)} in all; ! marks a failed task)`];
  for (const phase of phases) lines.push(`  ${phase.name.padEnd(40)} ${clock(phase.seconds)}`);

  const byPackage = new Map();
  for (const task of tasks) {
    if (!TASKS.includes(task.task)) continue;
    const row = byPackage.get(task.pkg) ?? {};
    row[task.task] = task;
    byPackage.set(task.pkg, row);
  }
  if (byPackage.size) {
    const sum = (row) => TASKS.reduce((acc, name) => acc + (row[name] && !row[name].cached ? row[name].seconds : 0), 0);
    // Only the tasks that ran (a plain `npm test` lints outside turbo).
    const shown = TASKS.filter((name) => [...byPackage.values()].some((row) => row[name]));
    lines.push('', `  ${'package (seconds of each turbo task)'.padEnd(40)} ${shown.map((name) => name.padStart(11)).join('')}`);
    for (const [pkg, row] of [...byPackage].sort((a, b) => sum(b[1]) - sum(a[1]))) {
      lines.push(`  ${pkg.padEnd(40)} ${shown.map((name) => cell(row[name]).padStart(11)).join('')}`);
    }
  }
  if (files.length) {
    lines.push('', '  longest test files');
    for (const file of files) lines.push(`  ${`${file.seconds.toFixed(1)} s`.padStart(9)}  ${file.path}${file.failed ? ' (failed)' : ''}`);
  }
  return lines.join('\n');
}
