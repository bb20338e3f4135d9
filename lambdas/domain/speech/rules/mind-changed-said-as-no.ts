import { MIND_CHANGED } from '../lexicon-change-of-mind';
import type { Token } from '../tokenize';

/** The "não" a change-of-mind phrase stands for. */
const NO: Token = { raw: 'não', fold: 'nao', sing: 'nao', separator: false, head: false };

/**
 * `mind-changed-said-as-no`: right after a product ("põe requeijão mudei de ideia a lu disse que …",
 * "um quilo de maminha na verdade não que …", "picanha opa …"),
 * another phrase that takes the item back is read as its "não", so the rules of a change of mind
 * (`change-of-mind-with-reason`, `rejected-with-reason`) take it like "não". Elsewhere the words stay
 * ("quatro na verdade", "opa tudo bem").
 */
export function mindChangedSaidAsNo(tokens: readonly Token[]): readonly Token[] {
  const out: Token[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length;) {
    const before = out.at(-1);
    const said = before !== undefined && (before.head || before.brand === true) ? longestPhraseAt(tokens, i) : 0;
    changed ||= said > 0;
    out.push(said > 0 ? NO : (tokens[i] as Token));
    i += Math.max(said, 1);
  }
  return changed ? out : tokens;
}

/** How many words the longest of `MIND_CHANGED` said at `i` has, 0 if none. */
function longestPhraseAt(tokens: readonly Token[], i: number): number {
  let best = 0;
  for (const phrase of MIND_CHANGED) {
    if (phrase.length > best && phrase.every((w, n) => tokens[i + n]?.fold === w)) best = phrase.length;
  }
  return best;
}
