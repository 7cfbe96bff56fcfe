import { useCallback } from 'react';
import type { TagSearchItem } from '@mk/contracts';
import { useLazySearchTagsQuery } from '@mk/api';

/** Tag search for the pickers (GET tags-read/search-tags); a failure rejects, and the pickers show no options. */
export function useTagSearch(): (text: string) => Promise<TagSearchItem[]> {
  const [trigger] = useLazySearchTagsQuery();
  return useCallback((text: string) => trigger(text, true).unwrap(), [trigger]);
}
