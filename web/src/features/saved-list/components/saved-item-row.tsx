import { Check, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ListItem } from '@domain/lists/list-types';
import { savedListTexts } from '../saved-list-texts';
import { Checkbox } from '@/components/checkbox';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';
import { parsePrice, parseQuantity, priceFieldText } from '@/lib/item-values';

interface SavedItemRowProps {
  item: ListItem;
  position: number;
  showPrice: boolean;
  currencySymbol: string;
  onChange: (changes: { name?: string; quantity?: number; price?: number | null; isPurchased?: boolean }) => void;
  onRemove: () => void;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** One item of a saved list: bought checkbox, name (editable), "Qtd" (tap to edit), price (when shown) and delete. */
export function SavedItemRow({ item, position, showPrice, currencySymbol, onChange, onRemove }: SavedItemRowProps) {
  const texts = savedListTexts;
  const [editingName, setEditingName] = useState(false);
  const [nameDraft, setNameDraft] = useState(item.name);
  const [editingQuantity, setEditingQuantity] = useState(false);
  const [quantityDraft, setQuantityDraft] = useState(String(item.quantity));
  const [priceDraft, setPriceDraft] = useState<string | null>(null);

  function commitName(event?: FormEvent) {
    event?.preventDefault();
    const name = nameDraft.trim();
    if (name && name !== item.name) onChange({ name });
    setEditingName(false);
  }

  function commitQuantity(event?: FormEvent) {
    event?.preventDefault();
    const quantity = parseQuantity(quantityDraft);
    if (quantity !== item.quantity) onChange({ quantity });
    setEditingQuantity(false);
  }

  function commitPrice() {
    if (priceDraft === null) return;
    const price = parsePrice(priceDraft);
    if (price !== item.price) onChange({ price });
    setPriceDraft(null);
  }

  return (
    <li className="rounded-2xl border border-border bg-card py-1.5 pr-1 pl-1 shadow-sm">
      <div className="flex items-center gap-1">
        <Checkbox checked={item.isPurchased} onCheckedChange={(isPurchased) => onChange({ isPurchased })} label={texts.purchased(item.name)} />
        <span className="sr-only">{position}.</span>
        {editingName ? (
          <form onSubmit={commitName} className="flex min-w-0 flex-1 items-center gap-1">
            <input
              aria-label={texts.newNameFor(item.name)}
              className={cn(inputClasses, 'h-11 w-full min-w-0')}
              value={nameDraft}
              maxLength={200}
              autoFocus
              onChange={(event) => setNameDraft(event.target.value)}
              onBlur={() => commitName()}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditingName(false);
              }}
            />
            <button type="submit" aria-label={texts.confirmName(item.name)} className={iconButton} onMouseDown={(event) => event.preventDefault()}>
              <Check aria-hidden="true" className="size-5" />
            </button>
          </form>
        ) : (
          <span className={cn('min-w-0 flex-1 font-medium break-words', item.isPurchased && 'text-muted-foreground line-through')}>{item.name}</span>
        )}

        {editingQuantity ? (
          <form noValidate onSubmit={commitQuantity} className="shrink-0">
            <input
              aria-label={texts.quantityOf(item.name)}
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
            aria-label={texts.quantityButton(item.quantity, item.name)}
            className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl bg-muted px-3 text-sm font-semibold hover:brightness-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => {
              setQuantityDraft(String(item.quantity));
              setEditingQuantity(true);
            }}
          >
            <span className="text-muted-foreground">{texts.quantityShort}</span>
            <span>{item.quantity}</span>
          </button>
        )}

        {editingName ? null : (
          <button
            type="button"
            aria-label={texts.editName(item.name)}
            className={iconButton}
            onClick={() => {
              setNameDraft(item.name);
              setEditingName(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </button>
        )}
        <button type="button" aria-label={texts.remove(item.name)} className={cn(iconButton, 'hover:text-destructive')} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {showPrice ? (
        <div className="mt-1 flex justify-end pr-2 pb-1">
          <input
            aria-label={texts.priceOf(item.name)}
            className={cn(inputClasses, 'h-11 w-32 text-right')}
            inputMode="decimal"
            placeholder={texts.pricePlaceholder(currencySymbol)}
            value={priceDraft ?? priceFieldText(item.price)}
            onChange={(event) => setPriceDraft(event.target.value)}
            onBlur={commitPrice}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
