import { useEffect, useState } from 'react';
import { chooseVoicePath, type VoicePath } from '@/lib/speech/voice-path';

/**
 * This device's voice path (lib/speech/voice-path.ts), chosen once mounted: until then it
 * is 'pending' and the microphone shows, as in the pre-rendered page, so the first render
 * matches it in every browser (no hydration mismatch). null: the phone can do neither.
 */
export function useVoicePath() {
  const [path, setPath] = useState<VoicePath | null | 'pending'>('pending');
  useEffect(() => setPath(chooseVoicePath()), []);
  return [path, setPath] as const;
}
