import { ArrowUpDown, Check } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import type { ListItem } from '@domain/lists/list-types';
import type { useItemChanges } from '../hooks/use-item-changes';
import type { useReorderMode } from '../hooks/use-reorder-mode';
import type { useUndoableChanges } from '../hooks/use-undoable-changes';
import { savedListTexts as texts } from '../saved-list-texts';
import { CartSection } from './cart-section';
import { ReorderItemRow } from './reorder-item-row';
import { SavedItemRow, type RowChanges } from './saved-item-row';
import { Button } from '@/components/button';
import { CategoryGroups } from '@/components/category-groups';
import { ItemIconSprite } from '@/components/item-icons';
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
  // The rows are memoised, so the list drawn again for something else (the session or the live
  // status arriving) does not draw 100 rows again: their handlers stay the same and read the latest props.
  const latest = useRef({ changes, undoable, grouped });
  useEffect(() => {
    latest.current = { changes, undoable, grouped };
  });
  const onChange = useCallback((item: ListItem, { isPurchased, ...itemChanges }: RowChanges) => {
    const { changes, undoable, grouped } = latest.current;
    if (isPurchased !== undefined) undoable.setPurchased(item, isPurchased);
    // A renamed item is categorised again (0.4 s later, by useCategoriseItems).
    if (Object.keys(itemChanges).length > 0)
      changes.updateItem(item.id, grouped && itemChanges.name ? { ...itemChanges, category: null } : itemChanges);
  }, []);
  const onRemove = useCallback((item: ListItem) => latest.current.undoable.removeItems([item.id]), []);
  const positions = new Map(items.map((item, index) => [item.id, index + 1]));
  const row = (item: ListItem) => (
    <SavedItemRow
      key={item.id}
      item={item}
      position={positions.get(item.id)!}
      currency={currency}
      onChange={onChange}
      onRemove={onRemove}
    />
  );

  return (
    <>
      <ItemIconSprite />
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
