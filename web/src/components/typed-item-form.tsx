import { Keyboard, LoaderCircle, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { inputClasses } from '@/components/text-field';
import { onTypingOffered } from '@/lib/typing-offer';
import { cn } from '@/lib/cn';
import { sharedTexts } from '@/lib/shared-texts';

interface TypedItemFormProps {
  /** Called with the trimmed, non-empty text; the field is cleared when it returns (or resolves) true. */
  onAdd: (name: string) => boolean | Promise<boolean>;
  /** An add is in progress: the button shows a spinner and the form ignores submits. */
  busy?: boolean;
  /** Classes of the wrapper around the toggle and the form. */
  className?: string;
  /** Shown under the field while it is open: suggestions for `text`; `pick` adds one as if typed. */
  suggestions?: (text: string, pick: (name: string) => void) => ReactNode;
}

/** The "Digitar itens" toggle and the field + "Adicionar" button it reveals (spec §2 Add items, Saved list). */
export function TypedItemForm({ onAdd, busy, className = 'flex flex-col gap-3', suggestions }: TypedItemFormProps) {
  const texts = sharedTexts.typedItemForm;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(
    () =>
      onTypingOffered(() => {
        setOpen(true);
        inputRef.current?.focus();
      }),
    [],
  );

  function finish(added: boolean) {
    if (added) setText('');
    inputRef.current?.focus();
  }

  function add(name: string) {
    const added = onAdd(name);
    if (typeof added === 'boolean') finish(added);
    else void added.then(finish);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = text.trim();
    if (!name || busy) {
      inputRef.current?.focus();
      return;
    }
    add(name);
  }

  return (
    <div className={className}>
      <Button
        variant={open ? 'secondary' : 'outline'}
        size="lg"
        className="w-full"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        <Keyboard aria-hidden="true" className="size-5" />
        {texts.typeItems}
      </Button>
      {open ? (
        <form id={formId} onSubmit={handleSubmit} className="flex items-end gap-2">
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
          <Button type="submit" size="md" className="h-12" aria-busy={busy}>
            {busy ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Plus aria-hidden="true" className="size-5" />
            )}
            {texts.add}
          </Button>
        </form>
      ) : null}
      {open && suggestions
        ? suggestions(text, (name) => {
            if (!busy) add(name);
          })
        : null}
    </div>
  );
}
