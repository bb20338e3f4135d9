import { FileCheck2, ShoppingCart } from 'lucide-react';
import { addItemsTexts } from '../add-items-texts';
import { useExitGuard } from '../hooks/use-exit-guard';
import { useHandedOverItems } from '../hooks/use-handed-over-items';
import { useItemEntry } from '../hooks/use-item-entry';
import { useLeaveAddItems } from '../hooks/use-leave-add-items';
import { useListItems } from '../hooks/use-list-items';
import { useLoadedDraft } from '../hooks/use-loaded-draft';
import { useSaveAfterTrip } from '../hooks/use-save-after-trip';
import { useSaveList } from '../hooks/use-save-list';
import { AddItemsList } from './add-items-list';
import { NameListDialog } from './name-list-dialog';
import { SaveListButton } from './save-list-button';
import { UnsavedExitDialog } from './unsaved-exit-dialog';
import { VoiceRemoveHint } from './voice-remove-hint';
import { Button } from '@/components/button';
import { FrequentItems, ItemSuggestions } from '@/components/item-suggestions';
import { ListLimitDialog } from '@/components/list-limit-dialog';
import { LoginRequiredDialog } from '@/components/login-required-dialog';
import { PageLayout } from '@/components/page-layout';
import { TypedItemForm } from '@/components/typed-item-form';
import { useVoicePath } from '@/components/voice-recorder/use-voice-path';
import { VoiceRecorder } from '@/components/voice-recorder/voice-recorder';
import { useItemHistory } from '@/hooks/use-item-history';
import { useNameCategories } from '@/hooks/use-name-categories';
import { useSubscription } from '@/hooks/use-subscription';
import { resumeSaveState } from '@/lib/drafts/save-after-upgrade';
import { formatMoney, itemsTotal } from '@/lib/format';
import { useSettings } from '@/lib/settings';

/**
 * /add-items (spec §2): item count, the voice recorder with its remove-by-voice hint,
 * typed entry, the numbered editable list and the floating "Salvar Lista". A draft
 * loaded with ?draft={id} is saved back as it changes; an unsaved list holds the way out
 * with the "Salvar como rascunho" / "Descartar" prompt (spec §4).
 */
export default function AddItemsPage() {
  const list = useListItems();
  const { items, clearItems, replaceItems } = list;
  const entry = useItemEntry(list, useItemHistory());
  const draft = useLoadedDraft(items, replaceItems);
  const guard = useExitGuard(items.length > 0 && draft.draftId === null);
  const save = useSaveList(items, () => {
    guard.allowLeaving();
    draft.dropDraft();
    clearItems();
  });
  const { keepListForUpgrade } = useSaveAfterTrip({
    items,
    draftId: draft.draftId,
    startSave: save.startSave,
    leaveWithoutAsking: () => {
      guard.allowLeaving();
      clearItems();
    },
  });
  const exit = useLeaveAddItems({ items, guard, draft, clearItems });
  useHandedOverItems(replaceItems, save.startSave);
  const [voicePath] = useVoicePath();
  const { showPriceFields, selectedCurrency, categorizeItems } = useSettings();
  const { isPremium } = useSubscription();
  const grouped = isPremium && categorizeItems;
  const categories = useNameCategories(entry.itemNames, grouped);
  const total = itemsTotal(items);

  return (
    <PageLayout
      title={addItemsTexts.title}
      subtitle={<span aria-live="polite">{addItemsTexts.itemCount(items.length)}</span>}
    >
      {draft.draftId ? (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-2xl bg-accent px-4 py-3 text-sm font-semibold text-accent-foreground"
        >
          <FileCheck2 aria-hidden="true" className="size-5 shrink-0" />
          <span>
            {addItemsTexts.draftLoaded}
            {draft.draftName ? <span className="font-normal">: {draft.draftName}</span> : null}
          </span>
        </p>
      ) : null}
      <section className="mb-6 flex flex-col gap-4">
        <VoiceRecorder currentItems={entry.itemNames} onResult={entry.onVoiceResult} />
        {voicePath !== null ? <VoiceRemoveHint /> : null}
      </section>

      <TypedItemForm
        onAdd={entry.onTyped}
        suggestions={(text, pick) => <ItemSuggestions text={text} itemNames={entry.itemNames} onPick={pick} />}
      />

      {items.length === 0 ? (
        <FrequentItems itemNames={entry.itemNames} onPick={(name) => void entry.onTyped(name)} className="mt-6" />
      ) : null}
      <AddItemsList
        list={list}
        grouped={grouped}
        categories={categories}
        currency={showPriceFields ? selectedCurrency : null}
        onRemove={entry.remove}
      />
      {showPriceFields && total > 0 ? (
        <p className="mt-4 flex items-center justify-between rounded-2xl bg-accent px-4 py-3 text-lg font-bold text-accent-foreground">
          <span>{addItemsTexts.total}</span>
          <span>{formatMoney(total, selectedCurrency)}</span>
        </p>
      ) : null}
      {items.length > 0 ? (
        <Button variant="outline" className="mt-4 w-full" onClick={exit.goShopping}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {addItemsTexts.toFinalList}
        </Button>
      ) : null}
      <SaveListButton checking={save.checking} onSave={() => void save.startSave()} />

      <LoginRequiredDialog
        open={save.loginDialogOpen}
        onOpenChange={save.setLoginDialogOpen}
        returnState={resumeSaveState}
      />
      <LoginRequiredDialog
        open={exit.loginDialogOpen}
        onOpenChange={exit.setLoginDialogOpen}
        description={addItemsTexts.draftLimitReason}
      />
      <ListLimitDialog
        open={save.limitDialogOpen}
        onOpenChange={save.setLimitDialogOpen}
        message={save.limitMessage}
        onUpgrade={keepListForUpgrade}
      />
      <UnsavedExitDialog
        open={guard.blocker.state === 'blocked'}
        onCancel={() => guard.blocker.reset?.()}
        onSaveAsDraft={exit.saveAsDraft}
        onDiscard={exit.leave}
      />
      <NameListDialog
        open={save.namingDialogOpen}
        onOpenChange={save.setNamingDialogOpen}
        saving={save.saving}
        onSave={(name) => void save.saveWithName(name)}
      />
    </PageLayout>
  );
}
