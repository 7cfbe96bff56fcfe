import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/database';

/** Where uploaded files live (MEDIA_STORE): DATA_DIR's disk, the database every server process shares, or object storage. */
export type MediaStoreKind = 'disk' | 'database' | 's3';

/** A stored file: its media row's id and the name it is served under (`{sys_id}.{ext}`). */
export interface StoredFile {
  sysId: string;
  name: string;
}

/** Undoes a save whose transaction then failed (a file on disk outlives a rolled-back row). */
export type UndoSave = () => Promise<void>;

export interface MediaStore {
  readonly kind: MediaStoreKind;
  /**
   * Keeps the bytes of a file whose media row `tx` has just written. The database store writes in
   * `tx`, so the bytes exist exactly when the row does; the disk store writes at once and returns
   * how to remove them if the transaction fails.
   */
  save(tx: DbOrTx, file: StoredFile, bytes: Buffer): Promise<UndoSave>;
  /** The bytes as a stream (one chunk in memory at a time), or undefined when this store has no such file. */
  open(file: StoredFile): Promise<Readable | undefined>;
  has(file: StoredFile): Promise<boolean>;
  /**
   * Where the store can hand a private file out itself (object storage): a link that works for a
   * short while. The route gives it only after its own checks and audit; without it the route streams.
   */
  privateLink?(file: StoredFile): Promise<string>;
  /** Releases what the store holds open (a client's connections). */
  close?(): void;
}
