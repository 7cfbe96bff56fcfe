/**
 * A stand-in for the Web Audio API (jsdom has none), for tests: counts the chimes the alarm starts.
 * `state` is what the browser's autoplay policy allows: 'running', or 'suspended' until a gesture.
 */
export function installFakeAudio(options: { state?: AudioContextState; resume?: () => Promise<void> } = {}) {
  const heard = { tones: 0 };
  const node = () => ({ connect: (next: unknown) => next });
  class FakeAudioContext {
    state: AudioContextState = options.state ?? 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      return { ...node(), frequency: { value: 0 }, start: () => (heard.tones += 1), stop: () => undefined };
    }
    createGain() {
      return { ...node(), gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined } };
    }
    close() {
      this.state = 'closed';
      return Promise.resolve();
    }
    resume() {
      return (options.resume?.() ?? Promise.resolve()).then(() => {
        this.state = 'running';
      });
    }
  }
  const before = globalThis.AudioContext;
  globalThis.AudioContext = FakeAudioContext as unknown as typeof AudioContext;
  return {
    /** How many chimes have started (each is two tones). */
    chimes: () => heard.tones / 2,
    uninstall: () => {
      globalThis.AudioContext = before;
    },
  };
}
