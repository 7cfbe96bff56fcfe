import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateInput, dayForDisplay, dayFromDisplay } from './date-input';
import { renderIn, text } from './test-providers';

function Harness({ initial = '', onChange = jest.fn(), max }: { initial?: string; onChange?: (day: string) => void; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Day</label>
      <DateInput
        id="day"
        value={value}
        max={max}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2020-01-31')}>
        Reset from outside
      </button>
    </>
  );
}

describe('DateInput (issue 16: dd-MM-yyyy, not the browser mm/dd/yyyy)', () => {
  it('reads and writes days as dd-MM-yyyy', () => {
    expect(dayForDisplay('2024-03-07')).toBe('07-03-2024');
    expect(dayFromDisplay('07-03-2024')).toBe('2024-03-07');
    expect(dayFromDisplay('7/3/2024')).toBe('2024-03-07');
    expect(dayFromDisplay('٠٧-٠٣-٢٠٢٤')).toBe('2024-03-07');
    expect(dayFromDisplay('31-02-2024')).toBeUndefined();
    expect(dayFromDisplay('03-07')).toBeUndefined();
  });

  it('shows the day as dd-MM-yyyy and gives the form yyyy-MM-dd once a whole, real day is typed', () => {
    const onChange = jest.fn();
    renderIn('en', <Harness initial="2024-03-07" onChange={onChange} />);
    const input = screen.getByLabelText('Day');
    expect(input).toHaveValue('07-03-2024');
    expect(input).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    fireEvent.change(input, { target: { value: '15-0' } });
    // Half typed: the form holds no day, and the text stays as typed.
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
    expect(input).toHaveValue('15-0');
    fireEvent.change(input, { target: { value: '15-08-1990' } });
    expect(screen.getByTestId('value')).toHaveTextContent('1990-08-15');
    expect(onChange).toHaveBeenLastCalledWith('1990-08-15');
    fireEvent.click(screen.getByText('Reset from outside'));
    expect(input).toHaveValue('31-01-2020');
  });

  it('holds no day outside its bounds, and labels the calendar button in Arabic', () => {
    renderIn('ar', <Harness max="2026-11-24" />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '01-01-2030' } });
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: text('ar', 'ui.dateInput.calendar') })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveAttribute('placeholder', text('ar', 'ui.dateInput.placeholder'));
  });
});
