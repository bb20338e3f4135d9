import { ARTICLES } from '../lexicon-items';
import { DOERS, SHORT_INFINITIVES } from '../lexicon-talk';
import { endsItem } from '../tokenize';
import type { TalkState } from '../talk-state';
import type { Rule } from './rule';

/**
 * "suco pra gente ver filme em casa e bolo", "pipoca pra gente comer no cinema", "pão pra mim
 * levar pro trabalho queijo": after an item, "pra gente/pra mim" and a verb say what will be done
 * with it: the verb, its object (one word, after an article) and where or when, up to the end of
 * the item, an amount or a product after the object, are no item nor part of the name.
 */
export const whatWeWillDo: Rule<TalkState> = {
  name: 'what-we-will-do',
  apply: (s) => {
    const { i, word, tokens } = s;
    const filler = s.phraseAt[i];
    if (!s.runItem || filler?.kind !== 'filler' || !DOERS.has(filler.words.at(-1) ?? '')) return false;
    const verb = i + filler.words.length;
    if (tokens[verb]?.head || !(/^[a-z]{3,}[aei]r$/.test(word(verb)) || SHORT_INFINITIVES.has(word(verb))))
      return false;
    let end = verb + 1;
    if (ARTICLES.has(word(end))) end += 1;
    if (!endsItem(tokens[end]) && !s.amountAt(end, true)) end += 1;
    while (end < tokens.length && !endsItem(tokens[end]) && s.request(end) === 0) {
      if (tokens[end]?.head || s.amountAt(end, false)) break;
      end += 1;
    }
    return s.skipTo(end);
  },
};
