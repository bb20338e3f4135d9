import { CONTAINER_PHRASE_LINKS, HALF_WORDS, ITEM_ARTICLES, LATE_CORRECTION, LEADING_NOISE } from '../lexicon-items';
import { readNumber } from '../number-words';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isDozen, isMeasure, unitFor } from '../units';
import type { Rule } from './rule';
import { OWNERS } from '../lexicon-purpose';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface ContainerState {
  readonly tokens: readonly Token[];
  i: number;
  quantity: SpokenQuantity | undefined;
  readonly named: boolean;
  readonly skipped: Token | undefined;
  readonly words: Token[];
  close(): void;
}

/**
 * "uma coca zero lata", "um molho pronto sachê", "soro caseiro em sachê", "molho de tomate em sachê
 * três sachês", "água mineral em garrafinha seis": a container said last, right after a name (or
 * after "em", once the name has two words: "sabão em barra", "açúcar em sachê" are kinds), is the
 * item's container; a count said right after it counts the containers ("leite de caixinha seis":
 * after "de" only then); what the pack holds after "com" is its size ("pacote com trinta"), and a
 * measure after "de" ("tubo de cem gramas", widened desc66). Nothing but the item's end may follow (or an article and the next product).
 */
export const containerSaidLast: Rule<ContainerState> = {
  name: 'container-said-last',
  apply: (s) => {
    const { tokens, i } = s;
    // ("uma coca zero lata": a plain count said before counts the containers.)
    const before = s.quantity;
    if (!s.named || s.skipped || (before !== undefined && (before.unit !== undefined || before.money))) return false;
    const said = s.words.filter((w) => !LEADING_NOISE.has(w.fold));
    const last = s.words[s.words.length - 1];
    // ("leite de caixinha seis": after "de" only with a count, as "suco de caixinha" is a kind.)
    const withOf = last?.fold === 'de' && said.length >= 1;
    if (last === undefined || (CONTAINER_PHRASE_LINKS.has(last.fold) && !withOf) || readQuantity(tokens, i - 1, false))
      return false;
    const linked = tokens[i]?.fold === 'em';
    if (linked && said.length < 2) return false;
    const at = linked ? i + 1 : i;
    const word = tokens[at]?.fold ?? '';
    const unit = isDozen(word) ? undefined : unitFor(word);
    if (unit === undefined || isMeasure(unit)) return false;
    const fold = (k: number): string => tokens[k]?.fold ?? '';
    // Where the item ends after `k`: its end, the next product or amount, or a late correction ("na verdade").
    const endAfter = (k: number): number | undefined => {
      let end = k;
      while (LATE_CORRECTION.has(fold(end))) end += 1;
      const next = tokens[end];
      // ("sabão neutro em barra a pomada …": an article and the next product.)
      const article = ITEM_ARTICLES.has(fold(end)) && tokens[end + 1]?.head === true;
      const ends =
        next === undefined ||
        endsItem(next) ||
        (next.head && !next.brand) ||
        article ||
        readQuantity(tokens, end, false);
      return ends ? end : undefined;
    };
    // ("molho de tomate em sachê três sachês na verdade": a count said after it, to the item's end.)
    // (After a count said before, only one said again with the container: "três sachês".)
    // ("o suco de caixinha deles seis unidades": whose it is, before the count; the count said in units, i27c.)
    const owned = withOf && OWNERS.has(fold(at + 1)) ? 1 : 0;
    const count = readNumber(fold, at + 1 + owned);
    const restated = count !== undefined && unitFor(fold(count.end)) === unit;
    const inUnits = count !== undefined && withOf && /^unidades?$/.test(fold(count.end));
    const counted = count && (before === undefined || restated) && (restated || inUnits ? count.end + 1 : count.end);
    const countEnd = counted ? endAfter(counted) : undefined;
    // ("tapete higiênico pacote com trinta": what the pack holds, its size.)
    const holds = fold(at + 1) === 'com' ? readNumber(fold, at + 2) : undefined;
    const holdsEnd = holds && (endAfter(holds.end) ?? (tokens[holds.end]?.head ? undefined : endAfter(holds.end + 1)));
    // ("creme de assadura tubo de cem gramas": the container's size said with "de", its size.)
    const size = fold(at + 1) === 'de' ? readQuantity(tokens, at + 2, false) : undefined;
    const sizeEnd = typeof size?.unit === 'string' && isMeasure(size.unit) ? endAfter(size.end) : undefined;
    const end = countEnd ?? holdsEnd ?? sizeEnd ?? endAfter(at + 1);
    // ("vinho suave garrafas": a plural said alone counts something else.)
    if (end === undefined || (countEnd === undefined && (word.endsWith('s') || withOf))) return false;
    // ("manteiga de garrafa uma garrafa": the container said again with its count; "de garrafa" was the kind, qty27.)
    if (withOf && restated && countEnd !== undefined) s.words.push(tokens[at] as Token);
    else if (withOf) s.words.pop();
    const value = countEnd !== undefined && count ? count.value : (before?.value ?? 1);
    const quantity: SpokenQuantity = { value, unit, money: false, linked: false, end };
    s.quantity = quantity;
    s.i = quantity.end;
    s.close();
    return true;
  },
};

/**
 * "uma caixa de dúzia de ovos caipira", "uma bandeja de meia dúzia de ovos": a dozen right after a
 * container's "de", before the product, is the pack's size; the container is the amount.
 */
export const dozenInContainer: Rule<ContainerState> = {
  name: 'dozen-in-container',
  apply: (s) => {
    const { tokens, i, quantity } = s;
    if (s.named || typeof quantity?.unit !== 'string' || isMeasure(quantity.unit) || !quantity.linked) return false;
    const half = HALF_WORDS.has(tokens[i]?.fold ?? '') ? 1 : 0;
    if (!isDozen(tokens[i + half]?.fold ?? '') || tokens[i + half + 1]?.fold !== 'de') return false;
    s.i = i + half + 2;
    return true;
  },
};
