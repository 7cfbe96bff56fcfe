import { act, fireEvent, render, screen } from '@testing-library/react';
import { useNotify, type NoticeOptions } from './notify';
import { TestProviders } from './test-providers';

function Trigger({ kind, options }: { kind: 'success' | 'error'; options?: NoticeOptions }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify[kind]('Clinic Created Successfully', options)}>
      go
    </button>
  );
}

describe('useNotify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
  });

  it('shows a toast that disappears after 3000 ms', async () => {
    render(
      <TestProviders>
        <Trigger kind="success" />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByText('Clinic Created Successfully')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(2800));
    expect(screen.getByText('Clinic Created Successfully')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('Clinic Created Successfully')).not.toBeInTheDocument();
  });

  it('danger-styles errors and beeps when asked', async () => {
    const start = jest.fn();
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      createOscillator() {
        return { type: '', frequency: { value: 0 }, connect: jest.fn(), start, stop: jest.fn(), onended: null };
      }
      createGain() {
        return { gain: { value: 0 }, connect: jest.fn() };
      }
      close() {
        return Promise.resolve();
      }
    }
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    render(
      <TestProviders>
        <Trigger kind="error" options={{ sound: true }} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByText('Clinic Created Successfully').closest('.mk-notice-danger')).not.toBeNull();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows on the side away from the sidebar: top right in English, top left in Arabic', async () => {
    for (const [locale, side] of [['en', 'topRight'], ['ar', 'topLeft']] as const) {
      const { unmount } = render(
        <TestProviders locale={locale}>
          <Trigger kind="success" />
        </TestProviders>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'go' }));
      await act(async () => jest.advanceTimersByTime(100));
      expect(screen.getByText('Clinic Created Successfully').closest('.ant-notification')).toHaveClass(`ant-notification-${side}`);
      unmount();
    }
  });

  it('still shows the notice where audio is unavailable', async () => {
    render(
      <TestProviders>
        <Trigger kind="error" options={{ sound: true }} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByText('Clinic Created Successfully')).toBeInTheDocument();
  });
});
