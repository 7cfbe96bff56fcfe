import { CloseOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Space, Spin, Tag as AntdTag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TagSearchItem } from '@mk/contracts';
import { useDebouncedSearch } from './use-debounced-search';

export interface TagPickerProps {
  /** The tags chosen so far. */
  value: TagSearchItem[];
  onChange: (tags: TagSearchItem[]) => void;
  /** Tag search (GET tags-read/search-tags?search=...); a failure yields no suggestions. */
  search: (text: string) => Promise<TagSearchItem[]>;
  label?: string;
  disabled?: boolean;
  /** A tag's name as shown (the Arabic UI's name); the tag's `name` by default. */
  tagLabel?: (tag: TagSearchItem) => string;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Chooses existing tags (spec 1 section 5): suggestions 500 ms after typing, 'Loading...' while
 * waiting; a typed name is applied only when it matches an existing tag, case-insensitively;
 * adding one twice says 'Tag already added'.
 */
export function TagPicker({ value, onChange, search, label, disabled, tagLabel = (tag) => tag.name }: TagPickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'duplicate' | 'unknown' | null>(null);
  const { results, loading, run } = useDebouncedSearch(search);

  const add = (tag: TagSearchItem | undefined) => {
    if (!tag) {
      setProblem('unknown');
      return;
    }
    if (value.some((chosen) => String(chosen.id) === String(tag.id))) {
      setProblem('duplicate');
      return;
    }
    setProblem(null);
    setText('');
    onChange([...value, tag]);
  };

  const addTyped = () => {
    if (text.trim() === '') return;
    add(results.find((tag) => sameName(tag.name, text) || sameName(tagLabel(tag), text)));
  };

  return (
    <div className="mk-tag-picker">
      <label htmlFor={inputId} style={{ display: 'block', marginBlockEnd: 4 }}>
        {label ?? intl.formatMessage({ id: 'ui.tagPicker.label' })}
      </label>
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <AutoComplete
          id={inputId}
          value={text}
          disabled={disabled}
          style={{ flex: 1 }}
          placeholder={intl.formatMessage({ id: 'ui.tagPicker.placeholder' })}
          virtual={false}
          options={results.map((tag) => ({ value: String(tag.id), label: tagLabel(tag) }))}
          notFoundContent={
            loading ? (
              <span role="status">
                <Spin size="small" /> {intl.formatMessage({ id: 'ui.common.loading' })}
              </span>
            ) : text.trim() ? (
              intl.formatMessage({ id: 'ui.common.noResults' })
            ) : null
          }
          showSearch={{
            filterOption: false,
            onSearch: (typed) => {
              setText(typed);
              setProblem(null);
              run(typed);
            },
          }}
          onSelect={(id: string) => add(results.find((tag) => String(tag.id) === id))}
          onInputKeyDown={(event) => {
            // Enter on a highlighted suggestion selects it; Enter on typed text looks the name up.
            if (event.key === 'Enter' && !document.querySelector('.ant-select-item-option-active')) addTyped();
          }}
        />
        <Button onClick={addTyped} disabled={disabled || text.trim() === ''}>
          {intl.formatMessage({ id: 'ui.tagPicker.add' })}
        </Button>
      </Space.Compact>
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBlockStart: 4 }}>
          {intl.formatMessage({ id: problem === 'duplicate' ? 'ui.tagPicker.duplicate' : 'ui.tagPicker.unknown' })}
        </Typography.Text>
      )}
      {value.length > 0 && (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 6, padding: 0, marginBlock: 8, listStyle: 'none' }}>
          {value.map((tag) => (
            <li key={String(tag.id)}>
              <AntdTag style={{ marginInlineEnd: 0 }}>
                <bdi>{tagLabel(tag)}</bdi>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  disabled={disabled}
                  aria-label={intl.formatMessage({ id: 'ui.tagPicker.remove' }, { name: tagLabel(tag) })}
                  onClick={() => onChange(value.filter((other) => String(other.id) !== String(tag.id)))}
                  style={{ marginInlineStart: 2, height: 18, width: 18, minWidth: 18 }}
                />
              </AntdTag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
