import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { AutocompleteSelect, type AutocompleteOption } from './autocomplete-select';
import { renderIn, text } from './test-providers';

const CLINICS: AutocompleteOption[] = [
  { value: 'c1', label: 'Noor Clinic' },
  { value: 'c2', label: 'Noor Dental' },
];

function Multi({ search, onChange }: { search: (t: string) => Promise<AutocompleteOption[]>; onChange: jest.Mock }) {
  const [value, setValue] = useState<AutocompleteOption[]>([]);
  return (
    <AutocompleteSelect
      multiple
      aria-label="Tags"
      search={search}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('AutocompleteSelect', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const type = (value: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value } });

  it('searches 500 ms after the last keystroke, shows Loading... meanwhile, then the options', async () => {
    let answer!: (options: AutocompleteOption[]) => void;
    const search = jest.fn(() => new Promise<AutocompleteOption[]>((resolve) => (answer = resolve)));
    const onChange = jest.fn();
    renderIn('en', <AutocompleteSelect aria-label="Clinic" search={search} onChange={onChange} />);

    type('no');
    act(() => jest.advanceTimersByTime(300));
    type('noor');
    act(() => jest.advanceTimersByTime(499));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('noor');

    await act(async () => answer(CLINICS));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Noor Dental'));
    expect(onChange).toHaveBeenCalledWith({ value: 'c2', label: 'Noor Dental' });
  });

  it('asks to type before anything is typed, in both languages, and says No results only after a search', async () => {
    const { unmount } = renderIn('en', <AutocompleteSelect aria-label="Clinic" search={() => Promise.resolve([])} onChange={jest.fn()} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByText('Type to search', { selector: '.ant-select-item-empty' })).toBeInTheDocument();
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    type('zzz');
    await act(async () => jest.advanceTimersByTime(500));
    expect(screen.getByText('No results')).toBeInTheDocument();
    unmount();

    renderIn('ar', <AutocompleteSelect aria-label="عيادة" search={() => Promise.resolve([])} onChange={jest.fn()} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByText(text('ar', 'ui.autocomplete.placeholder'), { selector: '.ant-select-item-empty' })).toBeInTheDocument();
  });

  it('shows no options when the search fails', async () => {
    const search = jest.fn().mockRejectedValue(new Error('offline'));
    renderIn('en', <AutocompleteSelect aria-label="Clinic" search={search} onChange={jest.fn()} />);
    type('noor');
    await act(async () => jest.advanceTimersByTime(500));
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('is keyboard-usable: arrows and Enter choose, several values in multiple mode', async () => {
    const onChange = jest.fn();
    renderIn('en', <Multi search={() => Promise.resolve(CLINICS)} onChange={onChange} />);
    type('noor');
    await act(async () => jest.advanceTimersByTime(500));
    const input = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith([{ value: 'c2', label: 'Noor Dental' }]);
  });

  it('says Loading... in Arabic', () => {
    renderIn('ar', <AutocompleteSelect aria-label="عيادة" search={() => new Promise(() => undefined)} onChange={jest.fn()} />);
    type('نور');
    expect(screen.getByText(text('ar', 'ui.common.loading'))).toBeInTheDocument();
    expect(document.querySelector('.ant-select-rtl')).not.toBeNull();
  });
});
