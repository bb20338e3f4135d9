/**
 * Spoken phrases that carry intent rather than items. Pure data, matched on folded
 * words, longest phrase first ("não esquece" adds, "esquece" removes; "não quero mais"
 * removes, "quero" adds).
 */
export type PhraseKind = 'add' | 'remove' | 'swap' | 'filler';

/** Verbs and expressions that introduce items to add. */
const ADD_PHRASES = [
  'adiciona', 'adicionar', 'adicione', 'adiciono', 'acrescenta', 'acrescentar', 'acrescente',
  'coloca', 'colocar', 'coloque', 'coloco', 'põe', 'ponha', 'bota', 'botar', 'bote',
  'inclui', 'incluir', 'inclua', 'quero', 'queria', 'vou querer', 'gostaria de', 'gostaria',
  'preciso', 'preciso de', 'preciso comprar', 'precisa', 'precisa de', 'precisa comprar',
  'precisamos de', 'precisamos comprar', 'tenho que comprar', 'temos que comprar',
  'precisar de', 'precisar', 'vou precisar de', 'vamos precisar de', 'vai precisar de',
  'to precisando de', 'tô precisando de', 'estou precisando de', 'precisando de', 'precisando',
  'compra', 'comprar', 'compre', 'me vê', 'me ve', 'me dá', 'me traz', 'traz', 'traga',
  'pega', 'pegar', 'pegue', 'anota', 'anote', 'anotar', 'lembra de comprar',
  'lembrar de comprar', 'não esquece', 'não esquece de', 'não esqueça', 'não esqueça de',
  'não esquecer', 'não esquecer de', 'não pode esquecer', 'não pode esquecer de',
  'não deixa de comprar', 'falta', 'faltou', 'faltando', 'tá faltando', 'está faltando',
  'acabou', 'acabaram', 'acabando', 'tá acabando', 'está acabando', 'vê', 'manda',
];

/** Verbs and expressions that name items to take off the list. */
const REMOVE_PHRASES = [
  'tira', 'tirar', 'tire', 'tiro', 'remove', 'remover', 'remova', 'apaga', 'apagar', 'apague',
  'exclui', 'excluir', 'exclua', 'deleta', 'deletar', 'delete', 'retira', 'retirar', 'retire',
  'risca', 'riscar', 'risque', 'esquece', 'esquecer', 'esqueça', 'desconsidera',
  'desconsiderar', 'desconsidere', 'cancela', 'cancelar', 'cancele', 'elimina', 'eliminar',
  'não preciso mais', 'não preciso mais de', 'não precisa mais', 'não precisa mais de',
  'não quero mais', 'não vou mais querer', 'não preciso de', 'não precisa de', 'não quero',
  'já peguei', 'já comprei', 'já tenho', 'já temos', 'já tem', 'em vez de', 'ao invés de',
  'no lugar de',
];

/** Verbs of "troca X por Y": X is removed, Y is added. */
const SWAP_PHRASES = [
  'troca', 'trocar', 'troque', 'substitui', 'substituir', 'substitua', 'muda', 'mudar', 'mude',
];

/** Hesitations, politeness and list talk that carry nothing. */
const FILLER_PHRASES = [
  'deixa eu ver', 'deixa ver', 'vamos ver', 'vejamos', 'hum', 'hmm', 'humm', 'hummm', 'uhm',
  'hã', 'ah', 'eh', 'uh', 'tipo', 'né', 'então', 'olha', 'bom', 'por favor', 'pra mim',
  'para mim', 'pra gente', 'na lista', 'na minha lista', 'pra lista', 'para a lista',
  'da lista', 'da minha lista', 'à lista', 'no carrinho', 'aí', 'também', 'agora', 'ainda',
  'mais', 'só', 'um pouco de', 'um pouco', 'aquele', 'aquela', 'daí', 'obrigado', 'obrigada',
  'valeu', 'a gente', 'nós', 'eu',
];

/** Words that split the right side of a swap: "troca o leite por iogurte". */
export const SWAP_SEPARATORS: readonly string[] = ['por', 'pelo', 'pela', 'para', 'pra'];

/** All phrases with their kind, in the order they should be registered. */
export const INTENT_PHRASES: ReadonlyArray<readonly [string, PhraseKind]> = [
  ...ADD_PHRASES.map((p) => [p, 'add'] as const),
  ...REMOVE_PHRASES.map((p) => [p, 'remove'] as const),
  ...SWAP_PHRASES.map((p) => [p, 'swap'] as const),
  ...FILLER_PHRASES.map((p) => [p, 'filler'] as const),
];
