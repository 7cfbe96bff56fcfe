import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@mk/contracts';

export interface DebouncedSearch<T> {
  results: T[];
  /** True from the first keystroke until the answer to the latest text arrives. */
  loading: boolean;
  run: (text: string) => void;
}

/**
 * Calls `search` 500 ms after the last keystroke (spec 1 section 9). A failed search yields an
 * empty list (spec 1 section 8), and an answer to an older text never replaces a newer one.
 * Blank text clears the results without asking.
 */
export function useDebouncedSearch<T>(
  search: (text: string) => Promise<T[]>,
  delayMs: number = SEARCH_DEBOUNCE_MS,
): DebouncedSearch<T> {
  const [state, setState] = useState<{ results: T[]; loading: boolean }>({ results: [], loading: false });
  const searchRef = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const ticket = ++latest.current;
      if (text.trim() === '') {
        setState({ results: [], loading: false });
        return;
      }
      setState({ results: [], loading: true });
      timer.current = setTimeout(() => {
        const settle = (results: T[]) => {
          if (ticket === latest.current) setState({ results, loading: false });
        };
        let pending: Promise<T[]>;
        try {
          pending = Promise.resolve(searchRef.current(text.trim()));
        } catch {
          pending = Promise.resolve([]);
        }
        pending.then(
          (results) => settle(Array.isArray(results) ? results : []),
          () => settle([]),
        );
      }, delayMs);
    },
    [delayMs],
  );

  return { ...state, run };
}
