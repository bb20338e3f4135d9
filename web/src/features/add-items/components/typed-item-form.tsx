import { Keyboard, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addItemsTexts } from '../add-items-texts';
import { Button } from '@/components/button';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';

interface TypedItemFormProps {
  /** Called with the raw text; the caller trims and checks it. */
  onAdd: (text: string) => void;
}

/** The "Digitar itens" toggle and the field + "Adicionar" button it reveals. */
export function TypedItemForm({ onAdd }: TypedItemFormProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      inputRef.current?.focus();
      return;
    }
    onAdd(text);
    setText('');
    inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant={open ? 'secondary' : 'outline'}
        size="lg"
        className="w-full"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        <Keyboard aria-hidden="true" className="size-5" />
        {addItemsTexts.typeItems}
      </Button>
      {open ? (
        <form id={formId} onSubmit={handleSubmit} className="flex items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={inputId} className="sr-only">
              {addItemsTexts.itemLabel}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={cn(inputClasses, 'h-12 w-full')}
              placeholder={addItemsTexts.itemPlaceholder}
              autoComplete="off"
              enterKeyHint="done"
              maxLength={200}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" size="md" className="h-12">
            <Plus aria-hidden="true" className="size-5" />
            {addItemsTexts.add}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
