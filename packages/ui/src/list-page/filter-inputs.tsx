import { Input, Select } from 'antd';
import type { FilterInputProps } from './filter-box';

/** A free-text filter. */
export const textInput = ({ id, value, onChange }: FilterInputProps<string>) => (
  <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
);

/** A clearable choice among fixed values; `search` lets the user type to narrow a long list. */
export function choiceInput<T extends string>(options: { value: T; label: string }[], { search = false } = {}) {
  return function ChoiceInput({ id, value, onChange }: FilterInputProps<T | undefined>) {
    return (
      <Select<T>
        id={id}
        allowClear
        showSearch={search ? { optionFilterProp: 'label' } : undefined}
        value={value}
        onChange={(chosen) => onChange(chosen ?? undefined)}
        options={options}
        virtual={false}
        // The filter box's column decides the width (a Select alone is only as wide as its value).
        style={{ width: '100%' }}
      />
    );
  };
}
