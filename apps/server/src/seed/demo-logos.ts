import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { DbOrTx } from '../db/database';
import { media } from '../db/schema';
import { UPLOADS_FOLDER, type MediaStore, type UndoSave } from '../media/store';

/** Calm colours, one per logo; clinics share them in turn. */
const LOGO_COLOURS: [number, number, number][] = [
  [22, 119, 255],
  [19, 194, 194],
  [82, 196, 26],
  [250, 140, 22],
  [114, 46, 209],
  [235, 47, 150],
  [47, 84, 235],
  [212, 136, 6],
  [8, 151, 156],
  [207, 19, 34],
];

const LOGO_SIZE = 96;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG: a coloured square with a white medical cross, made without any image library. */
export function logoPng([r, g, b]: [number, number, number], size = LOGO_SIZE): Buffer {
  const arm = Math.round(size / 11);
  const centre = size / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // first byte: filter type 0 (none)
    for (let x = 0; x < size; x++) {
      const inBar = (a: number, b2: number) => Math.abs(a - centre + 0.5) < arm && Math.abs(b2 - centre + 0.5) < size * 0.32;
      const white = inBar(x, y) || inBar(y, x);
      row.set(white ? [255, 255, 255] : [r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The URL the media route serves a stored file at (relative: the dashboard is served by the same host). */
export const mediaUrl = (fileName: string) => `/api/media/files/${fileName}`;

/**
 * Keeps the demo logos in the media store (a media row each, as an upload would) and returns their
 * URLs. `undo` collects what removes them should the seed's transaction fail.
 */
export async function storeDemoLogos(tx: DbOrTx, store: MediaStore, undo: UndoSave[]): Promise<string[]> {
  const rows = LOGO_COLOURS.map((colour, index) => {
    const sysId = randomUUID();
    const bytes = logoPng(colour);
    const name = `${sysId}.png`;
    return { bytes, name, row: { sys_id: sysId, preset: 'images', original_name: `demo-logo-${index + 1}.png`, mime: 'image/png', size: bytes.length, path: `${UPLOADS_FOLDER}/${name}` } };
  });
  await tx.insert(media).values(rows.map(({ row }) => row));
  for (const { bytes, name, row } of rows) undo.push(await store.save(tx, { sysId: row.sys_id, name }, bytes));
  return rows.map(({ name }) => mediaUrl(name));
}
