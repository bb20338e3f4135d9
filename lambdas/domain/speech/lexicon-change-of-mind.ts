/**
 * Word lists of a change of mind said without "não" and of what opens more items (the rules in
 * `rules/change-of-mind.ts`). Pure data, written folded (no accents, as the engine compares them);
 * phrases split at commas, words at spaces, like `lexicon-talk.ts`.
 */

import { phraseList, wordList } from './word-list';

const wordSet = (text: string): ReadonlySet<string> => new Set(wordList(text));
const phrases = (text: string): ReadonlyArray<readonly string[]> => phraseList(text).map((p) => p.split(' '));

/**
 * What the speaker meant to buy, said in the past or the conditional ("eu ia pedir", "queria",
 * "pensei em", "cogitei", "o menino pediu", "eu botei"); an infinitive may follow ("ia levar",
 * "queria comprar", "pensei em levar").
 */
export const MEANT_TO = phrases(
  'ia,queria,queriamos,pensei em,pensava,pensei,cogitei,tinha pensado em,tava pensando em,pensava em,ia querer,' +
    'pediu,pediram,quer,querem,botei,coloquei,pus,anotei,tinha posto,tinha colocado,tinha botado,' +
    // (what was planned by others or by "a gente", and what it was to be: "a gente pensou em", "era pra ser")
    'pensou em,pensamos em,pensaram em,pensei num,pensei numa,pensou num,pensou numa,era pra ser,ia ser',
);

/** The "but" that turns to the reason: "mas o quilo tá caro", "só que a bia disse". */
export const TURNS = phrases('mas,so que,porem');

/**
 * How the reason after "mas" opens: someone or something said of ("o quilo tá", "a bia disse", "ele tá
 * comendo", "minha mãe", "ninguém come", "tá caro", "aquele ela disse"); a condition or which one ("mas só se tiver", "mas
 * desnatado", "mas o de morango") is no reason.
 */
export const REASON_STARTS = wordSet(
  'o a os as aquele aquela aqueles aquelas esse essa ele ela eles elas eu gente meu minha nosso nossa ninguem nao ja ta esta esquece ' +
    // (a look at the price: "mas olha o preço quarenta reais a garrafa", "mas vê só o preço", "mas custa o dobro", i27g)
    'olha ve custa custando',
);

/** Said after the article, which one rather than someone: "mas o de morango". */
export const WHICH_LINKS = wordSet('de do da dos das que');

/** What may stand between "então" and the new items: "então vamos de fraldinha", "vai ser um quilo de merluza". */
export const CHOICE_LEADS = phrases('vamos de,vai de,vai ser,vamo de,fica,melhor,e melhor,so');

/** Swaps said after the reason: "troca por um pacote de nuggets", "troca pelo de soja". */
export const SWAP_TO = phrases(
  'troca por,troca pelo,troca pela,troca pelos,troca pelas,substitui por,muda pra,muda pro',
);

/** "ia esquecendo", "quase esqueci": nothing is taken back, what follows is added. */
export const ALMOST_FORGOT = phrases(
  'ja ia esquecendo,ia esquecendo,tava esquecendo,ja tava esquecendo,quase ia esquecendo,eu ia esquecendo,' +
    'ja ia me esquecendo,ia me esquecendo,quase esquecendo',
);

/**
 * Openers of more items after a removal (its item or its reason): "ah e", "ah sim e", "hum e", "ó e",
 * "e olha e", "outra coisa e", "mais": what follows is added.
 */
export const MORE_OPENERS = phrases(
  'ah sim e,ah e,hum e,ó e,o e,e olha e,olha e,outra coisa e,outra coisa,e mais,mais,ai e,ai tambem,e tambem,ah sim',
);

/** Where the speaker is, said before the request after "mas": "mas aqui no mercado pega um termômetro". */
export const HERE = phrases('aqui,aqui no mercado,aqui no supermercado,no mercado,no supermercado,aqui mesmo,daqui');

