/** Right and wrong sounds, synthesised with Web Audio: no audio file to download. */

type Tone = { frequency: number; startS: number; durationS: number };

const CORRECT_TONES: Tone[] = [
  { frequency: 523.25, startS: 0, durationS: 0.12 },
  { frequency: 783.99, startS: 0.1, durationS: 0.18 },
];
const WRONG_TONES: Tone[] = [
  { frequency: 220, startS: 0, durationS: 0.16 },
  { frequency: 174.61, startS: 0.14, durationS: 0.24 },
];
const PEAK_GAIN = 0.15;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Constructor =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Constructor) return undefined;
  context = new Constructor();
  return context;
}

export function playFeedbackSound(kind: 'correct' | 'wrong'): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    // Browsers suspend audio until a user gesture; an answer is one.
    if (audio.state === 'suspended') void audio.resume();
    const now = audio.currentTime;
    for (const tone of kind === 'correct' ? CORRECT_TONES : WRONG_TONES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = kind === 'correct' ? 'sine' : 'triangle';
      oscillator.frequency.value = tone.frequency;
      const start = now + tone.startS;
      const end = start + tone.durationS;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(end + 0.02);
    }
  } catch {
    // Sound is a nicety: a device without audio still gets the visual feedback.
  }
}
