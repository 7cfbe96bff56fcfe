import type { CsvColumnMatches } from '@mk/validators';
import { checkCsvTable, readCsvTable, summarize, type CsvCheckResult, type CsvSummary, type CsvTable } from './csv-table';

/**
 * Reads a CSV file and checks its rows. The page talks to this interface only: in a browser it is
 * a Web Worker, so a 100,000-row file never freezes the page; where there is no Worker (jest's
 * jsdom) the same pure functions run in this thread.
 */
export interface CsvProcessor {
  /** Reads and parses the file, and keeps its rows for `check`. */
  read(file: Blob): Promise<CsvSummary>;
  /** Checks every row of the last file read with the chosen column matches. */
  check(matches: CsvColumnMatches): Promise<CsvCheckResult>;
  dispose(): void;
}

/** A request to the worker, and its answer (`id` pairs them). */
export type CsvWorkerTask = { kind: 'read'; file: Blob } | { kind: 'check'; matches: CsvColumnMatches };
export type CsvWorkerRequest = CsvWorkerTask & { id: number };
export type CsvWorkerReply = { id: number } & ({ ok: true; result: CsvSummary | CsvCheckResult } | { ok: false; error: string });

/** The file's text. Blob.text() where it exists; FileReader for older engines (and jsdom). */
export function readBlobText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

/** The worker's state and work, also used in this thread when there is no Worker. */
export function createCsvJob() {
  let table: CsvTable | null = null;
  return {
    async read(file: Blob): Promise<CsvSummary> {
      table = readCsvTable(await readBlobText(file));
      return summarize(table);
    },
    check(matches: CsvColumnMatches): CsvCheckResult {
      if (!table) throw new Error('No file has been read');
      return checkCsvTable(table, matches);
    },
  };
}

function inThreadProcessor(): CsvProcessor {
  const job = createCsvJob();
  return {
    read: (file) => job.read(file),
    check: async (matches) => job.check(matches),
    dispose: () => undefined,
  };
}

/**
 * The worker-backed processor when the browser has Workers, else the in-thread one. The worker
 * client is loaded on demand: it holds the `new Worker(new URL(...))` the bundler turns into a chunk.
 */
export async function createCsvProcessor(): Promise<CsvProcessor> {
  if (typeof Worker === 'undefined') return inThreadProcessor();
  const { workerProcessor } = await import('./csv-worker-client');
  try {
    return workerProcessor();
  } catch {
    // A browser that refuses module workers still gets the upload, in this thread.
    return inThreadProcessor();
  }
}
