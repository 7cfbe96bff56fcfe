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

  it("chooses every option with 'Select all', and single options as usual", () => {
    const onChange = jest.fn();
    renderIn('en', <Harness onChange={onChange} />);
    open();
    fireEvent.click(screen.getByTitle('Jeddah'));
    expect(onChange).toHaveBeenLastCalledWith(['JEDDAH']);
    fireEvent.click(screen.getByTitle('Select all'));
    expect(onChange).toHaveBeenLastCalledWith(['RIYADH', 'JEDDAH', 'TAIF']);
    expect(screen.queryByTitle('Select all')).not.toBeInTheDocument();
  });

  it("says 'Select all' in Arabic", () => {
    const onChange = jest.fn();
    renderIn('ar', <Harness onChange={onChange} />);
    open();
    fireEvent.click(screen.getByTitle(text('ar', 'ui.multiSelect.all')));
    expect(onChange).toHaveBeenLastCalledWith(['RIYADH', 'JEDDAH', 'TAIF']);
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

  const cell = (date: string) => document.querySelector(`td[title="${date}"]`);

  it('keeps Until after From: earlier days are disabled and a later one is picked', () => {
    const onChange = jest.fn();
    renderIn('en', <Harness initial={{ from: '2024-03-10' }} onChange={onChange} />);
    expect(screen.getByLabelText('From')).toHaveValue('10-03-2024');
    fireEvent.mouseDown(screen.getByLabelText('Until'));
    fireEvent.click(screen.getByLabelText('Until'));
    expect(cell('2024-03-09')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2024-03-10')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2024-03-11')).not.toHaveClass('ant-picker-cell-disabled');
    fireEvent.click(cell('2024-03-11')!.querySelector('div')!);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-03-10', until: '2024-03-11' });
  });

  it('starts in 2020: earlier days cannot be picked', () => {
    renderIn('en', <Harness initial={{ until: '2020-01-05' }} onChange={jest.fn()} />);
    fireEvent.mouseDown(screen.getByLabelText('From'));
    fireEvent.click(screen.getByLabelText('From'));
    expect(cell('2019-12-31')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2020-01-01')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2020-01-05')).toHaveClass('ant-picker-cell-disabled');
  });

  it('labels its pickers in Arabic and flags a range given out of order', () => {
    renderIn('ar', <Harness initial={{ from: '2024-05-02', until: '2024-05-01' }} onChange={jest.fn()} />);
    expect(screen.getByLabelText(text('ar', 'ui.dateRange.from'))).toHaveValue('02-05-2024');
    expect(screen.getByLabelText(text('ar', 'ui.dateRange.until'))).toHaveValue('01-05-2024');
    expect(screen.getByRole('alert')).toHaveTextContent(text('ar', 'ui.dateRange.invalid'));
    expect(document.querySelector('.ant-picker-rtl')).not.toBeNull();
  });
});
