import { batchDone, nextBatch, runFinished, startRun, stoppedAt } from './upload-batches';

const uploads = Array.from({ length: 7 }, (_, index) => ({
  row: index * 2 + 2,
  patient: { name: 'Sara Ali', phone: `05500000${index}0`, national_id: '1000000008' },
}));

describe('upload batches', () => {
  it('sends the rows in file order, in batches of the given size, and sums the replies', () => {
    let run = startRun(uploads, 3);
    expect(run.batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(nextBatch(run)[0]).toBe(uploads[0].patient);
    run = batchDone(run, { created: 2, existing: 1, rejected: 0, rows: [] });
    // A reply without the sums is counted from its rows.
    run = batchDone(run, {
      rows: [
        { index: 0, outcome: 'created' },
        { index: 1, outcome: 'rejected', reason: 'A patient with this phone number already exists', code: 'patient.phone_taken' },
        { index: 2, outcome: 'existing' },
      ],
    });
    expect(run.totals).toEqual({ created: 3, existing: 2, rejected: 1 });
    // The refused row is named by its spreadsheet row: the second of the second batch is upload 4, row 10.
    expect(run.refused).toEqual([{ row: 10, name: 'Sara Ali', reason: 'A patient with this phone number already exists', code: 'patient.phone_taken' }]);
    expect(runFinished(run)).toBe(false);
    expect(stoppedAt(run)).toEqual({ batchesDone: 2, lastRowDone: 12, firstRowLeft: 14, left: 1 });
    run = batchDone(run, { created: 1, existing: 0, rejected: 0, rows: [] });
    expect(runFinished(run)).toBe(true);
    expect(run.sent).toBe(7);
  });

  it('says nothing went in before the first batch', () => {
    expect(stoppedAt(startRun(uploads, 500))).toEqual({ batchesDone: 0, lastRowDone: undefined, firstRowLeft: 2, left: 7 });
  });
});
