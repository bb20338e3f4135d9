import { useQueryClient } from '@tanstack/react-query';
import { FileCheck2, LoaderCircle, Save, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dialogToasterId, toast } from '@/lib/toast';
import { addItemsTexts } from '../add-items-texts';
import { useExitGuard } from '../hooks/use-exit-guard';
import { useListItems, type EditableItem } from '../hooks/use-list-items';
import { useLoadedDraft } from '../hooks/use-loaded-draft';
import { useSaveAfterTrip } from '../hooks/use-save-after-trip';
import { useSaveList } from '../hooks/use-save-list';
import { ItemRow } from './item-row';
import { NameListDialog } from './name-list-dialog';
import { UnsavedExitDialog } from './unsaved-exit-dialog';

import { VoiceRemoveHint } from './voice-remove-hint';
import { Button } from '@/components/button';
import { showDuplicateItemNotice } from '@/components/duplicate-item-notice';
import { ListLimitDialog } from '@/components/list-limit-dialog';
import { LoginRequiredDialog } from '@/components/login-required-dialog';
import { PageLayout } from '@/components/page-layout';
import { FrequentItems, ItemSuggestions } from '@/components/item-suggestions';
import { TypedItemForm } from '@/components/typed-item-form';
import { VoiceRecorder } from '@/components/voice-recorder/voice-recorder';
import { useItemHistory } from '@/hooks/use-item-history';
import { useNameCategories } from '@/hooks/use-name-categories';
import { useSubscription } from '@/hooks/use-subscription';
import { isFreeDraftSlotTaken, readDeviceUsage } from '@/lib/drafts/device-usage';
import { createDraft, readDrafts } from '@/lib/drafts/draft-store';
import { resumeSaveState } from '@/lib/drafts/save-after-upgrade';
import { formatMoney, itemsTotal } from '@/lib/format';
import { getSessionState, reloadSession } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { useSettings } from '@/lib/settings';
import { planVoiceChanges } from '@/lib/speech/plan-voice-changes';
import { planTypedSentence } from '@/lib/speech/typed-sentence';
import { showVoicePlanNotices } from '@/lib/speech/voice-plan-notices';
import { useVoicePath } from '@/components/voice-recorder/use-voice-path';
import type { SpeechOutcome } from '@/lib/speech/speech-types';
import { useReplayEarlyTaps } from '@/lib/early-taps';
import { offerUndo } from '@/lib/undo/undo-toast';

// Grouping is for premium users with the switch on: its code (Radix accordion) loads only then.
const CategoryGroups = lazy(() =>
  import('@/components/category-groups').then((module) => ({ default: module.CategoryGroups<EditableItem> })),
);

/** Anonymous visitors may keep 1 draft (spec §6). */
const guestDraftLimit = 1;

/**
 * /add-items (spec §2): item count, the voice recorder with its remove-by-voice hint,
 * typed entry, the numbered editable list and the floating "Salvar Lista". A draft
 * loaded with ?draft={id} is saved back as it changes; an unsaved list holds the way out
 * with the "Salvar como rascunho" / "Descartar" prompt (spec §4).
 */
