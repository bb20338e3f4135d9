import { OTHER_ONE } from '../lexicon-amounts';
import { PURPOSE_LINKS } from '../lexicon-purpose';
import { purposeEnd } from '../purpose';
import type { SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface SharesState {
  readonly tokens: readonly Token[];
  readonly i: number;
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  readonly quantity: SpokenQuantity | undefined;
  readonly items: readonly { readonly quantity: SpokenQuantity | undefined }[];
  skipTo(to: number): true;
}

/**
 * "duas bandejas de peito de frango uma pro marmitex e uma pra sopa", "dois quilos de carne um
 * pro churrasco e outro pra panela": right after an item bought by more than one, "um/uma" (or
 * "outro/outra") and what it is for split that amount by purpose; neither is an item.
 */
export const sharesByPurpose: Rule<SharesState> = {
  name: 'shares-by-purpose',
  apply: (s) => {
    const { heard, tokens } = s;
    const one = heard && heard.value === 1 && heard.unit === undefined && !heard.linked && !heard.money;
    // ("… e outra pra panela": the other one.)
    const at = one ? heard.end : OTHER_ONE.has(tokens[s.i]?.fold ?? '') ? s.i + 1 : -1;
    if (at < 0 || !PURPOSE_LINKS.has(tokens[at]?.fold ?? '')) return false;
    // (The item being said, or the one just said when "e" closed it.)
    const before = s.named ? s.quantity : s.quantity === undefined ? s.items[s.items.length - 1]?.quantity : undefined;
    if (before === undefined || before.value < 2) return false;
    let end = Math.max(purposeEnd(tokens, at, 'list'), at + 2);
    // (The purpose runs to the item's end: "uma pro marmitex da semana e …".)
    while (end < tokens.length && !endsItem(tokens[end]) && !tokens[end]?.head) end += 1;
    return s.skipTo(end);
  },
};
