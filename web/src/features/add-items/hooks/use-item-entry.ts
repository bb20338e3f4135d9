import { addItemsTexts } from '../add-items-texts';
import type { EditableItem, useListItems } from './use-list-items';
import { showDuplicateItemNotice } from '@/components/duplicate-item-notice';
import type { useItemHistory } from '@/hooks/use-item-history';
import { planVoiceChanges, type VoiceChangePlan } from '@/lib/speech/plan-voice-changes';
import type { SpeechOutcome } from '@/lib/speech/speech-types';
import { planTypedSentence } from '@/lib/speech/typed-sentence';
import { showVoicePlanNotices } from '@/lib/speech/voice-plan-notices';
import { offerUndo } from '@/lib/undo/undo-toast';

/**
 * What /add-items does with a spoken or typed entry and with a removal. A voice result or a
 * typed sentence adds and removes through the speech engine; a typed name already on the
 * list adds 1 to its quantity (spec §5). Every removal offers "Desfazer", which puts the
 * items back in place (issue 29). Added names join the item history.
 */
export function useItemEntry(list: ReturnType<typeof useListItems>, history: ReturnType<typeof useItemHistory>) {
  const { items } = list;
  const itemNames = items.map((item) => item.name);

  function offerUndoOf(isRemoved: (item: EditableItem) => boolean) {
    const removed = items.flatMap((item, index) => (isRemoved(item) ? [{ item, index }] : []));
    if (removed.length === 0) return;
    const message =
      removed.length === 1
        ? addItemsTexts.itemRemoved(removed[0]!.item.name)
        : addItemsTexts.itemsRemoved(removed.length);
    offerUndo(message, () => list.restoreItems(removed));
  }

  function apply(plan: VoiceChangePlan) {
    offerUndoOf((item) => plan.remove.includes(item.name));
    list.applyVoiceChanges(plan);
    history.record(plan.add.map((entry) => entry.name));
    showVoicePlanNotices(plan);
  }

  return {
    itemNames,
    onVoiceResult: (outcome: SpeechOutcome) => apply(planVoiceChanges(outcome, itemNames)),
    /** Always clears the field (answers true). */
    async onTyped(name: string): Promise<boolean> {
      const plan = await planTypedSentence(name, itemNames);
      if (plan) {
        apply(plan);
        return true;
      }
      history.record([name]);
      const result = list.addTypedItem(name);
      if (result.kind === 'duplicate') showDuplicateItemNotice(result.name, result.position, result.quantity);
      return true;
    },
    remove(id: number) {
      offerUndoOf((item) => item.id === id);
      list.removeItem(id);
    },
  };
}
