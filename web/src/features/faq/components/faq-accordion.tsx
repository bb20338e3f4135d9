import { ChevronDown } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { FaqEntry } from '../faq-texts';

/**
 * Arrow up and down (wrapping), Home and End move the focus between the questions, as in the
 * WAI-ARIA accordion pattern and Radix's accordion.
 */
function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>): void {
  const questions = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];
  const index = questions.indexOf(event.target as HTMLButtonElement);
  if (index === -1) return;
  let next: number;
  if (event.key === 'ArrowDown') next = (index + 1) % questions.length;
  else if (event.key === 'ArrowUp') next = (index - 1 + questions.length) % questions.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = questions.length - 1;
  else return;
  event.preventDefault();
  questions[next]!.focus();
}

/**
 * The questions of /faq, one answer open at a time, a tap on the open one closing it: the
 * markup, states and keys of Radix's single collapsible accordion (the lists' categories use
 * Radix), in plain elements. /faq is pre-rendered and hydrated on a first visit, and Radix's
 * accordion hydrates with a synchronous re-render of each item in the commit (its Presence sets
 * state from a ref), which doubled the screen's blocking time (Lighthouse TBT, docs/architecture.md).
 * A closed answer is not rendered (its region is empty and hidden), as with Radix, which keeps
 * the answers out of the pre-rendered index.html.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      onKeyDown={moveBetweenQuestions}
    >
      {entries.map((entry) => {
        const open = entry.id === openId;
        const state = open ? 'open' : 'closed';
        const questionId = `faq-${entry.id}`;
        const answerId = `faq-${entry.id}-resposta`;
        return (
          <div key={entry.id} data-state={state}>
            <h2>
              <button
                type="button"
                id={questionId}
                aria-expanded={open}
                aria-controls={open ? answerId : undefined}
                data-state={state}
                onClick={() => setOpenId(open ? null : entry.id)}
                className="group flex w-full items-center gap-3 px-4 py-4 text-left font-semibold hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              >
                <span className="flex-1">{entry.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </button>
            </h2>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              hidden={!open}
              data-state={state}
              className="flex flex-col gap-3 px-4 pb-4 text-muted-foreground"
            >
              {open ? entry.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
