import { ShoppingCart, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ListItem } from '@domain/lists/list-types';
import { savedListTexts } from '../saved-list-texts';
import { Button } from '@/components/button';
import { sharedTexts } from '@/lib/shared-texts';

interface CartSectionProps {
  /** The checked items, in the list's order. */
  items: readonly ListItem[];
  renderItem: (item: ListItem) => ReactNode;
  /** "Limpar marcados": the checked items go to the trash (with undo). */
  onClear: () => void;
}

/** The checked items out of the way, at the bottom of a saved list (issue 29). */
export function CartSection({ items, renderItem, onClear }: CartSectionProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-dashed border-border p-2">
      <div className="mb-2 flex items-center gap-2 pl-2">
        <ShoppingCart aria-hidden="true" className="size-5 text-muted-foreground" />
        <h2 id={headingId} className="flex-1 font-semibold">
          {savedListTexts.inCart}{' '}
          <span className="text-sm font-normal text-muted-foreground">({sharedTexts.itemCount(items.length)})</span>
        </h2>
        <Button variant="outline" size="sm" onClick={onClear}>
          <Trash2 aria-hidden="true" className="size-4" />
          {savedListTexts.clearChecked}
        </Button>
      </div>
      <ol className="flex flex-col gap-2">{items.map(renderItem)}</ol>
    </section>
  );
}
