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
  let out: Token[] | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const before = tokens[i - 1];
    if (before === undefined || !(before.head || before.brand === true)) continue;
    let best = 0;
    for (const phrase of MIND_CHANGED) {
      if (phrase.length > best && phrase.every((w, n) => tokens[i + n]?.fold === w)) best = phrase.length;
    }
    if (best === 0) continue;
    out ??= tokens.slice(0, i);
    out.push(NO);
    for (let k = i + best; k < tokens.length; k += 1) out.push(tokens[k] as Token);
    return mindChangedSaidAsNo(out);
  }
  return out ?? tokens;
}
