/**
 * Word lists of an item rejected because another shop sells it (the rule `bought-at-another-shop`,
 * `rules/bought-at-another-shop.ts`). Pure data, written folded, like `lexicon-not-to-buy.ts`.
 */

import { wordList } from './word-list';

const wordSet = (text: string): ReadonlySet<string> => new Set(wordList(text));

/** Shops that sell what this one does not, besides `SHOP_KINDS` and `ELSEWHERE_PLACES`: "é da confeitaria". */
export const OTHER_SHOPS = wordSet(
  'confeitaria tabacaria ferragem ferragista armarinho otica livraria floricultura distribuidora rotisseria adega ' +
    'peixaria quitanda hortifruti doceria boutique joalheria relojoaria sapataria borracharia oficina grafica',
);
/** Shops named by what they sell, after "de": "loja de tinta", "casa de ração" (the product is the shop's). */
export const SHOPS_OF_GOODS = wordSet('loja lojinha casa deposito distribuidora');
/** Links before the shop: "na farmácia", "da loja de tinta", "lá do depósito", "em loja de festa". */
export const SHOP_CLAUSE_LINKS = wordSet('na no da do de em num numa nas nos');
/** Who buys it there, before the verb: "a gente compra", "eu peço", "nós pegamos". */
export const SHOP_BUYERS = wordSet('eu nos gente');
/** "não é aqui": the item is not bought in this shop. */
export const HERE_WORDS = wordSet('aqui');
