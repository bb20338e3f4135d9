import { Lightbulb, X } from 'lucide-react';
import { addItemsTexts } from '../add-items-texts';
import { useDismissedHint } from '../hooks/use-dismissed-hint';

/** localStorage key remembering that the remove-by-voice hint was closed. */
export const voiceRemoveHintKey = 'voiceRemoveHintDismissed';

/** The dismissible hint about removing items by voice (spec §2 Add items). */
export function VoiceRemoveHint() {
  const { dismissed, dismiss } = useDismissedHint(voiceRemoveHintKey);
  if (dismissed) return null;
  return (
    <div
      role="note"
      className="flex items-center gap-2 rounded-2xl bg-accent py-1 pr-1 pl-3 text-sm text-accent-foreground"
    >
      <Lightbulb aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 py-2">{addItemsTexts.removeByVoiceHint}</p>
      <button
        type="button"
        aria-label={addItemsTexts.dismissHint}
        onClick={dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
