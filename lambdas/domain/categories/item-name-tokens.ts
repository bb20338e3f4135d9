import { foldText } from '../text/fold-text';
import { singularize } from './singularize';

/** Linking words that carry no meaning for the category ("suco de laranja" = "suco laranja"). */
const LINKING_WORDS = new Set(
  'a,o,as,os,ao,aos,de,da,do,das,dos,d,em,no,na,nos,nas,com,c,para,pra,pro,p,e,um,uma,tipo,marca,sabor'.split(','),
);

/** Units and containers that may follow a number ("2 kg", "3 pacotes de"). */
const UNIT_WORDS = new Set(
  (
    'kg,g,gr,grama,quilo,kilo,mg,ml,l,lt,litro,un,und,unidade,x,pct,pacote,pacotinho,caixa,caixinha,' +
    'lata,latinha,garrafa,garrafinha,pote,saco,saquinho,fardo,engradado,duzia,bandeja,rolo,vidro,frasco,' +
    'bisnaga,sache,maco,pe,cabeca,dente,fatia,peca,barra,tablete,cartela,cx,pc,pack,kit,par'
  )
    .split(',')
    .map(singularize),
);

const NUMBER_WORDS = new Set(
  'um,uma,dois,duas,tres,quatro,cinco,seis,sete,oito,nove,dez,onze,doze,quinze,vinte,trinta,cem'.split(','),
);

/** A name split into the words that matter for categorising it. */
export interface ItemNameTokens {
  /** Every word, singularised, linking words included: modifiers such as "sem glúten" need them. */
  readonly all: readonly string[];
  /** The words that name the product: no leading quantity, no numbers, no linking words. */
  readonly content: readonly string[];
}

/**
 * Splits an item name as typed or dictated ("2 Kg de Feijões", "Coca-Cola 2L",
 * "p/ cachorro") into singular, accent-free words, dropping the quantity in front.
 */
export function itemNameTokens(name: string): ItemNameTokens {
  return foldedNameTokens(foldText(name));
}

/** `itemNameTokens` for text already passed through `foldText` (the lexicon is folded once, whole). */
export function foldedNameTokens(folded: string): ItemNameTokens {
  const plain = PLAIN_WORDS.test(folded);
  const words = (plain ? folded : separateWords(folded))
    .split(plain ? ' ' : /[^a-z0-9%]+/)
    .filter((word) => word.length > 0)
    .map(singularize);
  const all = dropLeadingQuantity(words);
  const content = all.filter(
    (word, index) => !LINKING_WORDS.has(word) && !isNumber(word) && !(UNIT_WORDS.has(word) && isNumber(all[index - 1])),
  );
  return { all, content };
}

/**
 * The key under which a name's category is cached: quantity, numbers, linking words,
 * case, accents and plurals removed, so "2 kg de Arroz" and "arroz" share one entry.
 */
export function categoryCacheKey(name: string): string {
  return itemNameTokens(name).content.join(' ');
}

/** Only letters and spaces: nothing to separate, the common case (and every lexicon term but a few). */
const PLAIN_WORDS = /^[a-z ]*$/;

/** "p/ gato" → "para gato", "5kg" → "5 kg", "hellmann's" → "hellmanns". */
function separateWords(folded: string): string {
  return folded
    .replace(/['’`]/g, '')
    .replace(/\b([pcs])\//g, (_match, letter: string) => ({ p: ' para ', c: ' com ', s: ' sem ' })[letter] ?? ' ')
    .replace(/(\d)([a-z]+)\b/g, '$1 $2');
}

function dropLeadingQuantity(words: readonly string[]): readonly string[] {
  let start = 0;
  for (;;) {
    const word = words[start];
    const next = words[start + 1];
    if (word === undefined) break;
    if (isNumber(word) || (NUMBER_WORDS.has(word) && next !== undefined)) start += 1;
    else if ((word === 'meia' || word === 'meio') && next !== undefined && UNIT_WORDS.has(next)) start += 1;
    else if (UNIT_WORDS.has(word) && start > 0) start += 1;
    else if (word === 'de' && start > 0) start += 1;
    else break;
  }
  return start < words.length ? words.slice(start) : words;
}

function isNumber(word: string | undefined): boolean {
  return word !== undefined && /^\d+%?$/.test(word);
}
