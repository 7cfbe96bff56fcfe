export { tagLabel, type NamedTag } from './tag-label';
export { useTagSearch } from './use-tag-search';
export { TagFilterSelect, tagFilterInput, type TagFilterSelectProps } from './tag-filter-select';
export { useBulkActions } from './use-bulk-actions';
export { TagChips, type TagChipsProps } from './tag-chips';
