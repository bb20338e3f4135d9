import { Check, ChevronRight, Pencil, Trash2, Users, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { maxNameLength } from '@domain/lists/list-limits';
import type { ListSummary } from '@domain/lists/list-types';
import { savedListsTexts } from '../saved-lists-texts';
import { Checkbox } from '@/components/checkbox';
import { ShareListButton } from '@/components/share-list-button';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

interface ListCardProps {
  list: ListSummary;
  selecting: boolean;
  selected: boolean;
  onToggle: (checked: boolean) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  onShare: () => Promise<void>;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One saved list: name, item count and creation date, linking to /saved-list/{id}; inline
 * share, rename and delete. In select mode a checkbox replaces the link and the buttons.
 */
export function ListCard({ list, selecting, selected, onToggle, onRename, onDelete, onShare }: ListCardProps) {
  const texts = savedListsTexts;
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.name);
  const shared = list.sharing;
  const isMember = shared?.role === 'member';
  const details = (
    <>
      <span className="mt-0.5 block text-sm text-muted-foreground">
        {texts.itemCount(list.itemCount)} · {texts.createdOn(formatDate(list.createdAt))}
      </span>
      {shared && (isMember || shared.memberCount > 0) ? (
        <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
          <Users aria-hidden="true" className="size-3.5" />
          {isMember ? texts.sharedBy(shared.ownerName) : texts.sharedWith(shared.memberCount)}
        </span>
      ) : null}
    </>
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() && name.trim() !== list.name) onRename(name);
    setEditing(false);
  }

  // A list shared with the user: only its owner selects, renames or deletes it.
  if (selecting && isMember) return null;
  if (selecting) {
    return (
      <li
        className={cn(
          'flex items-center gap-2 rounded-2xl border bg-card p-2 shadow-sm',
          selected ? 'border-primary' : 'border-border',
        )}
      >
        <Checkbox checked={selected} onCheckedChange={onToggle} label={texts.selectList(list.name)} />
        <span aria-hidden="true" className="min-w-0 flex-1 cursor-pointer py-2" onClick={() => onToggle(!selected)}>
          <span className="block font-semibold break-words">{list.name}</span>
          {details}
        </span>
      </li>
    );
  }

  if (editing) {
    return (
      <li className="rounded-2xl border border-border bg-card p-2 shadow-sm">
        <form onSubmit={submit} className="flex items-center gap-1">
          <input
            aria-label={texts.newNameFor(list.name)}
            className={cn(inputClasses, 'h-11 min-w-0 flex-1')}
            value={name}
            maxLength={maxNameLength}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
          />
          <button type="submit" aria-label={texts.saveName} className={iconButton}>
            <Check aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={texts.cancelRename}
            className={iconButton}
            onClick={() => setEditing(false)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-1 rounded-2xl border border-border bg-card pr-1 shadow-sm">
      <Link
        to={`/saved-list/${list.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-4 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words">{list.name}</span>
          {details}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </Link>
      <ShareListButton
        listName={list.name}
        iconOnly
        variant="ghost"
        className="text-muted-foreground hover:text-foreground"
        onShare={onShare}
      />
      {isMember ? null : (
        <>
          <button
            type="button"
            aria-label={texts.rename(list.name)}
            className={iconButton}
            onClick={() => {
              setName(list.name);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={texts.deleteList(list.name)}
            className={cn(iconButton, 'hover:text-destructive')}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </>
      )}
    </li>
  );
}
