import { throttle } from './throttle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('throttle', () => {
  it('runs at once, then folds the calls of the next 2 seconds into one run at their end', () => {
    const run = jest.fn();
    const { ask } = throttle(run, 2000);
    ask();
    expect(run).toHaveBeenCalledTimes(1);
    ask();
    jest.advanceTimersByTime(500);
    ask();
    ask();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1499);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    // Quiet for longer than the gap: the next call runs at once again.
    jest.advanceTimersByTime(5000);
    ask();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops a waiting run when cancelled', () => {
    const run = jest.fn();
    const { ask, cancel } = throttle(run, 2000);
    ask();
    ask();
    cancel();
    jest.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
