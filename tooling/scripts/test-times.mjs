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
      const files = allTestFiles(timesDir);
      const tasks = turboTasks(runsDir, started);
      console.log(render({ total: (Date.now() - started) / 1000, phases, tasks: [...tasks, ...sharedRunTasks(tasks, files)], files: files.slice(0, 10) }));
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

/**
 * The `test` cell of packages whose files ran in the one jest run over many packages (no turbo
 * task of their own): the sum of their files' seconds, marked with *.
 */
function sharedRunTasks(tasks, files) {
  const own = new Set(tasks.filter((task) => task.task === 'test').map((task) => task.pkg));
  const sums = new Map();
  for (const file of files) {
    if (!file.package || own.has(file.package)) continue;
    sums.set(file.package, (sums.get(file.package) ?? 0) + file.seconds);
  }
  return [...sums].map(([pkg, seconds]) => ({ pkg, task: 'test', seconds, shared: true, failed: files.some((file) => file.package === pkg && file.failed) }));
}

function allTestFiles(timesDir) {
  const files = [];
  for (const file of readdirSync(timesDir)) {
    try {
      files.push(...JSON.parse(readFileSync(join(timesDir, file), 'utf8')).files);
    } catch {
      // unreadable: leave it out
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds);
}

const clock = (seconds) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
const cell = (entry) => (!entry ? '' : entry.cached ? 'cached' : `${entry.seconds.toFixed(0)}${entry.shared ? '*' : ''}${entry.failed ? '!' : ''}`);

export function render({ total, phases, tasks, files }) {
  const lines = ['', `== Where the time went (npm test, ${clock(total)} in all; ! marks a failed task, * a package's files in the one jest run over the packages)`];
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
