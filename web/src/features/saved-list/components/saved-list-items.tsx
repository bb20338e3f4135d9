import { ArrowUpDown, Check } from 'lucide-react';
import type { ListItem } from '@domain/lists/list-types';
import type { useItemChanges } from '../hooks/use-item-changes';
import type { useReorderMode } from '../hooks/use-reorder-mode';
import type { useUndoableChanges } from '../hooks/use-undoable-changes';
import { savedListTexts as texts } from '../saved-list-texts';
import { CartSection } from './cart-section';
import { ReorderItemRow } from './reorder-item-row';
import { SavedItemRow } from './saved-item-row';
import { Button } from '@/components/button';
import { CategoryGroups } from '@/components/category-groups';
import type { useCategoryOrder } from '@/hooks/use-category-order';
import { moveAmongShown } from '@/lib/category-order/category-order';
import type { Currency } from '@/lib/format';

interface SavedListItemsProps {
  /** The active items, in the list's order. */
  items: ListItem[];
  changes: ReturnType<typeof useItemChanges>;
  undoable: ReturnType<typeof useUndoableChanges>;
  reorder: ReturnType<typeof useReorderMode>;
  /** Grouped by category (premium with the switch on), in the user's aisle order. */
  grouped: boolean;
  aisles: ReturnType<typeof useCategoryOrder>;
  /** The price fields' currency; none when prices are off. */
  currency: Currency | null;
}

/**
 * A saved list's items: "Reordenar" with its rows, or the items to buy (grouped by category
 * for premium) and the checked ones in "No carrinho" at the bottom; positions stay the list's.
 */
export function SavedListItems({ items, changes, undoable, reorder, grouped, aisles, currency }: SavedListItemsProps) {
  const toBuy = items.filter((item) => !item.isPurchased);
  const inCart = items.filter((item) => item.isPurchased);
  const row = (item: ListItem) => (
    <SavedItemRow
      key={item.id}
      item={item}
      position={items.indexOf(item) + 1}
      currency={currency}
      onChange={({ isPurchased, ...itemChanges }) => {
        if (isPurchased !== undefined) undoable.setPurchased(item, isPurchased);
        // A renamed item is categorised again (0.4 s later, by useCategoriseItems).
        if (Object.keys(itemChanges).length > 0)
          changes.updateItem(item.id, grouped && itemChanges.name ? { ...itemChanges, category: null } : itemChanges);
      }}
      onRemove={() => undoable.removeItems([item.id])}
    />
  );

  return (
    <>
      {items.length > 1 || reorder.reordering ? (
        <div className="mb-3 flex justify-end">
          <Button variant={reorder.reordering ? 'secondary' : 'outline'} size="sm" onClick={reorder.toggle}>
            {reorder.reordering ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <ArrowUpDown aria-hidden="true" className="size-4" />
            )}
            {reorder.reordering ? texts.finishReorder : texts.reorder}
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>

      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {texts.emptyList}
        </p>
      ) : reorder.reordering ? (
        <ol ref={reorder.listRef} className="flex flex-col gap-2">
          {items.map((item, index) => (
            <ReorderItemRow
              key={item.id}
              item={item}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onMove={(direction) => reorder.moveItem(index, direction)}
            />
          ))}
        </ol>
      ) : (
        <>
          {grouped ? (
            <CategoryGroups
              items={toBuy}
              categoryOf={(item) => item.category}
              renderItem={row}
              order={aisles.order}
              onMoveGroup={
                aisles.enabled
                  ? (name, direction, shown) => aisles.save(moveAmongShown(aisles.order, shown, name, direction))
                  : undefined
              }
            />
          ) : toBuy.length > 0 ? (
            <ol className="flex flex-col gap-2">{toBuy.map(row)}</ol>
          ) : null}
          <CartSection
            items={inCart}
            renderItem={row}
            onClear={() => undoable.removeItems(inCart.map((item) => item.id))}
          />
        </>
      )}
    </>
  );
}
