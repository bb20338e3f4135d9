import { useState } from 'react';
import type { ListItem } from '@domain/lists/list-types';
import { savedListTexts } from '../saved-list-texts';
import { Checkbox } from '@/components/checkbox';
import { EditableItemControls } from '@/components/editable-item-controls';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';
import { parsePrice, priceFieldText } from '@/lib/item-values';

interface SavedItemRowProps {
  item: ListItem;
  position: number;
  showPrice: boolean;
  currencySymbol: string;
  onChange: (changes: { name?: string; quantity?: number; price?: number | null; isPurchased?: boolean }) => void;
  onRemove: () => void;
}

/** One item of a saved list: bought checkbox, name (editable), "Qtd" (tap to edit), price (when shown) and delete. */
export function SavedItemRow({ item, position, showPrice, currencySymbol, onChange, onRemove }: SavedItemRowProps) {
  const texts = savedListTexts;
  const [priceDraft, setPriceDraft] = useState<string | null>(null);

  function commitPrice() {
    if (priceDraft === null) return;
    const price = parsePrice(priceDraft);
    if (price !== item.price) onChange({ price });
    setPriceDraft(null);
  }

  return (
    <li className="rounded-2xl border border-border bg-card py-1.5 pr-1 pl-1 shadow-sm">
      <div className="flex items-center gap-1">
        <Checkbox
          checked={item.isPurchased}
          onCheckedChange={(isPurchased) => onChange({ isPurchased })}
          label={texts.purchased(item.name)}
        />
        <span className="sr-only">{position}.</span>
        <EditableItemControls
          name={item.name}
          quantity={item.quantity}
          nameClassName={item.isPurchased ? 'text-muted-foreground line-through' : undefined}
          onRename={(text) => {
            const name = text.trim();
            if (name && name !== item.name) onChange({ name });
          }}
          onQuantity={(quantity) => {
            if (quantity !== item.quantity) onChange({ quantity });
          }}
          onRemove={onRemove}
        />
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
