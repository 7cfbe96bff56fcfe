import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DateRangePicker, type DateRange } from './date-range-picker';
import { MultiSelectWithAll } from './multi-select-with-all';
import { renderIn, text } from './test-providers';
import { WeekdayPicker } from './weekday-picker';

describe('WeekdayPicker', () => {
  function Harness({ onChange }: { onChange: jest.Mock }) {
    const [days, setDays] = useState<number[]>([]);
    return (
      <WeekdayPicker
        value={days}
        onChange={(next) => {
          setDays(next);
          onChange(next);
        }}
      />
    );
  }

  it('offers Sun to Sat as 0 to 6 and chooses several, in order', () => {
    const onChange = jest.fn();
    renderIn('en', <Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Days' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
    expect(onChange).toHaveBeenLastCalledWith([0, 6]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
    expect(onChange).toHaveBeenLastCalledWith([0]);
  });

  it('names the days in Arabic', () => {
    const onChange = jest.fn();
    renderIn('ar', <Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: text('ar', 'ui.weekdays.label') })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'الجمعة' }));
    expect(onChange).toHaveBeenLastCalledWith([5]);
  });
});

describe('MultiSelectWithAll', () => {
  const OPTIONS = [
    { value: 'RIYADH', label: 'Riyadh' },
    { value: 'JEDDAH', label: 'Jeddah' },
    { value: 'TAIF', label: 'Taif' },
  ];

  function Harness({ onChange, initial = [] }: { onChange: jest.Mock; initial?: string[] }) {
    const [value, setValue] = useState<string[]>(initial);
    return (
      <MultiSelectWithAll
        aria-label="Cities"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  const open = () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Cities' }));

  it("chooses every option with 'Select all', and single options as usual; then 'Clear all' takes them all back", () => {
    const onChange = jest.fn();
    renderIn('en', <Harness onChange={onChange} />);
    open();
    fireEvent.click(screen.getByTitle('Jeddah'));
    expect(onChange).toHaveBeenLastCalledWith(['JEDDAH']);
    fireEvent.click(screen.getByTitle('Select all'));
    expect(onChange).toHaveBeenLastCalledWith(['RIYADH', 'JEDDAH', 'TAIF']);
    expect(screen.queryByTitle('Select all')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Clear all'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByTitle('Select all'));
    expect(onChange).toHaveBeenLastCalledWith(['RIYADH', 'JEDDAH', 'TAIF']);
  });

  it("says 'Select all' and 'Clear all' in Arabic", () => {
    const onChange = jest.fn();
    renderIn('ar', <Harness onChange={onChange} />);
    open();
    fireEvent.click(screen.getByTitle(text('ar', 'ui.multiSelect.all')));
    expect(onChange).toHaveBeenLastCalledWith(['RIYADH', 'JEDDAH', 'TAIF']);
    fireEvent.click(screen.getByTitle(text('ar', 'ui.multiSelect.none')));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('DateRangePicker', () => {
  function Harness({ initial, onChange }: { initial: DateRange; onChange: jest.Mock }) {
    const [range, setRange] = useState<DateRange>(initial);
    return (
      <DateRangePicker
        value={range}
        onChange={(next) => {
          setRange(next);
          onChange(next);
        }}
      />
    );
  }

  const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

  it('keeps each typed day and says why a range cannot be searched: Until not after From, or a half-typed day', () => {
    const onChange = jest.fn();
    renderIn('en', <Harness initial={{ from: '2024-03-10' }} onChange={onChange} />);
    expect(screen.getByLabelText('From')).toHaveValue('10-03-2024');
    type('Until', '09-03-2024');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-03-10', until: '2024-03-09', problem: 'order' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date range: from date must be before until date');
    expect(screen.getByLabelText('Until')).toHaveAttribute('aria-invalid', 'true');
    type('Until', '11-03-2024');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-03-10', until: '2024-03-11' });
    expect(screen.queryByRole('alert')).toBeNull();
    // Half a day typed is no open end: the range waits for it.
    type('Until', '11-03-20');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-03-10', until: undefined, problem: 'incomplete' });
    expect(screen.getByRole('alert')).toHaveTextContent('Type each day as dd-mm-yyyy');
    type('Until', '');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-03-10', until: undefined });
  });

  it('refuses a day before 2020 with a message instead of ignoring it', () => {
    const onChange = jest.fn();
    renderIn('en', <Harness initial={{ until: '2020-01-05' }} onChange={onChange} />);
    type('From', '31-12-2019');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2019-12-31', until: '2020-01-05', problem: 'early' });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose days from 01-01-2020 on');
    type('From', '01-01-2020');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2020-01-01', until: '2020-01-05' });
  });

  it('labels its fields in Arabic, reads Arabic-Indic digits and flags a range given out of order', () => {
    const onChange = jest.fn();
    renderIn('ar', <Harness initial={{ from: '2024-05-02', until: '2024-05-01' }} onChange={onChange} />);
    expect(screen.getByLabelText(text('ar', 'ui.dateRange.from'))).toHaveValue('02-05-2024');
    expect(screen.getByLabelText(text('ar', 'ui.dateRange.until'))).toHaveValue('01-05-2024');
    expect(screen.getByRole('alert')).toHaveTextContent(text('ar', 'ui.dateRange.invalid'));
    type(text('ar', 'ui.dateRange.until'), '٠٣-٠٥-٢٠٢٤');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-05-02', until: '2024-05-03' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
