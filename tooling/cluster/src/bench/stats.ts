/** Percentile of an ascending list (nearest rank); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

/** "p50 / p95 / p99" of a list, sorted here. */
export function spread(values: number[]): string {
  const sorted = [...values].sort((x, y) => x - y);
  return `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))} / ${ms(percentile(sorted, 99))}`;
}
