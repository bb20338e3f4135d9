import { LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { addItemsTexts, duplicateNoticeDelayMs } from '../add-items-texts';
import { useListItems } from '../hooks/use-list-items';
import { useSaveList } from '../hooks/use-save-list';
import { ItemRow } from './item-row';
import { NameListDialog } from './name-list-dialog';
import { TypedItemForm } from './typed-item-form';
import { showVoiceNotices } from './voice-notices';
import { VoiceRemoveHint } from './voice-remove-hint';
import { Button } from '@/components/button';
import { LoginRequiredDialog } from '@/components/login-required-dialog';
import { PageLayout } from '@/components/page-layout';
import { VoiceRecorder } from '@/components/voice-recorder/voice-recorder';
import { planVoiceChanges } from '@/lib/speech/plan-voice-changes';
import { isSpeechRecognitionSupported } from '@/lib/speech/speech-recognition';
import type { SpeechOutcome } from '@/lib/speech/speech-types';

/**
 * /add-items (spec §2): item count, the voice recorder with its remove-by-voice hint,
 * typed entry, the numbered editable list and the floating "Salvar Lista". Drafts,
 * prices and the unsaved-exit prompt come with later issues.
 */
export default function AddItemsPage() {
  const { items, addTypedItem, renameItem, setQuantity, removeItem, clearItems, applyVoiceChanges } = useListItems();
  const save = useSaveList(items, clearItems);
  const itemNames = items.map((item) => item.name);
  const [voiceSupported] = useState(isSpeechRecognitionSupported);

  function handleVoiceResult(outcome: SpeechOutcome) {
    const plan = planVoiceChanges(outcome, itemNames);
    applyVoiceChanges(plan);
    showVoiceNotices(plan);
  }

  function handleAdd(text: string) {
    const result = addTypedItem(text);
    if (result.kind !== 'duplicate') return;
    setTimeout(() => {
      toast.warning(addItemsTexts.duplicateTitle, {
        description: addItemsTexts.duplicateMessage(result.name, result.position, result.quantity),
      });
    }, duplicateNoticeDelayMs);
  }

  return (
    <PageLayout title={addItemsTexts.title} subtitle={<span aria-live="polite">{addItemsTexts.itemCount(items.length)}</span>}>
      <section className="mb-6 flex flex-col gap-4">
        <VoiceRecorder currentItems={itemNames} onResult={handleVoiceResult} />
        {voiceSupported ? <VoiceRemoveHint /> : null}
      </section>

      <TypedItemForm onAdd={handleAdd} />

      {items.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">{addItemsTexts.emptyState}</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-2">
          {items.map((item, index) => (
            <ItemRow key={item.id} item={item} position={index + 1} onRename={renameItem} onQuantity={setQuantity} onRemove={removeItem} />
          ))}
        </ol>
      )}
      <div aria-hidden="true" className="h-20" />

      <div className="pointer-events-none fixed inset-x-0 bottom-24 z-30 flex justify-center px-4">
        <Button size="lg" className="pointer-events-auto w-full max-w-sm shadow-lg" aria-busy={save.checking} onClick={() => void save.startSave()}>
          {save.checking ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Save aria-hidden="true" className="size-5" />}
          {addItemsTexts.save}
        </Button>
      </div>

      <LoginRequiredDialog open={save.loginDialogOpen} onOpenChange={save.setLoginDialogOpen} />
      <NameListDialog
        open={save.namingDialogOpen}
        onOpenChange={save.setNamingDialogOpen}
        saving={save.saving}
        onSave={(name) => void save.saveWithName(name)}
      />
    </PageLayout>
  );
}
