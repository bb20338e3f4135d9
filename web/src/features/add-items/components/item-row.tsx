import type { EditableItem } from '../hooks/use-list-items';
import { EditableItemControls } from '@/components/editable-item-controls';
import { PriceField } from '@/components/price-field';
import type { Currency } from '@/lib/format';

interface ItemRowProps {
  item: EditableItem;
  position: number;
  /** The price field's currency; no field when prices are off. */
  currency: Currency | null;
  onRename: (id: number, name: string) => void;
  onQuantity: (id: number, quantity: number) => void;
  onPrice: (id: number, price: number | null) => void;
  onRemove: (id: number) => void;
}

/** One numbered item: name (editable), "Qtd" (tap to edit), delete, and the price when prices are on. */
export function ItemRow({ item, position, currency, onRename, onQuantity, onPrice, onRemove }: ItemRowProps) {
  return (
    <li className="rounded-2xl border border-border bg-card py-2 pr-1 pl-3 shadow-sm">
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
        >
          {position}
        </span>
        <span className="sr-only">{position}.</span>
        <EditableItemControls
          name={item.name}
          quantity={item.quantity}
          onRename={(name) => onRename(item.id, name)}
          onQuantity={(quantity) => onQuantity(item.id, quantity)}
          onRemove={() => onRemove(item.id)}
        />
      </div>
      {currency ? (
        <div className="mt-1 flex justify-end pr-2">
          <PriceField
            itemName={item.name}
            price={item.price}
            currency={currency}
            onPrice={(price) => onPrice(item.id, price)}
          />
        </div>
      ) : null}
    </li>
  );
}
