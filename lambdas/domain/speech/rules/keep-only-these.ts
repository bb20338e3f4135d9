import { ONLY_WORDS } from '../lexicon-not-to-buy';
import { NOT_NEEDED } from '../lexicon-requests';
import { CANCEL_VERBS, DEFINITE_ARTICLES, KEEP_VERBS } from '../lexicon-talk';
import { namesItem, type TalkState } from '../talk-state';
import type { Token } from '../tokenize';
import type { Rule } from './rule';

/** Stands for the add request that "deixa só" says here. */
const ADD_SAID: Token = { raw: 'põe', fold: 'poe', sing: 'poe', separator: false, head: false };

/**
 * Whether "deixa só"/"fica só" and an item not said before start at `k` ("deixa só o sabonete", "fica só
 * arroz"): what is kept, said after what is not to buy. A clause saying why an item is not bought ends there.
 */
export function keepOnlyAt(s: TalkState, k: number): boolean {
  if (!KEEP_VERBS.has(s.word(k)) || !ONLY_WORDS.has(s.word(k + 1))) return false;
  const item = s.tokens[DEFINITE_ARTICLES.has(s.word(k + 2)) ? k + 3 : k + 2];
  // ("macarrão e molho não o molho tem deixa só o macarrão": an item said already is kept as said.)
  return item !== undefined && namesItem(item) && !s.tokens.slice(0, k).some((t) => t.sing === item.sing);
}

/**
 * After items said not to buy or rejected ("não pega lâmpada também é lá", "a pilha é pra outra loja"),
 * "deixa só o sabonete e o shampoo", "fica só o pão e o leite": what is kept is what is asked for, so
 * "deixa só" stands for an add request and the items after it are added. After a cancelling verb ("tira
 * tudo deixa só o arroz") the item is already on the list, and an item said already is kept as said: left to
 * the other rules.
 */
export const keepOnlyThese: Rule<TalkState> = {
  name: 'keep-only-these',
  apply: (s) => {
    // (A removal, or "não precisa" said for an item bought elsewhere, right before.)
    const notNeeded = NOT_NEEDED.has(
      s.out
        .slice(-2)
        .map((t) => t.fold)
        .join(' '),
    );
    if ((s.lastKind !== 'remove' && !notNeeded) || !keepOnlyAt(s, s.i)) return false;
    // The request said last, back from here: a cancelling one keeps list items, not asked ones.
    let k = s.i - 1;
    while (k >= 0 && s.request(k) === 0) k -= 1;
    if (k >= 0 && CANCEL_VERBS.has(s.word(k))) return false;
    s.out.push(ADD_SAID);
    s.endRun('add');
    return s.skipTo(s.i + 2);
  },
};
