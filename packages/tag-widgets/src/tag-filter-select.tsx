import { useState } from 'react';
import { useGetTagsQuery } from '@mk/api';
import { useLocale } from '@mk/i18n';
import { AutocompleteSelect, type AutocompleteOption, type FilterInputProps } from '@mk/ui';
import { tagLabel } from './tag-label';
import { useTagSearch } from './use-tag-search';

export interface TagFilterSelectProps {
  id: string;
  /** The chosen tag ids (as the URL carries them). */
  value: string[];
  onChange: (tagIds: string[]) => void;
}

/**
 * The tags filter of the list pages: a multiple autocomplete over the tag search (500 ms
 * debounce). Ids restored from the URL are named from the tag list once it loads.
 */
export function TagFilterSelect({ id, value, onChange }: TagFilterSelectProps) {
  const locale = useLocale();
  const searchTags = useTagSearch();
  const { data: activeTags } = useGetTagsQuery();
  const [picked, setPicked] = useState<Record<string, string>>({});
  const nameOf = (tagId: string) => {
    const known = activeTags?.find((tag) => String(tag.id) === tagId);
    return known ? tagLabel(known, locale) : (picked[tagId] ?? tagId);
  };
  const change = (options: AutocompleteOption[]) => {
    setPicked((names) => ({ ...names, ...Object.fromEntries(options.map((option) => [option.value, option.label])) }));
    onChange(options.map((option) => option.value));
  };
  return (
    <AutocompleteSelect
      multiple
      id={id}
      // antd's placeholder grey fails the contrast check (axe): the label says what to type.
      placeholder=""
      value={value.map((tagId) => ({ value: tagId, label: nameOf(tagId) }))}
      onChange={change}
      search={async (text) => (await searchTags(text)).map((tag) => ({ value: String(tag.id), label: tagLabel(tag, locale) }))}
      style={{ width: '100%' }}
    />
  );
}

/** The tags filter as a list kit filter input (`{ name: 'tags', input: tagFilterInput }`). */
export const tagFilterInput = (props: FilterInputProps<string[]>) => <TagFilterSelect {...props} />;
