import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { CATEGORIES, categoryIcon, DEFAULT_CATEGORY } from '@domain/categories/categories';
import { sharedTexts } from '@/lib/shared-texts';

interface CategoryGroupsProps<T> {
  items: readonly T[];
  categoryOf: (item: T) => string | null | undefined;
  /** One item row; `index` is its place in `items` (the list's own order). */
  renderItem: (item: T, index: number) => ReactNode;
}

const order = new Map<string, number>(CATEGORIES.map((category, index) => [category.name, index]));

/**
 * Items grouped by category in collapsible groups (spec §2 Saved list), in the spec's
 * category order; an item without a category goes to "Diversos e Sazonal". All open at first.
 */
export function CategoryGroups<T>({ items, categoryOf, renderItem }: CategoryGroupsProps<T>) {
  const groups = new Map<string, { item: T; index: number }[]>();
  items.forEach((item, index) => {
    const category = categoryOf(item) ?? DEFAULT_CATEGORY;
    groups.set(category, [...(groups.get(category) ?? []), { item, index }]);
  });
  const names = [...groups.keys()].sort((a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99));

  return (
    <Accordion.Root
      type="multiple"
      defaultValue={[...CATEGORIES.map((category) => category.name)]}
      className="flex flex-col gap-3"
    >
      {names.map((name) => {
        const members = groups.get(name)!;
        return (
          <Accordion.Item key={name} value={name} className="rounded-2xl border border-border bg-muted/40">
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center gap-2 rounded-2xl px-3 py-3 text-left font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                <span aria-hidden="true" className="text-xl">
                  {categoryIcon(name)}
                </span>
                <span className="flex-1">{name}</span>
                <span className="text-sm font-normal text-muted-foreground">
                  {sharedTexts.itemCount(members.length)}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>
              <ol className="flex flex-col gap-2 px-2 pb-2">
                {members.map(({ item, index }) => renderItem(item, index))}
              </ol>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
