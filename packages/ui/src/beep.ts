type AudioContextCtor = new () => AudioContext;

/**
 * A short beep through WebAudio, for notices the spec wants heard. Returns false where audio is
 * unavailable (old browsers, tests, autoplay refused) instead of throwing: a notice must never
 * fail because of its sound.
 */
export function playBeep(durationMs = 180, frequency = 880): boolean {
  const w = globalThis as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return false;
  try {
    const context = new Ctor();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.1;
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.onended = () => void context.close();
    oscillator.start();
    oscillator.stop(context.currentTime + durationMs / 1000);
    return true;
  } catch {
    return false;
  }
}
