import { act, render, screen } from '@testing-library/react';
import { ErrorBanner } from './error-banner';

describe('ErrorBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the server's message as a danger alert and clears it after 3000 ms", () => {
    const onClear = jest.fn();
    render(<ErrorBanner message="Could not load clinics" onClear={onClear} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load clinics');

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(onClear).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('restarts the countdown for a new message', () => {
    const { rerender } = render(<ErrorBanner message="first" />);
    act(() => jest.advanceTimersByTime(2000));
    rerender(<ErrorBanner message="second" />);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('second');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing without a message', () => {
    render(<ErrorBanner message="" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
