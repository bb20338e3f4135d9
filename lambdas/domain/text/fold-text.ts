/**
 * Folds text for comparison: lower case, accents removed, runs of white space collapsed,
 * trimmed. "  Feijão  Preto " and "feijao preto" fold to the same string.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
