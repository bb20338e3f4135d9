import { BadgeCheck } from 'lucide-react';
import type { ListWithItems } from '@domain/lists/list-types';
import { peopleTexts } from '../people-texts';
import { savedListTexts as texts } from '../saved-list-texts';
import { formatDate } from '@/lib/format';
import type { LiveStatus } from '@/lib/live/watch-list';

/** Under a saved list's title: "Lista Salva", the item count, the date, who shared it, and whether it is live. */
export function SavedListSubtitle({
  list,
  itemCount,
  live,
}: {
  list: ListWithItems;
  itemCount: number;
  live: LiveStatus;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {texts.savedBadge}
      </span>
      <span aria-live="polite">{texts.itemCount(itemCount)}</span>
      <span>{texts.createdOn(formatDate(list.createdAt))}</span>
      {list.sharing?.role === 'member' ? (
        <span>{peopleTexts.sharedBy(list.sharing.ownerName ?? peopleTexts.someone)}</span>
      ) : null}
      {live === 'connecting' ? null : (
        <span role="status" className="inline-flex items-center gap-1.5 text-xs" data-live={live}>
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${live === 'live' ? 'bg-green-600' : 'bg-muted-foreground/50'}`}
          />
          {live === 'live' ? texts.live : texts.notLive}
        </span>
      )}
    </div>
  );
}
