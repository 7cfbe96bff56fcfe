/** A compressed copy the dashboard build writes beside each text file (apps/dashboard/build/precompress.ts). */
export interface PreparedEncoding {
  name: 'br' | 'gzip';
  extension: '.br' | '.gz';
}

const PREPARED: PreparedEncoding[] = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
];

/** `gzip;q=0.5` → ['gzip', 0.5]; a missing q counts as 1. */
function parseCoding(part: string): [string, number] {
  const [name, ...params] = part.trim().toLowerCase().split(';');
  const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
  const weight = q ? Number(q.slice(2)) : 1;
  return [name.trim(), Number.isFinite(weight) ? weight : 0];
}

/**
 * The prepared encoding the client prefers (brotli over gzip at equal weight), or undefined for
 * the plain file. `*` stands for any encoding not named; q=0 refuses one.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): PreparedEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map((Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding).split(',').map(parseCoding));
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  let best: PreparedEncoding | undefined;
  for (const encoding of PREPARED) {
    const weight = weightOf(encoding.name);
    if (weight > 0 && (!best || weight > weightOf(best.name))) best = encoding;
  }
  return best;
}
