/** What the alarm needs of a sound: play it once, from the start; let it go at the end of the session. */
export interface AlarmSound {
  play(): void;
  dispose(): void;
}

/** Two short tones, high after low (seconds from now, Hz). */
const CHIME = [
  { at: 0, frequency: 880, seconds: 0.22 },
  { at: 0.22, frequency: 1320, seconds: 0.25 },
];

function chimeOn(context: AudioContext): void {
  for (const { at, frequency, seconds } of CHIME) {
    const start = context.currentTime + at;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    // A quick fade in and out, so the tone starts and ends without a click.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + seconds);
  }
}

/**
 * A chime made with the Web Audio API. Not an <audio> element: the server's Content Security
 * Policy (default-src 'self') refuses a data: or blob: sound, and a synthesised one needs no
 * file. Browsers keep audio suspended on a page the user has not clicked or typed on yet
 * (autoplay policy): the user's next click or key resumes it (as does the next play, once allowed),
 * and the chime sounds from the next play on; none is queued meanwhile, so no burst of missed
 * chimes. The notification shows either way. Where there is no Web Audio (tests, old browsers):
 * silence.
 */
export function chime(): AlarmSound {
  let context: AudioContext | undefined;
  const wake = () => {
    if (context && context.state !== 'running') void context.resume().catch(() => undefined);
  };
  const gestures = ['pointerdown', 'keydown'] as const;
  gestures.forEach((gesture) => document.addEventListener(gesture, wake, true));
  return {
    play() {
      const Context = globalThis.AudioContext;
      if (!Context) return;
      try {
        context ??= new Context();
        if (context.state === 'running') chimeOn(context);
        else wake();
      } catch {
        // An audio device that fails: silence, the notification still shows.
      }
    },
    dispose() {
      gestures.forEach((gesture) => document.removeEventListener(gesture, wake, true));
      void context?.close().catch(() => undefined);
      context = undefined;
    },
  };
}
