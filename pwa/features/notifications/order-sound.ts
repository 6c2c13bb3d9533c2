/** The « new order » sound is on unless the merchant switched it off on this device (kept in localStorage). */
const KEY = 'boutique.order-sound';

export const orderSoundOn = (): boolean => localStorage.getItem(KEY) !== 'off';

export function setOrderSound(on: boolean): void {
  if (on) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, 'off');
}

let audio: AudioContext | null = null;

/**
 * Two short rising tones (~0.35 s) made with WebAudio: no sound file to download or cache. Silent when she switched
 * it off, or when the browser keeps audio locked (no tap in the app yet): the toast and the badge still tell her.
 */
export function playOrderSound(): void {
  if (!orderSoundOn() || typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const at = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + 0.17);
    }
  } catch {
    // No audio on this device: the toast is enough.
  }
}
