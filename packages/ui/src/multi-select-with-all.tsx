import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';

export interface SelectOption {
  value: string;
  label: string;
}

export interface MultiSelectWithAllProps {
  options: SelectOption[];
  value: string[];
  onChange: (values: string[]) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  /** Offer 'Select all' / 'Clear all' (default). Off where one click on it would do harm. */
  selectAll?: boolean;
}

// Cannot collide with a real value: option values of the spec are ids and enum names.
const ALL = '__mk_select_all__';

/**
 * A multi-select whose first option chooses every option at once ('Select all') or, once all are
 * chosen, none ('Clear all'): it once disappeared after use, with no way back but one by one.
 */
export function MultiSelectWithAll({ options, value, onChange, id, placeholder, disabled, style, selectAll = true, ...aria }: MultiSelectWithAllProps) {
  const intl = useIntl();
  const allChosen = options.length > 0 && options.every((option) => value.includes(option.value));
  return (
    <Select<string[]>
      id={id}
      aria-label={aria['aria-label']}
      mode="multiple"
      allowClear
      virtual={false}
      placeholder={placeholder}
      disabled={disabled}
      style={{ minWidth: 200, ...style }}
      value={value}
      showSearch={{ optionFilterProp: 'label' }}
      options={[
        ...(selectAll && options.length > 0 ? [{ value: ALL, label: intl.formatMessage({ id: allChosen ? 'ui.multiSelect.none' : 'ui.multiSelect.all' }) }] : []),
        ...options,
      ]}
      onChange={(next) => {
        if (!next.includes(ALL)) onChange(next);
        else onChange(allChosen ? [] : options.map((option) => option.value));
      }}
    />
  );
}