/** Tags said between two items, before "e" or a pause ("uma manteiga tá e meio quilo de carne", "azeitona viu e"). */
export const TAGS_BETWEEN_ITEMS = wordSet('viu ta ne');

/** A purpose said first, before what was meant ("pro café da tarde pensei num bolo"): it stays for its rule. */
export const PURPOSE_FIRST = wordSet('pra pro pras pros para');
/** Who meant it, said between the topic and what was meant: "cerveja eu queria heineken", "refri a gente pensou em". */
export const MEANT_BY = wordSet('eu a gente ela ele');

/** Cooking said with the new choice: "então faz um caldo verde", "vamos fazer strogonoff" (the dish is no item). */
export const COOK_VERBS = phrases('faz,faca,fazer,vamos fazer,vou fazer,vai fazer,a gente faz,bora fazer');

/** What someone wants, a change of mind when "mas" follows ("a lia quer bolacha mas …"). */
export const WANTS = wordSet('quer querem');

/**
 * The item just removed, said again as a pronoun after another cancelling verb ("esquece o gorgonzola
 * ninguém gosta tira ele e bota provolone"): `removal-said-again`.
 */
export const REMOVED_AGAIN_PRONOUNS = wordSet('ele ela eles elas isso esse essa esses essas');

/**
 * What a reason said of the item with no "não" judges against it ("a lu disse que é muito doce", "o zé
 * falou que aquela é ruim", "tá vencido"): excess, and the words of a bad product
 * (`change-of-mind-with-reason`; "não", "ninguém" and prices are `REJECTIONS` and `CHEAP`).
 */
export const AGAINST_WORDS = wordSet(
  'demais mal ruim ruins azedo azeda azedos azedas estragado estragada vencido vencida pessimo pessima horrivel enjoado enjoada ' +
    // (what it does to someone or to itself: "estraga o dente", "engorda", "resseca o cabelo", "vaza")
    'estraga engorda resseca enjoa vaza arranha amarga',
);
/** Intensifiers that say too much of something when no good word follows: "muito doce", "super forte" ("bem" praises). */
export const TOO_MUCH = wordSet('muito muita super');
/** What an intensifier may say for it ("é muito bom"): any other word after one is too much ("muito doce", "muito forte"). */
export const GOOD_WORDS = wordSet('bom boa bons boas gostoso gostosa otimo otima melhor barato barata saudavel');
/** Intensifiers before an adjective that is a product's word elsewhere: "muito doce", "super salgado" (no item). */
export const EXCESS_INTENSIFIERS = wordSet('muito muita super demais bem');

/** The items just said, named all at once after a removal verb: "risca os dois", "tira todos", "apaga eles" (`not-to-buy-clause`). */
export const ALL_OF_THEM = wordSet('dois duas tres todos todas ambos ambas tudo eles elas');

/**
 * Other words that take back the item just said, read as its "não" (`mind-changed-said-as-no`): "mudei de
 * ideia", "na verdade não", "opa" ("põe queijo prato mudei de ideia a lu disse que engorda
 * põe ricota").
 */
export const MIND_CHANGED = phrases('mudei de ideia,mudei de ideia nao,na verdade nao,opa,opa nao,pensando melhor');

/**
 * A check asked first of an item ("vê aí se a picanha tá em promoção", "olha se o salmão tá barato"): the
 * words go, the item with its article after them is what the answer then keeps or turns down
 * (`check-asked-first`).
 */
export const CHECK_OPENERS = phrases(
  've se,ve ai se,ve la se,olha se,olha ai se,olha la se,confere se,confere ai se,da uma olhada se,repara se',
);

/** What was meant, said right before an infinitive: "eu ia pôr", "queria levar" (a reason after a removal ends there). */
export const MEANT_INFINITIVE_LEADS = wordSet('ia queria pensei pensava');
