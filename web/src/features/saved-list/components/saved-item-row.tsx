import { memo } from 'react';
import type { ListItem } from '@domain/lists/list-types';
import { savedListTexts } from '../saved-list-texts';
import { Checkbox } from '@/components/checkbox';
import { EditableItemControls } from '@/components/editable-item-controls';
import { PriceField } from '@/components/price-field';
import type { Currency } from '@/lib/format';

export interface RowChanges {
  name?: string;
  quantity?: number;
  price?: number | null;
  isPurchased?: boolean;
}

interface SavedItemRowProps {
  item: ListItem;
  position: number;
  /** The price field's currency; no field when prices are off. */
  currency: Currency | null;
  /** The same function from render to render (the row is memoised), told which item changed. */
  onChange: (item: ListItem, changes: RowChanges) => void;
  onRemove: (item: ListItem) => void;
}

/**
 * One item of a saved list: bought checkbox, name (editable), "Qtd" (tap to edit), price (when shown) and delete.
 * Memoised: drawn again only when its item, position or currency changes.
 */
export const SavedItemRow = memo(function SavedItemRow({
  item,
  position,
  currency,
  onChange: onItemChange,
  onRemove,
}: SavedItemRowProps) {
  const texts = savedListTexts;
  const onChange = (changes: RowChanges) => onItemChange(item, changes);
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
          onRemove={() => onRemove(item)}
        />
      </div>
      {currency ? (
        <div className="mt-1 flex justify-end pr-2 pb-1">
          <PriceField
            itemName={item.name}
            price={item.price}
            currency={currency}
            onPrice={(price) => onChange({ price })}
          />
        </div>
      ) : null}
    </li>
  );
});
