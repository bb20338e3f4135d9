import { NON_FOODS } from '../categories/category-modifiers';
import { wordList } from './word-list';

/**
 * Words of the name pass (`rules/left-in-name.ts`): what a name keeps saying after the product that
 * describes it rather than names it (issue 27's settled conventions). Folded, singular where it matters.
 */

/** Sizes of clothes and diapers said as letters: "fralda xg", "fralda tamanho rn", "camiseta gg". */
export const CLOTHING_SIZES: ReadonlySet<string> = new Set(wordList('pp p m g gg xg xxg eg exg rn'));

/**
 * Words said after "tamanho" that are a size, not a product: "tamanho grande", "tamanho médio", and who the size is
 * made for ("escova de cabelo tamanho infantil", "luva tamanho adulto").
 */
export const SIZE_WORDS: ReadonlySet<string> = new Set(
  wordList('grande pequeno pequena medio media unico infantil adulto'),
);

/** The categoriser's aisles whose products are worn, so a size letter after them is their size. */
export const WORN_AISLES: ReadonlySet<string> = new Set(['Produtos para Bebê', 'Vestuário e Acessórios']);

/**
 * Forms of a package said after the product with "de"/"em" that are no kind of it: the package said
 * smaller ("suco de caixinha", "leite de saquinho", "água em garrafinha"; a container unit said smaller)
 * and these ("sabonete de refil", "cerveja de latão", "antitérmico de gotinha"). "Sardinha em lata",
 * "manteiga de garrafa", "açúcar em sachê" are kinds.
 */
export const PACKAGE_FORMS: ReadonlySet<string> = new Set(wordList('refil latao gotinha gotinhas'));

/**
 * Products named by the package they come in, said with "de" after them: the package is their kind and stays
 * ("manteiga de garrafa"; folded, singular first word and package word). Any other container said last with
 * "de" is the package ("requeijão de copo", "suco de garrafa").
 */
export const NAMED_BY_PACKAGE: ReadonlySet<string> = new Set(['manteiga garrafa', 'doce lata', 'sabao barra']);

/**
 * Containers that are also a material a thing is for, so after a thing (`THING_AISLES`) they name its kind:
 * "limpador de vidro" (a food's "palmito de vidro" is its package).
 */
export const MATERIAL_PACKAGES: ReadonlySet<string> = new Set(wordList('vidro'));

/**
 * What is said of the package after it, not of the product: "café de pacote a vácuo" (folded); what the package is
 * made of or whether it goes back ("óleo de garrafa pet", "cerveja de garrafa retornável", pack27).
 */
export const PACKAGE_SEALS: ReadonlySet<string> = new Set(
  wordList('a vacuo fechado fechada lacrado lacrada pet plastico retornavel retornaveis'),
);

/**
 * Colours, which describe a thing rather than a food: "saco de lixo preto", "amaciante azul", "prendedor
 * colorido". Said smaller too ("azulzinho").
 */
export const THING_LOOKS: ReadonlySet<string> = new Set(
  wordList(
    'branco branca preto preta azul verde vermelho vermelha amarelo amarela rosa roxo roxa cinza marrom ' +
      'laranja lilas dourado dourada prateado prateada transparente colorido colorida',
  ),
);

/**
 * The categoriser's aisles of things (cleaning, hygiene, paper, home, pets, baby, party), where a colour is how
 * the thing looks ("saco de lixo preto"); in the food aisles it names a kind ("cebola roxa", "vinho tinto").
 */
export const THING_AISLES: ReadonlySet<string> = new Set([
  ...NON_FOODS,
  'Produtos para Bebê',
  'Pet Shop',
  'Diversos e Sazonal',
]);

/**
 * Things bought by their colour, so it names a kind of them: "tinta spray preta", "lâmpada amarela", "cola
 * branca", "bexiga vermelha", "fita de cetim dourada" (singular, folded first word of the name).
 */
export const COLOUR_IS_KIND: ReadonlySet<string> = new Set(
  wordList('tinta lampada cola esmalte bexiga balao vela velinha fita papel lapis caneta giz'),
);

/**
 * Kin said with a bare "de" after a product, whose the item is: "o queijo coalho de painho", "o bolo de
 * vó" (a "de" with any other person names a kind: "fralda de bebê", "perfume de mulher", "língua de sogra").
 */
export const KIN_SAID_WITH_DE: ReadonlySet<string> = new Set(
  wordList('painho mainha vo vovo avo mae pai tia tio madrinha padrinho'),
);

/**
 * Where a product comes from, part of its name even when the recogniser writes it with a capital letter:
 * "queijo do Reino", "manteiga da Terra", "castanha do Pará", "doce de leite de Minas" (folded, singular).
 */
export const ORIGIN_WORDS: ReadonlySet<string> = new Set(
  wordList(
    'reino terra para brasil minas serra roca fazenda sitio colonia interior norte sul nordeste bahia goias canastra serro marajo ' +
      // places said in lower case that name a product's origin ('bacalhau do porto', 'cravo da índia', 'farinha do uarini')
      'porto india uarini amazonia cerrado chile mantiqueira granja campo horta feira',
  ),
);

/** Pets named like a food, whose the item is after a word the lexicon has no product of: "a comida do peixe". */
export const PETS_NAMED_LIKE_FOOD: ReadonlySet<string> = new Set(wordList('peixe peixinho'));

/** Animals a product is for, said with "do/da" after it: "xampu do cachorro", "ração da gata". */
export const PET_OWNERS: ReadonlySet<string> = new Set(
  wordList(
    'cachorro cachorra cao gato gata gatinho gatinha cachorrinho cachorrinha filhote bicho ' +
      // other pets kept at home (pur68: "a ração do periquito", "semente pro hamster")
      'periquito calopsita papagaio canario passarinho hamster tartaruga jabuti',
  ),
);

/**
 * How a product is cut or shaped, said with "em"/"de" after it: "contra filé em bife fino", "gelo daquele
 * de cubo" (folded, singular).
 */
export const CUT_FORMS: ReadonlySet<string> = new Set(wordList('bife tira fatia pedaco cubo rodela posta file'));

/**
 * Verbs of someone's habit with the item, said in a clause after it before its kind: "aquele leite que ela
 * toma sem lactose", "o chá que a vó toma pra dormir de erva cidreira".
 */
export const CONSUMING_VERBS: ReadonlySet<string> = new Set(
  wordList('toma tomam bebe bebem come comem usa usam passa'),
);

/**
 * Words for how a packaged food or its package looks, said after its pack size ("de 500 g bege", "de 400 g
 * fofinho", "de dois quilos bem graúda"): besides the colours (`THING_LOOKS`), said smaller too ("rosinha").
 */
export const PACK_LOOKS: ReadonlySet<string> = new Set(
  wordList(
    'bege fofo fofa fresquinho fresquinha graudo grauda grandao grandona limpo limpa maduro madura clarinho ' +
      'clarinha escurinho escurinha',
  ),
);

/**
 * Foods whose colour names a kind even when packaged ("feijão preto", "arroz vermelho", "chocolate branco",
 * "vinho branco", "azeitona verde"; singular, folded words of the name); produce is known by its aisle.
 */
export const COLOUR_KIND_FOODS: ReadonlySet<string> = new Set(
  wordList('feijao arroz lentilha quinoa chocolate ovo pimenta gergelim vinho cerveja azeitona cha'),
);
