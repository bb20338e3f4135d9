import { COMPOUNDS, isHeadWord, longestPhraseAt, takesProductTail } from './lexicon-index';
import { endsItem, type Token } from './tokenize';

/**
 * Joins the words of each known compound ("biscoito de água e sal", "saco de lixo",
 * "tomate cereja") into one token, so that its "e" does not split items and its unit
 * word is not read as a unit, nor its number as a quantity ("café três corações"). A
 * compound item starts a new item; a brand only where a brand word would; a tail never,
 * and it is one only after a word of the item it qualifies.
 */
export function mergeCompounds(tokens: readonly Token[]): Token[] {
  const merged: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    const compound = longestPhraseAt(COMPOUNDS, tokens.length, i, (k) => tokens[k]?.sing);
    // A tail qualifies the item said before it: at the start it names items ("sal e vinagre"),
    // and a tail of product words qualifies only a snack or a product sold in flavours.
    const qualifies =
      compound?.kind !== 'tail' ||
      (i > 0 &&
        !endsItem(tokens[i - 1]) &&
        (!compound.words.every((w) => w === 'e' || w === 'do' || isHeadWord(w)) || itemTakesTail(merged)));
    if (!compound || compound.words.length < 2 || !qualifies || yieldsToKindWithDe(tokens, i, compound.words.length)) {
      merged.push(tokens[i] as Token);
      i += 1;
      continue;
    }
    const parts = tokens.slice(i, i + compound.words.length);
    merged.push({
      raw: parts.map((t) => t.raw).join(' '),
      fold: parts.map((t) => t.fold).join(' '),
      sing: compound.words.join(' '),
      separator: false,
      head: compound.kind !== 'tail',
      brand: compound.kind === 'brand',
    });
    i += compound.words.length;
  }
  return merged;
}

/**
 * Whether the two-word compound at `i` gives its last word, a product of its own, to that product's kind
 * said with "de" and a product word ("pilha palito de fósforo": "Pilha" and "Palito de fósforo", not "Pilha
 * palito"): a kind said with "de" binds its word closer than a compound of two bare words.
 */
function yieldsToKindWithDe(tokens: readonly Token[], i: number, length: number): boolean {
  const last = tokens[i + 1];
  const kind = tokens[i + 3];
  // ("pilha palito de dente e vela": or the last word starts a known compound said with "de", i27.)
  const known = (longestPhraseAt(COMPOUNDS, tokens.length, i + 1, (k) => tokens[k]?.sing)?.words.length ?? 0) > 2;
  return (
    length === 2 &&
    last !== undefined &&
    isHeadWord(last.sing) &&
    tokens[i + 2]?.fold === 'de' &&
    kind !== undefined &&
    (isHeadWord(kind.sing) || known)
  );
}

/** Whether the item being said (the words since the last item boundary) may take a tail of product words. */
function itemTakesTail(said: readonly Token[]): boolean {
  for (let k = said.length - 1; k >= 0 && !endsItem(said[k]); k -= 1) {
    if (takesProductTail(said[k]?.sing ?? '')) return true;
  }
  return false;
}
