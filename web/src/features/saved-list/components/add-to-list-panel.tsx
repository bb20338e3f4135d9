import { FrequentItems, ItemSuggestions } from '@/components/item-suggestions';
import { TypedItemForm } from '@/components/typed-item-form';
import { VoiceRecorder } from '@/components/voice-recorder/voice-recorder';
import type { SpeechOutcome } from '@/lib/speech/speech-types';

interface AddToListPanelProps {
  itemNames: readonly string[];
  adding: boolean;
  onVoiceResult: (outcome: SpeechOutcome) => void;
  /** The trimmed, non-empty typed text; resolves true once it was added. */
  onTyped: (name: string) => Promise<boolean>;
}

/**
 * Voice and typed adding on a saved list (spec §2 Saved list), the same recorder and form as
 * /add-items, with suggestions while typing and, on an empty list, the frequent items (issue 29).
 */
export function AddToListPanel({ itemNames, adding, onVoiceResult, onTyped }: AddToListPanelProps) {
  return (
    <section className="mb-6 flex flex-col gap-4">
      <VoiceRecorder currentItems={itemNames} onResult={onVoiceResult} />
      <TypedItemForm
        className="flex flex-col gap-4"
        busy={adding}
        onAdd={onTyped}
        suggestions={(text, pick) => <ItemSuggestions text={text} itemNames={itemNames} onPick={pick} />}
      />
      {itemNames.length === 0 ? <FrequentItems itemNames={itemNames} onPick={(name) => void onTyped(name)} /> : null}
    </section>
  );
}
