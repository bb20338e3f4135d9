import type { EditableItem } from '../hooks/use-list-items';
import { EditableItemControls } from '@/components/editable-item-controls';

interface ItemRowProps {
  item: EditableItem;
  position: number;
  onRename: (id: number, name: string) => void;
  onQuantity: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

/** One numbered item: name (editable), "Qtd" (tap to edit) and delete. */
export function ItemRow({ item, position, onRename, onQuantity, onRemove }: ItemRowProps) {
  return (
    <li className="flex items-center gap-2 rounded-2xl border border-border bg-card py-2 pr-1 pl-3 shadow-sm">
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
    </li>
  );
}
