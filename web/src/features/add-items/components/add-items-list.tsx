import { lazy, Suspense } from 'react';
import { addItemsTexts } from '../add-items-texts';
import type { EditableItem, useListItems } from '../hooks/use-list-items';
import { ItemRow } from './item-row';
import { ItemIconSprite } from '@/components/item-icons';
import type { Currency } from '@/lib/format';

// Grouping is for premium users with the switch on: its code (Radix accordion) loads only then.
const CategoryGroups = lazy(() =>
  import('@/components/category-groups').then((module) => ({ default: module.CategoryGroups<EditableItem> })),
);

interface AddItemsListProps {
  list: ReturnType<typeof useListItems>;
  /** Grouped by category, with each name's category. */
  grouped: boolean;
  categories: ReadonlyMap<string, string>;
  /** The price fields' currency; none when prices are off. */
  currency: Currency | null;
  onRemove: (id: number) => void;
}

/** The numbered editable items of /add-items (grouped by category for premium), or the empty state. */
export function AddItemsList({ list, grouped, categories, currency, onRemove }: AddItemsListProps) {
  const { items } = list;
  if (items.length === 0)
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
        {addItemsTexts.emptyState}
      </p>
    );
  const renderRow = (item: EditableItem, index: number) => (
    <ItemRow
      key={item.id}
      item={item}
      position={index + 1}
      onRename={list.renameItem}
      currency={currency}
      onQuantity={list.setQuantity}
      onPrice={list.setPrice}
      onRemove={onRemove}
    />
  );
  return (
    <div className="mt-6">
      <ItemIconSprite />
      {grouped ? (
        <Suspense fallback={<ol className="flex flex-col gap-2">{items.map(renderRow)}</ol>}>
          <CategoryGroups items={items} categoryOf={(item) => categories.get(item.name)} renderItem={renderRow} />
        </Suspense>
      ) : (
        <ol className="flex flex-col gap-2">{items.map(renderRow)}</ol>
      )}
    </div>
  );
}
