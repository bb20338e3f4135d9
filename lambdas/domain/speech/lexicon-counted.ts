import { wordList } from './word-list';

/** "uma bandeja de cada", "um quilo de cada": the word that shares an amount out to each product said before it. */
export const EACH_WORDS: ReadonlySet<string> = new Set(wordList('cada'));

/**
 * Sections of the shop or of the list said as headings before their products ("limpeza um veja e um bom ar",
 * "higiene dois sabonetes"): never products themselves (folded, singular).
 */
export const AISLE_HEADINGS: ReadonlySet<string> = new Set(
  wordList('limpeza higiene hortifruti hortifrut acougue mercearia laticinio papelaria perfumaria bazar frio'),
);

/**
 * Materials a container is made of: "uma caixa de isopor", "dois potes de plástico", "um copo de vidro" name the
 * container itself as the product, counted plainly (folded).
 */
export const CONTAINER_MATERIALS: ReadonlySet<string> = new Set(
  wordList('isopor plastico papelao madeira acrilico aluminio inox ceramica porcelana palha'),
);