export default function AddItemsPage() {
  useReplayEarlyTaps();
  const {
    items,
    addTypedItem,
    renameItem,
    setQuantity,
    setPrice,
    removeItem,
    restoreItems,
    clearItems,
    replaceItems,
    applyVoiceChanges,
  } = useListItems();
  const history = useItemHistory();
  /** Issue 29: a removal (a tap or a voice command) offers "Desfazer", which puts the items back in place. */
  function offerUndoOf(isRemoved: (item: EditableItem) => boolean) {
    const removed = items.flatMap((item, index) => (isRemoved(item) ? [{ item, index }] : []));
    if (removed.length === 0) return;
    const message =
      removed.length === 1
        ? addItemsTexts.itemRemoved(removed[0]!.item.name)
        : addItemsTexts.itemsRemoved(removed.length);
    offerUndo(message, () => restoreItems(removed));
  }
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
  const itemNames = items.map((item) => item.name);
  const [voicePath] = useVoicePath();
  const voiceSupported = voicePath !== null;
  const [loginDialogOpen, setLoginDialogOpen] = useState(false);
  const blocked = guard.blocker.state === 'blocked';
  const queryClient = useQueryClient();
  const { showPriceFields, selectedCurrency, categorizeItems } = useSettings();
  const { isPremium } = useSubscription();
  const grouped = isPremium && categorizeItems;
  const categories = useNameCategories(itemNames, grouped);
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = useRef<{ items: { name: string; quantity: number }[]; replaced: boolean } | null>(null);
  handedOver.current ??= (() => {
    const handed = (location.state as { saveItems?: { name: string; quantity: number }[] } | null)?.saveItems;
    return handed ? { items: handed, replaced: false } : null;
  })();

  // "Salvar Lista" on /final-list hands its items over: they replace the list here, then the saving flow opens.
  useEffect(() => {
    const handed = handedOver.current;
    if (!handed || handed.items.length === 0) return;
    if (!handed.replaced) {
      handed.replaced = true;
      replaceItems(handed.items.map((item, index) => ({ id: Date.now() + index, ...item, price: null })));
      return;
    }
    handed.items = [];
    void navigate(location.pathname, { replace: true, state: null });
    void save.startSave();
  });
  const total = itemsTotal(items);

  async function saveAsDraft() {
    let session = getSessionState();
    if (session.status === 'loading') {
      await reloadSession();
      session = getSessionState();
    }
    // Spec §6: a guest keeps 1 draft here, and the server's one free draft slot (first draft it saved) stays taken after a delete.
    if (
      session.status !== 'signedIn' &&
      (readDrafts().length >= guestDraftLimit || isFreeDraftSlotTaken(await readDeviceUsage(queryClient)))
    ) {
      guard.blocker.reset?.();
      setLoginDialogOpen(true);
      return;
    }
    try {
      createDraft({ items: items.map((item) => ({ ...item, selected: item.selected ?? false })) });
    } catch (error) {
      console.warn('Falha ao salvar o rascunho', error);
      // The "saindo de uma lista" prompt stays open: the toast is about it.
      toast.error(addItemsTexts.errorTitle, { description: addItemsTexts.draftSaveFailed, toasterId: dialogToasterId });
      return;
    }
    toast.success(addItemsTexts.draftSaved);
    leave();
  }

  /** The items go to /final-list (groceryItems) to be checked off while shopping. */
  function goShopping() {
    try {
      localStorage.setItem(
        storageKeys.finalList,
        JSON.stringify(items.map(({ id, name, quantity }) => ({ id, name, quantity, checked: false }))),
      );
    } catch {
      toast.error(addItemsTexts.errorTitle, { description: addItemsTexts.draftSaveFailed });
      return;
    }
    guard.allowLeaving();
    draft.dropDraft();
    clearItems();
    void navigate('/final-list');
  }

  function leave() {
    guard.allowLeaving();
    clearItems();
    guard.blocker.proceed?.();
  }

  function handleVoiceResult(outcome: SpeechOutcome) {
    const plan = planVoiceChanges(outcome, itemNames);
    offerUndoOf((item) => plan.remove.includes(item.name));
    applyVoiceChanges(plan);
    history.record(plan.add.map((entry) => entry.name));
    showVoicePlanNotices(plan);
  }

  /** Always clears the field: a sentence goes through the speech engine; a repeated name adds 1 to its quantity. */
  async function handleAdd(name: string): Promise<boolean> {
    const plan = await planTypedSentence(name, itemNames);
    if (plan) {
      offerUndoOf((item) => plan.remove.includes(item.name));
      applyVoiceChanges(plan);
      history.record(plan.add.map((entry) => entry.name));
      showVoicePlanNotices(plan);
      return true;
    }
    history.record([name]);
    const result = addTypedItem(name);
    if (result.kind === 'duplicate') showDuplicateItemNotice(result.name, result.position, result.quantity);
    return true;
  }

  const renderRow = (item: (typeof items)[number], index: number) => (
    <ItemRow
      key={item.id}
      item={item}
      position={index + 1}
      onRename={renameItem}
      currency={showPriceFields ? selectedCurrency : null}
      onQuantity={setQuantity}
      onPrice={setPrice}
      onRemove={(id) => {
        offerUndoOf((other) => other.id === id);
        removeItem(id);
      }}
    />
  );

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
        <VoiceRecorder currentItems={itemNames} onResult={handleVoiceResult} />
        {voiceSupported ? <VoiceRemoveHint /> : null}
      </section>

      <TypedItemForm
        onAdd={handleAdd}
        suggestions={(text, pick) => <ItemSuggestions text={text} itemNames={itemNames} onPick={pick} />}
      />

      {items.length === 0 ? (
        <FrequentItems itemNames={itemNames} onPick={(name) => void handleAdd(name)} className="mt-6" />
      ) : null}
      {items.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {addItemsTexts.emptyState}
        </p>
      ) : (
        <div className="mt-6">
          {grouped ? (
            <Suspense fallback={<ol className="flex flex-col gap-2">{items.map(renderRow)}</ol>}>
              <CategoryGroups items={items} categoryOf={(item) => categories.get(item.name)} renderItem={renderRow} />
            </Suspense>
          ) : (
            <ol className="flex flex-col gap-2">{items.map(renderRow)}</ol>
          )}
        </div>
      )}
      {showPriceFields && total > 0 ? (
        <p className="mt-4 flex items-center justify-between rounded-2xl bg-accent px-4 py-3 text-lg font-bold text-accent-foreground">
          <span>{addItemsTexts.total}</span>
          <span>{formatMoney(total, selectedCurrency)}</span>
        </p>
      ) : null}
      {items.length > 0 ? (
        <Button variant="outline" className="mt-4 w-full" onClick={goShopping}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {addItemsTexts.toFinalList}
        </Button>
      ) : null}
      <div aria-hidden="true" className="h-20" />

      <div className="pointer-events-none fixed inset-x-0 bottom-24 z-30 flex justify-center px-4">
        <Button
          size="lg"
          className="pointer-events-auto w-full max-w-sm shadow-lg"
          aria-busy={save.checking}
          onClick={() => void save.startSave()}
        >
          {save.checking ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-5" />
          )}
          {addItemsTexts.save}
        </Button>
      </div>

      <LoginRequiredDialog
        open={save.loginDialogOpen}
        onOpenChange={save.setLoginDialogOpen}
        returnState={resumeSaveState}
      />
      <LoginRequiredDialog
        open={loginDialogOpen}
        onOpenChange={setLoginDialogOpen}
        description={addItemsTexts.draftLimitReason}
      />
      <ListLimitDialog
        open={save.limitDialogOpen}
        onOpenChange={save.setLimitDialogOpen}
        message={save.limitMessage}
        onUpgrade={keepListForUpgrade}
      />
      <UnsavedExitDialog
        open={blocked}
        onCancel={() => guard.blocker.reset?.()}
        onSaveAsDraft={() => void saveAsDraft()}
        onDiscard={leave}
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
