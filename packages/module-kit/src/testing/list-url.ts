import type { ListState, ListUrl } from '@mk/ui';

/** A list's URL writes `state` as `query` and reads `query` back as `state`. */
export function expectRoundTrip<F>(url: ListUrl<F>, state: ListState<F>, query: string) {
  const written = url.write(state.filters, state.page);
  expect(written.toString()).toBe(query);
  expect(url.read(written)).toEqual(state);
}
