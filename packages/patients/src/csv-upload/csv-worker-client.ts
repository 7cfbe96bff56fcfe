import type { CsvColumnMatches } from '@mk/validators';
import type { CsvProcessor, CsvWorkerReply, CsvWorkerTask } from './csv-processor';
import type { CsvCheckResult, CsvSummary } from './csv-table';

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

/**
 * A CsvProcessor backed by a module Web Worker. `csv.worker.js` is the worker as the package build
 * emits it, next to this chunk (tsup writes every chunk flat into dist/); Vite bundles it from
 * there when it builds the dashboard.
 */
export function workerProcessor(): CsvProcessor {
  const worker = new Worker(new URL('./csv.worker.js', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 1;

  worker.onmessage = (event: MessageEvent<CsvWorkerReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result as never);
    else waiting.reject(new Error(reply.error));
  };
  worker.onerror = (event: ErrorEvent) => {
    const error = new Error(event.message || 'The file could not be processed');
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  function ask<T>(task: CsvWorkerTask): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker.postMessage({ ...task, id });
    });
  }

  return {
    read: (file: Blob) => ask<CsvSummary>({ kind: 'read', file }),
    check: (matches: CsvColumnMatches) => ask<CsvCheckResult>({ kind: 'check', matches }),
    dispose: () => {
      worker.terminate();
      pending.clear();
    },
  };
}
