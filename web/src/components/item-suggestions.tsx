import { History, Plus } from 'lucide-react';
import { useItemHistory } from '@/hooks/use-item-history';
import { useSuggestions } from '@/hooks/use-suggestions';
import { foldText } from '@domain/text/fold-text';
import { cn } from '@/lib/cn';

export const suggestionTexts = {
  suggestions: 'Sugestões',
  add: (name: string) => `Adicionar ${name}`,
  fromHistory: 'Você já comprou',
  frequent: 'Comprados com frequência',
} as const;

const chipClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-card px-3.5 text-sm font-medium shadow-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

interface PickProps {
  /** The list's item names, which are not offered again. */
  itemNames: readonly string[];
  /** One tap adds the name. */
  onPick: (name: string) => void;
}

/** What the user may mean while typing (issue 29): their own items first (a clock), then known products. */
export function ItemSuggestions({ text, itemNames, onPick }: PickProps & { text: string }) {
  const suggestions = useSuggestions(text, itemNames);
  if (suggestions.length === 0) return null;
  return (
    <ul aria-label={suggestionTexts.suggestions} className="flex flex-wrap gap-2" data-testid="item-suggestions">
      {suggestions.map(({ name, source }) => (
        <li key={name}>
          <button
            type="button"
            className={chipClasses}
            aria-label={suggestionTexts.add(name)}
            // Keep the keyboard up on a phone: the field keeps focus until the tap adds.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(name)}
          >
            {source === 'history' ? (
              <History aria-hidden="true" className="size-4 text-muted-foreground" />
            ) : (
              <Plus aria-hidden="true" className="size-4 text-muted-foreground" />
            )}
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** On an empty list: the items this person adds most, one tap each (issue 29). */
export function FrequentItems({ itemNames, onPick, className }: PickProps & { className?: string }) {
  const { entries } = useItemHistory();
  const onList = new Set(itemNames.map(foldText));
  const frequent = entries.filter((entry) => !onList.has(foldText(entry.name))).slice(0, 8);
  if (frequent.length === 0) return null;
  return (
    <section aria-label={suggestionTexts.frequent} className={cn('flex flex-col gap-2', className)}>
      <h2 className="text-sm font-semibold text-muted-foreground">{suggestionTexts.frequent}</h2>
      <ul className="flex flex-wrap gap-2">
        {frequent.map(({ name }) => (
          <li key={name}>
            <button
              type="button"
              className={chipClasses}
              aria-label={suggestionTexts.add(name)}
              onClick={() => onPick(name)}
            >
              <Plus aria-hidden="true" className="size-4 text-muted-foreground" />
              {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
