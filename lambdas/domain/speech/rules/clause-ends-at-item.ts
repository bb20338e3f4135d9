import { ITEM_ARTICLES } from '../lexicon-items';
import { CLAUSE_OBJECT_LEADS } from '../lexicon-whose-for';
import type { Token } from '../tokenize';

/** A folded word shaped like an infinitive or a gerund ("fazer", "lavando"): the article after it is its object. */
const VERB_FORM = /^[a-z]{3,}(?:[aei]r|[aei]ndo)$/;

/**
 * Part of `someones-clause-after-item`: where someone's clause about an item ends when an article and a product
 * start the next item after the clause's own words ("o iogurte que o téo leva pra escola a pomada", "o xampu que
 * a lara usa no cabelo o sabonete", "o biscoito que ela tá sem glúten o leite"): the article, or `end`. An article
 * right after the verb, a preposition or an infinitive is the clause's object ("que ela toma o chá", "que ela
 * toma com o café", "que a vó usa pra fazer o bolo", "que acabou lavando a grelha").
 */
export function clauseEndsAtItem(tokens: readonly Token[], verbEnd: number, end: number): number {
  for (let k = verbEnd + 1; k < end - 1; k += 1) {
    const next = tokens[k + 1];
    if (!ITEM_ARTICLES.has(tokens[k]?.fold ?? '') || next?.head !== true || next.brand === true) continue;
    const before = tokens[k - 1]?.fold ?? '';
    if (CLAUSE_OBJECT_LEADS.has(before) || VERB_FORM.test(before) || ITEM_ARTICLES.has(before)) continue;
    return k;
  }
  return end;
}
