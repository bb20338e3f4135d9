import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { MoveButtons, useFocusAfterMove, type MoveDirection } from './move-buttons';
import { CATEGORIES, categoryIcon, DEFAULT_CATEGORY } from '@domain/categories/categories';
import { sharedTexts } from '@/lib/shared-texts';

interface CategoryGroupsProps<T> {
  items: readonly T[];
  categoryOf: (item: T) => string | null | undefined;
  /** One item row; `index` is its place in `items` (the list's own order). */
  renderItem: (item: T, index: number) => ReactNode;
  /** The categories in the user's aisle order (issue 29); the spec's order without it. */
  order?: readonly string[];
  /** Given, each group gets "move up" and "move down" buttons (the shown groups' names, in order). */
  onMoveGroup?: (name: string, direction: MoveDirection, shown: readonly string[]) => void;
}

const specOrder = CATEGORIES.map((category) => category.name);

/**
 * Items grouped by category in collapsible groups (spec §2 Saved list), in the user's aisle
 * order or the spec's; an item without a category goes to "Diversos e Sazonal". All open at
 * first. With `onMoveGroup`, a group moves up or down with buttons that keep the focus and
 * announce the new place.
 */
export function CategoryGroups<T>({ items, categoryOf, renderItem, order, onMoveGroup }: CategoryGroupsProps<T>) {
  const texts = sharedTexts.categoryGroups;
  const rank = new Map<string, number>((order ?? specOrder).map((name, index) => [name, index]));
  const groups = new Map<string, { item: T; index: number }[]>();
  items.forEach((item, index) => {
    const category = categoryOf(item) ?? DEFAULT_CATEGORY;
    groups.set(category, [...(groups.get(category) ?? []), { item, index }]);
  });
  const names = [...groups.keys()].sort((a, b) => (rank.get(a) ?? 99) - (rank.get(b) ?? 99));
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterMove = useFocusAfterMove(rootRef, names);
  const [announcement, setAnnouncement] = useState('');

  function move(name: string, direction: MoveDirection) {
    const to = names.indexOf(name) + (direction === 'up' ? -1 : 1);
    focusAfterMove(name, direction, to);
    setAnnouncement(texts.movedTo(name, to + 1));
    onMoveGroup?.(name, direction, names);
  }

  return (
    <div ref={rootRef}>
      {onMoveGroup ? (
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      ) : null}
      <Accordion.Root type="multiple" defaultValue={[...specOrder]} className="flex flex-col gap-3">
        {names.map((name, position) => {
          const members = groups.get(name)!;
          return (
            <Accordion.Item
              key={name}
              value={name}
              data-group={name}
              data-row-key={name}
              className="rounded-2xl border border-border bg-muted/40"
            >
              <div className="flex items-center gap-1 pr-1">
                <Accordion.Header className="min-w-0 flex-1">
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
                {onMoveGroup ? (
                  <MoveButtons
                    name={name}
                    isFirst={position === 0}
                    isLast={position === names.length - 1}
                    labels={texts}
                    onMove={(direction) => move(name, direction)}
                  />
                ) : null}
              </div>
              <Accordion.Content>
                <ol className="flex flex-col gap-2 px-2 pb-2">
                  {members.map(({ item, index }) => renderItem(item, index))}
                </ol>
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </div>
  );
}
