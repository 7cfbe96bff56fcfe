/** Every reply of the API, errors included: `{ result, message, payload }`. */
export interface Envelope<T = unknown> {
  result: 'ok' | 'error';
  message: string;
  payload: T;
  /** On errors: a stable machine code (`appointment.slot_taken`, `validation.nationalId.invalid`) the dashboard translates. */
  code?: string;
}

/** List payload used by ADMIN listings (`count` and `rows`). */
export interface RowsPage<T> {
  count: number;
  rows: T[];
}

/** List payload used by PIC listings (`count` and `data`). */
export interface DataPage<T> {
  count: number;
  data: T[];
}
