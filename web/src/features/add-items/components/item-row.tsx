import { Check, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { addItemsTexts } from '../add-items-texts';
import type { EditableItem } from '../hooks/use-list-items';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';

interface ItemRowProps {
  item: EditableItem;
  position: number;
  onRename: (id: number, name: string) => void;
  onQuantity: (id: number, text: string) => void;
  onRemove: (id: number) => void;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** One numbered item: name (editable), "Qtd" (tap to edit) and delete. */
export function ItemRow({ item, position, onRename, onQuantity, onRemove }: ItemRowProps) {
  const [editingName, setEditingName] = useState(false);
  const [nameDraft, setNameDraft] = useState(item.name);
  const [editingQuantity, setEditingQuantity] = useState(false);
  const [quantityDraft, setQuantityDraft] = useState(String(item.quantity));

  function commitName(event?: FormEvent) {
    event?.preventDefault();
    onRename(item.id, nameDraft);
    setEditingName(false);
  }

  function commitQuantity(event?: FormEvent) {
    event?.preventDefault();
    onQuantity(item.id, quantityDraft);
    setEditingQuantity(false);
  }

  return (
    <li className="flex items-center gap-2 rounded-2xl border border-border bg-card py-2 pr-1 pl-3 shadow-sm">
      <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground">
        {position}
      </span>
      <span className="sr-only">{position}.</span>

      {editingName ? (
        <form onSubmit={commitName} className="flex min-w-0 flex-1 items-center gap-1">
          <input
            aria-label={addItemsTexts.newNameFor(item.name)}
            className={cn(inputClasses, 'h-11 w-full min-w-0')}
            value={nameDraft}
            maxLength={200}
            autoFocus
            onChange={(event) => setNameDraft(event.target.value)}
            onBlur={() => commitName()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setNameDraft(item.name);
                setEditingName(false);
              }
            }}
          />
          <button type="submit" aria-label={addItemsTexts.confirmName(item.name)} className={iconButton} onMouseDown={(event) => event.preventDefault()}>
            <Check aria-hidden="true" className="size-5" />
          </button>
        </form>
      ) : (
        <span className="min-w-0 flex-1 font-medium break-words">{item.name}</span>
      )}

      {editingQuantity ? (
        <form noValidate onSubmit={commitQuantity} className="shrink-0">
          <input
            aria-label={addItemsTexts.quantityOf(item.name)}
            className={cn(inputClasses, 'h-11 w-20 text-center')}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={4}
            value={quantityDraft}
            autoFocus
            onChange={(event) => setQuantityDraft(event.target.value)}
            onBlur={() => commitQuantity()}
            onFocus={(event) => event.target.select()}
          />
        </form>
      ) : (
        <button
          type="button"
          aria-label={addItemsTexts.quantityButton(item.quantity, item.name)}
          className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl bg-muted px-3 text-sm font-semibold hover:brightness-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => {
            setQuantityDraft(String(item.quantity));
            setEditingQuantity(true);
          }}
        >
          <span className="text-muted-foreground">{addItemsTexts.quantityShort}</span>
          <span>{item.quantity}</span>
        </button>
      )}

      {editingName ? null : (
        <button
          type="button"
          aria-label={addItemsTexts.editName(item.name)}
          className={iconButton}
          onClick={() => {
            setNameDraft(item.name);
            setEditingName(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
      )}
      <button type="button" aria-label={addItemsTexts.remove(item.name)} className={cn(iconButton, 'hover:text-destructive')} onClick={() => onRemove(item.id)}>
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
