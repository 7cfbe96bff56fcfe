import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Ends a child process this run started (SIGTERM, waiting for its exit), then removes its temporary folders. */
export async function stopChild(child: ChildProcess, folders: string[]): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
