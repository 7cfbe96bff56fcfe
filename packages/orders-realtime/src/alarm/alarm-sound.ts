/** What the alarm needs of a sound: play it from the start, once. */
export interface AlarmSound {
  play(): void;
}

/**
 * A short two-tone chime as a WAV data URL (8 kHz, 8-bit mono, 0.45 s, about 5 kB), made here
 * rather than shipped as a file: nothing to fetch, and the same in the build and under jest.
 */
export function chimeUrl(): string {
  const rate = 8000;
  const samples = Math.round(rate * 0.45);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // format chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true); // sample rate
  view.setUint32(28, rate, true); // bytes per second
  view.setUint16(32, 1, true); // bytes per sample
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    const pitch = i < samples / 2 ? 880 : 1320;
    const fade = Math.min(1, (samples - i) / (rate * 0.05), i / (rate * 0.005));
    bytes[44 + i] = Math.round(128 + 90 * fade * Math.sin(2 * Math.PI * pitch * t));
  }
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/**
 * The chime through an HTMLAudioElement. Browsers refuse to play before the user's first click or
 * key on the page (autoplay policy): that refusal is ignored, as the notification shows anyway.
 */
export function chime(): AlarmSound {
  let audio: HTMLAudioElement | undefined;
  return {
    play() {
      audio ??= new Audio(chimeUrl());
      try {
        audio.currentTime = 0;
        void Promise.resolve(audio.play()).catch(() => undefined);
      } catch {
        // No audio here (an old browser or a test without media): silence, the notice still shows.
      }
    },
  };
}
