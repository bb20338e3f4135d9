/**
 * Word lists of the items dismissed before "então só …" (the rule `dismissed-before-only-these`,
 * `rules/dismissed-before-only.ts`). Pure data, written folded, like `lexicon-not-to-buy.ts`.
 */

import { wordList } from './word-list';

const wordSet = (text: string): ReadonlySet<string> => new Set(wordList(text));

/** The shop the list is for, after "aqui no": "aqui no mercado só …", "então no supermercado pega …". */
export const THIS_SHOP_WORDS = wordSet('mercado supermercado atacadao atacarejo');
/** Links before this shop's name: "no mercado", "na feira". */
export const THIS_SHOP_LINKS = wordSet('no na');
/** Words that dismiss an item said before the turn: "não (precisa)", "nem", "a gente tem", "temos", "sobrou". */
export const DISMISSING_WORDS = wordSet('nao nem tem temos tenho sobrou carece');
/** What says one more item is dismissed like the one before it: "e o pão também". */
export const ALSO_DISMISSED = wordSet('tambem');
/** Links before a word that names what an item is for or where it is sold, no item of its own: "pro peixe", "na loja". */
export const LINKED_WORDS = wordSet('pro pra pros pras na no nas nos da do das dos num numa');
/** Words before a verb of buying that make it said of someone, no request: "eu pego", "a gente compra", "lá eu pego", "pra comprar". */
export const SAID_OF_SOMEONE = wordSet('eu gente ela ele la pra');
/** Someone bringing the item, so it is not bought: "a carol vai trazer", "o bar da esquina entrega", "a vó manda". */
export const BRINGING_WORDS = wordSet('traz trazer trouxe manda mandou entrega entregam trazem');
/** Words after which "só" measures or limits what comes next, no turn to the list: "que só", "tem só", "é só". */
export const BARE_ONLY_NOT_AFTER = wordSet('que tem temos tenho e é eh ta esta nao nem mas um uma');
