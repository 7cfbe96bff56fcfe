import { Select, Spin } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedSearch } from './use-debounced-search';

export interface AutocompleteOption {
  value: string;
  label: string;
}

interface CommonProps {
  /** Asks for options matching the text; called 500 ms after the last keystroke. A rejection shows no options. */
  search: (text: string) => Promise<AutocompleteOption[]>;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
}

export interface SingleAutocompleteProps extends CommonProps {
  multiple?: false;
  value?: AutocompleteOption | null;
  onChange: (value: AutocompleteOption | null) => void;
}

export interface MultipleAutocompleteProps extends CommonProps {
  multiple: true;
  value?: AutocompleteOption[];
  onChange: (value: AutocompleteOption[]) => void;
}

export type AutocompleteSelectProps = SingleAutocompleteProps | MultipleAutocompleteProps;

const plain = (option: { value: string | number; label?: unknown }): AutocompleteOption => ({
  value: String(option.value),
  label: typeof option.label === 'string' ? option.label : String(option.value),
});

/**
 * A select whose options come from a server search (clinics, tags...): 500 ms debounce,
 * 'Loading...' while waiting, keyboard-usable (antd Select: arrows, Enter, Escape). Values carry
 * their labels, so a chosen option keeps its name once the search results change.
 */
export function AutocompleteSelect(props: AutocompleteSelectProps) {
  const intl = useIntl();
  const { results, loading, run } = useDebouncedSearch(props.search);
  const loadingText = intl.formatMessage({ id: 'ui.common.loading' });
  // Until something is typed there is nothing to find: the open list says to type, not 'No results'.
  const [typed, setTyped] = useState(false);
  const search = (text: string) => {
    setTyped(text.trim() !== '');
    run(text);
  };

  const common = {
    id: props.id,
    'aria-label': props['aria-label'],
    placeholder: props.placeholder ?? intl.formatMessage({ id: 'ui.autocomplete.placeholder' }),
    disabled: props.disabled,
    allowClear: props.allowClear ?? true,
    style: { minWidth: 200, ...props.style },
    labelInValue: true,
    virtual: false,
    showSearch: { filterOption: false, onSearch: search },
    options: results,
    notFoundContent: loading ? (
      <span role="status">
        <Spin size="small" /> {loadingText}
      </span>
    ) : (
      intl.formatMessage({ id: typed ? 'ui.common.noResults' : 'ui.autocomplete.placeholder' })
    ),
  };

  if (props.multiple) {
    return (
      <Select<{ value: string; label: string }[]>
        {...common}
        mode="multiple"
        value={props.value}
        onChange={(value) => props.onChange((value ?? []).map(plain))}
      />
    );
  }
  return (
    <Select<{ value: string; label: string } | null>
      {...common}
      value={props.value ?? null}
      onChange={(value) => props.onChange(value ? plain(value) : null)}
    />
  );
}
