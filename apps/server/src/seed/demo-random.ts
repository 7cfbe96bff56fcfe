/**
 * A small seeded PRNG (mulberry32) for the demo data: the same seed gives the same demo on every
 * start, unlike Math.random. Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4 shaped UUID drawn from `random`, so seeded rows can be linked before they are inserted. */
export function seededUuid(random: () => number): string {
  const word = () => Math.floor(random() * 0x1_0000_0000).toString(16).padStart(8, '0');
  const [a, b, c, d] = [word(), word(), word(), word()];
  const variant = ((parseInt(c[0], 16) & 0x3) | 0x8).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

export const pickFrom = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];
