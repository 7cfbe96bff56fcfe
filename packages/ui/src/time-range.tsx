/**
 * A range of clock times, start to end ('09:00 ص – 09:30 ص'), given formatted. Isolated left to
 * right in both languages, as a range of numbers reads in Arabic too: laid out right to left, the
 * Arabic ص/م would pull the end time to the reading start, and the range would read end first.
 */
export function TimeRange({ start, end, separator = '–' }: { start: string; end: string; separator?: string }) {
  return <bdi dir="ltr">{`${start} ${separator} ${end}`}</bdi>;
}
