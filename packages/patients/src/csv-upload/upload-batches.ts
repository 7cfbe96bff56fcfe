import { BULK_PATIENT_BATCH_SIZE, type BulkPatient, type BulkPatientResult } from '@mk/contracts';
import type { CsvUpload } from './csv-table';

export interface UploadTotals {
  created: number;
  existing: number;
  rejected: number;
}

/** A row the server refused: its spreadsheet row, the name sent, the server's reason and its code. */
export interface RefusedRow {
  row: number;
  name: string;
  /** The server's English words, shown when the dashboard has no text for `code`. */
  reason: string;
  /** A validation id or an API error code, translated for the user (`apiErrorText`). */
  code?: string;
}

/** Where an upload stands: its batches, how many went in, and what the server said about them. */
export interface UploadRun {
  batches: CsvUpload[][];
  /** Index of the next batch to send; the batches before it went in. */
  next: number;
  /** Patients in the batches that went in. */
  sent: number;
  total: number;
  totals: UploadTotals;
  /** The rows the server refused so far, in file order. */
  refused: RefusedRow[];
}

/** Splits the rows into batches of at most 500 (spec 2 section 7), in file order. */
export function startRun(uploads: CsvUpload[], size = BULK_PATIENT_BATCH_SIZE): UploadRun {
  const batches: CsvUpload[][] = [];
  for (let start = 0; start < uploads.length; start += size) batches.push(uploads.slice(start, start + size));
  return { batches, next: 0, sent: 0, total: uploads.length, totals: { created: 0, existing: 0, rejected: 0 }, refused: [] };
}

/** The counts of one batch reply; from its rows when a server leaves the sums out. */
function countsOf(reply: Partial<BulkPatientResult> | null | undefined): UploadTotals {
  const rows = reply?.rows ?? [];
  const count = (given: number | undefined, outcome: string) =>
    typeof given === 'number' ? given : rows.filter((row) => row.outcome === outcome).length;
  return { created: count(reply?.created, 'created'), existing: count(reply?.existing, 'existing'), rejected: count(reply?.rejected, 'rejected') };
}

/** The run after one more batch went in. */
export function batchDone(run: UploadRun, reply: Partial<BulkPatientResult> | null | undefined): UploadRun {
  const batch = run.batches[run.next];
  const size = batch.length;
  const counts = countsOf(reply);
  const refused = (reply?.rows ?? [])
    .filter((result) => result.outcome === 'rejected' && batch[result.index])
    .map((result) => ({
      row: batch[result.index].row,
      name: batch[result.index].patient.name,
      reason: result.reason ?? '',
      ...(result.code ? { code: result.code } : {}),
    }));
  return {
    ...run,
    refused: [...run.refused, ...refused],
    next: run.next + 1,
    sent: run.sent + size,
    totals: {
      created: run.totals.created + counts.created,
      existing: run.totals.existing + counts.existing,
      rejected: run.totals.rejected + counts.rejected,
    },
  };
}

export const runFinished = (run: UploadRun): boolean => run.next >= run.batches.length;

/** The patients of the next batch. */
export const nextBatch = (run: UploadRun): BulkPatient[] => run.batches[run.next].map((upload) => upload.patient);

/** What a stopped run did: the file rows that went in and the first one that did not. */
export function stoppedAt(run: UploadRun): { batchesDone: number; lastRowDone?: number; firstRowLeft?: number; left: number } {
  const lastBatch = run.batches[run.next - 1];
  return {
    batchesDone: run.next,
    lastRowDone: lastBatch?.[lastBatch.length - 1]?.row,
    firstRowLeft: run.batches[run.next]?.[0]?.row,
    left: run.total - run.sent,
  };
}
