import { useSearchParams } from 'react-router';
import type { ListUrl } from './url-fields';

/** The list state the URL carries, and `show` to move to another one. */
export function useListUrl<F>(url: ListUrl<F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = url.read(searchParams);
  return {
    filters,
    page,
    /** Changes when the filters do, not the page: the filter box remounts on it. */
    filterKey: url.write(filters, 1).toString(),
    /** Applies a list state; asking for the state already shown reloads it instead (Search, Clear). */
    show: (nextFilters: F, nextPage: number, reload: () => void) => {
      const next = url.write(nextFilters, nextPage);
      if (next.toString() === searchParams.toString()) reload();
      else setSearchParams(next);
    },
  };
}
