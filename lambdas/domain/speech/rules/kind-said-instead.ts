import { categoriseItem } from '../../categories/categorise-item';
import { isVarietyOf } from '../lexicon-index';
import type { Token } from '../tokenize';

/** The "de" that joins a kind said as a product word to its product ("linguiça de frango"). */
const OF: Token = { raw: 'de', fold: 'de', sing: 'de', separator: false, head: false };

/** The word at `n` of a token that may hold a compound ("linguiça calabresa"), as a token of its own. */
function wordOf(token: Token, n: number): Token | undefined {
  const [raw, fold, sing] = [token.raw, token.fold, token.sing].map((said) => said.split(' ')[n]);
  return raw === undefined || fold === undefined || sing === undefined ? undefined : { ...token, raw, fold, sing };
}

/** The product and the product word that names its kind in `before` ("linguiça calabresa"), if it is so said. */
function productAndKind(before: readonly Token[]): [Token, Token] | undefined {
  const said =
    before.length === 1 && before[0] !== undefined && before[0].raw.split(' ').length === 2
      ? [wordOf(before[0], 0), wordOf(before[0], 1)]
      : before;
  const [product, kind] = said;
  if (said.length !== 2 || product === undefined || kind === undefined || !product.head || !kind.head) return undefined;
  return isVarietyOf(kind.sing, product.sing) ? [product, kind] : undefined;
}

/**
 * kind-said-instead (kind66, from the self-correction's `revisedWords`): the item said named its kind with a
 * product word, a variety of it ("linguiça calabresa", "peixe tilápia"); a product word of the same aisle said
 * in its place names another kind of that product, not a product of its own: "um pacote de linguiça calabresa
 * não … então frango" → `Linguiça de frango`, "peixe tilápia não salmão" → `Peixe salmão` (a variety the lexicon
 * knows is said without "de"). "linguiça calabresa não pão" (another aisle) is the bread.
 */
export function kindSaidInstead(before: readonly Token[], words: readonly Token[]): Token[] | undefined {
  const said = productAndKind(before);
  const only = words.length === 1 ? words[0] : undefined;
  if (said === undefined || only === undefined || !only.head || only.brand === true || only.raw.includes(' ')) {
    return undefined;
  }
  const [product, kind] = said;
  if (only.sing === product.sing || only.sing === kind.sing) return undefined;
  const was = categoriseItem(kind.sing);
  const now = categoriseItem(only.sing);
  if (!was.known || !now.known || was.category !== now.category) return undefined;
  return isVarietyOf(only.sing, product.sing) ? [product, only] : [product, OF, only];
}
