import { Keyboard, LoaderCircle, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { savedListTexts } from '../saved-list-texts';
import { Button } from '@/components/button';
import { inputClasses } from '@/components/text-field';
import { VoiceRecorder } from '@/components/voice-recorder/voice-recorder';
import { cn } from '@/lib/cn';
import type { SpeechOutcome } from '@/lib/speech/speech-types';

interface AddToListPanelProps {
  itemNames: readonly string[];
  adding: boolean;
  onVoiceResult: (outcome: SpeechOutcome) => void;
  /** The trimmed, non-empty typed text; resolves true once it was added. */
  onTyped: (name: string) => Promise<boolean>;
}

/** Voice and typed adding on a saved list (spec §2 Saved list), the same recorder as /add-items. */
export function AddToListPanel({ itemNames, adding, onVoiceResult, onTyped }: AddToListPanelProps) {
  const texts = savedListTexts;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = text.trim();
    if (!name || adding) {
      inputRef.current?.focus();
      return;
    }
    if (await onTyped(name)) setText('');
    inputRef.current?.focus();
  }

  return (
    <section className="mb-6 flex flex-col gap-4">
      <VoiceRecorder currentItems={itemNames} onResult={onVoiceResult} />
      <Button variant={open ? 'secondary' : 'outline'} size="lg" className="w-full" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((value) => !value)}>
        <Keyboard aria-hidden="true" className="size-5" />
        {texts.typeItems}
      </Button>
      {open ? (
        <form id={formId} onSubmit={(event) => void handleSubmit(event)} className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            {texts.itemLabel}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={cn(inputClasses, 'h-12 min-w-0 flex-1')}
            placeholder={texts.itemPlaceholder}
            autoComplete="off"
            enterKeyHint="done"
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="md" className="h-12" aria-busy={adding}>
            {adding ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Plus aria-hidden="true" className="size-5" />}
            {texts.add}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
