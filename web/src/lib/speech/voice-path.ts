import { canRecordClips } from './clip-recorder';
import { isSpeechRecognitionSupported } from './speech-recognition';
import { storageKeys } from '@/lib/storage-keys';

/**
 * How voice gets in (issue 25): the browser's own speech recognition, or a recorded clip
 * the server transcribes (transcribe-grocery-speech) where recognition is missing or dead.
 */
export type VoicePath = 'recognition' | 'recording';

/**
 * An app added to the iPhone's Home Screen: Safari there reports speech recognition but it
 * never starts (WebKit bug 225298), so such an app records instead. `standalone` exists on
 * iOS only.
 */
export function isInstalledIosApp(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function remembered(): VoicePath | null {
  try {
    const value = localStorage.getItem(storageKeys.voicePath);
    return value === 'recognition' || value === 'recording' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the path that worked on this device, so the next tap takes it at once. */
export function rememberVoicePath(path: VoicePath): void {
  try {
    localStorage.setItem(storageKeys.voicePath, path);
  } catch {
    // Storage unavailable (private mode): the path is chosen again next time.
  }
}

/**
 * The path to take on this device: recording when it worked here before (recognition
 * showed no sign of life), else recognition where it can work, else recording; null
 * where the phone can do neither (spec §8 "Não suportado").
 */
export function chooseVoicePath(): VoicePath | null {
  const recognition = isSpeechRecognitionSupported() && !isInstalledIosApp();
  const recording = canRecordClips();
  if (recording && (remembered() === 'recording' || !recognition)) return 'recording';
  if (recognition) return 'recognition';
  return null;
}
