import type { ListItem } from '@domain/lists/list-types';
import type { useItemChanges } from './use-item-changes';
import type { useUndoableChanges } from './use-undoable-changes';
import { showDuplicateItemNotice } from '@/components/duplicate-item-notice';
import type { useItemHistory } from '@/hooks/use-item-history';
import { toast } from '@/lib/toast';
import { planVoiceChanges } from '@/lib/speech/plan-voice-changes';
import { speechTexts } from '@/lib/speech/speech-texts';
import type { SpeechOutcome } from '@/lib/speech/speech-types';
import { planTypedSentence } from '@/lib/speech/typed-sentence';
import { showVoicePlanNotices } from '@/lib/speech/voice-plan-notices';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/**
 * What a saved list does with a spoken or typed entry: a voice result adds and removes
 * (removals with "Desfazer"), with its notices; a typed sentence goes through the speech
 * engine; a typed name already on the list adds 1 to its quantity, with a notice (spec §5).
 * Every added name joins the item history.
 */
export function useSpokenAndTypedItems(
  items: readonly ListItem[],
  changes: ReturnType<typeof useItemChanges>,
  undoable: ReturnType<typeof useUndoableChanges>,
  history: ReturnType<typeof useItemHistory>,
) {
  const names = items.map((item) => item.name);
  const add = (entries: Array<{ name: string; quantity: number }>) =>
    changes.addItems(entries.map((entry) => ({ name: entry.name, quantity: entry.quantity })));

  return {
    onVoiceResult(outcome: SpeechOutcome) {
      const plan = planVoiceChanges(outcome, names);
      const removed = new Set(plan.remove);
      undoable.removeItems(items.filter((item) => removed.has(item.name)).map((item) => item.id));
      if (plan.add.length > 0) void add(plan.add);
      history.record(plan.add.map((entry) => entry.name));
      if (plan.repeated.length > 0)
        toast.warning(speechTexts.duplicatesTitle, { description: speechTexts.duplicatesMessage(plan.repeated) });
      if (plan.notice === 'item-not-found')
        toast.info(speechTexts.itemNotFoundTitle, { description: speechTexts.itemNotFoundMessage });
      if (plan.notice === 'no-action')
        toast.info(speechTexts.noActionTitle, { description: speechTexts.noActionMessage });
    },
    /** Answers whether the entry was taken (the field is cleared then). */
    async onTyped(name: string): Promise<boolean> {
      const plan = await planTypedSentence(name, names);
      history.record(plan ? plan.add.map((entry) => entry.name) : [name]);
      if (plan) {
        showVoicePlanNotices(plan);
        return add(plan.add);
      }
      const index = items.findIndex((item) => sameName(item.name, name));
      const existing = items[index];
      if (existing) {
        const quantity = Math.min(existing.quantity + 1, 9999);
        changes.updateItem(existing.id, { quantity });
        showDuplicateItemNotice(existing.name, index + 1, quantity);
        return true;
      }
      return changes.addItems([{ name, quantity: 1 }]);
    },
  };
}
