import { House, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { finalListTexts as texts } from '../final-list-texts';
import { useFinalList } from '../hooks/use-final-list';
import { Button, ButtonLink } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { showDuplicateItemNotice } from '@/components/duplicate-item-notice';
import { EditableItemControls } from '@/components/editable-item-controls';
import { ItemIconSprite } from '@/components/item-icons';
import { LoginRequiredDialog } from '@/components/login-required-dialog';
import { PageLayout } from '@/components/page-layout';
import { ShareListButton } from '@/components/share-list-button';
import { TypedItemForm } from '@/components/typed-item-form';
import { VoiceRecorder } from '@/components/voice-recorder/voice-recorder';
import { useSession } from '@/hooks/use-session';
import { appSiteUrl } from '@/lib/app-links';
import { cn } from '@/lib/cn';
import { isResumeSaveState, resumeSaveState } from '@/lib/drafts/save-after-upgrade';
import { listShareText } from '@/lib/share/list-share-text';
import { shareText } from '@/lib/share/share-text';
import { planVoiceChanges } from '@/lib/speech/plan-voice-changes';
import { planTypedSentence } from '@/lib/speech/typed-sentence';
import { showVoicePlanNotices } from '@/lib/speech/voice-plan-notices';
import type { SpeechOutcome } from '@/lib/speech/speech-types';

/**
 * /final-list (spec §2 Final list): the list taken shopping, from the device (groceryItems):
 * check items off, rename, change quantities, delete, add or remove by voice or typing.
 * "Compartilhar" sends it as text. "Salvar Lista" continues on /add-items' saving flow (naming, limits); a guest gets the
 * login dialog first.
 */
export default function FinalListPage() {
  const list = useFinalList();
  const session = useSession();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);
  const checkedCount = list.items.filter((item) => item.checked).length;

  function handleVoice(outcome: SpeechOutcome) {
    const plan = planVoiceChanges(
      outcome,
      list.items.map((item) => item.name),
    );
    list.applyVoiceChanges(plan);
    showVoicePlanNotices(plan);
  }

  async function handleTyped(name: string): Promise<boolean> {
    const plan = await planTypedSentence(
      name,
      list.items.map((item) => item.name),
    );
    if (plan) {
      list.applyVoiceChanges(plan);
      showVoicePlanNotices(plan);
      return true;
    }
    const duplicate = list.addTyped(name);
    if (duplicate) showDuplicateItemNotice(duplicate.name, duplicate.position, duplicate.quantity);
    return true;
  }

  /** The final list has no prices or categories: its items, the checked ones struck through at the end. */
  function share() {
    const items = list.items.map((item) => ({ name: item.name, quantity: item.quantity, isPurchased: item.checked }));
    const text = listShareText({ name: texts.title, items, grouped: false, currency: null, appUrl: appSiteUrl() });
    return shareText(texts.title, text);
  }

  function save() {
    if (session.status !== 'signedIn') {
      setLoginOpen(true);
      return;
    }
    navigate('/add-items', {
      state: { saveItems: list.items.map((item) => ({ name: item.name, quantity: item.quantity })) },
    });
  }

  // Back from "Cadastrar-se para continuar", signed in: the save goes on.
  const location = useLocation();
  const resume = useRef(isResumeSaveState(location.state));
  useEffect(() => {
    if (!resume.current || session.status !== 'signedIn' || list.items.length === 0) return;
    resume.current = false;
    // Coming back here later must not save again.
    navigate(location.pathname, { replace: true, state: null });
    save();
  });

  return (
    <PageLayout
      title={texts.title}
      subtitle={<span aria-live="polite">{texts.itemCount(list.items.length, checkedCount)}</span>}
    >
      <section className="mb-6 flex flex-col gap-4">
        <VoiceRecorder currentItems={list.items.map((item) => item.name)} onResult={handleVoice} />
        <TypedItemForm onAdd={handleTyped} />
      </section>

      {list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {texts.emptyState}
        </p>
      ) : (
        <>
          <ItemIconSprite />
          <ul className="flex flex-col gap-2">
            {list.items.map((item) => (
              <li
                key={item.id}
                className="flex items-center gap-1 rounded-2xl border border-border bg-card py-1.5 pr-1 pl-1 shadow-sm"
              >
                <Checkbox
                  checked={item.checked}
                  onCheckedChange={(checked) => list.update(item.id, { checked })}
                  label={texts.checked(item.name)}
                />
                <EditableItemControls
                  name={item.name}
                  quantity={item.quantity}
                  nameClassName={cn(item.checked && 'text-muted-foreground line-through')}
                  onRename={(name) => list.rename(item.id, name)}
                  onQuantity={(quantity) => list.update(item.id, { quantity })}
                  onRemove={() => list.remove(item.id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={save}>
          <Save aria-hidden="true" className="size-5" />
          {texts.save}
        </Button>
        {list.items.length > 0 ? <ShareListButton listName={texts.title} onShare={share} /> : null}
        <ButtonLink to="/" variant="outline" size="lg">
          <House aria-hidden="true" className="size-5" />
          {texts.home}
        </ButtonLink>
      </div>

      <LoginRequiredDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        description={texts.loginReason}
        returnState={resumeSaveState}
      />
    </PageLayout>
  );
}
