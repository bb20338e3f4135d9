import type { ListItem } from '@domain/lists/list-types';
import { savedListTexts } from '../saved-list-texts';
import { Checkbox } from '@/components/checkbox';
import { EditableItemControls } from '@/components/editable-item-controls';
import { PriceField } from '@/components/price-field';
import type { Currency } from '@/lib/format';

interface SavedItemRowProps {
  item: ListItem;
  position: number;
  /** The price field's currency; no field when prices are off. */
  currency: Currency | null;
  onChange: (changes: { name?: string; quantity?: number; price?: number | null; isPurchased?: boolean }) => void;
  onRemove: () => void;
}

/** One item of a saved list: bought checkbox, name (editable), "Qtd" (tap to edit), price (when shown) and delete. */
export function SavedItemRow({ item, position, currency, onChange, onRemove }: SavedItemRowProps) {
  const texts = savedListTexts;
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
}
