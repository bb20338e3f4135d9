import type { RuleExamples } from './rule-example';

/**
 * Examples of the situation pass's rules (`situation-talk.ts`), by rule name: what is said,
 * the list it is said to (empty when left out) and what the engine must answer. Each example
 * runs as a test of its rule (test/unit/speech/rules.test.ts), which also checks that the rule
 * fires on it.
 */
export const SITUATION_EXAMPLES: RuleExamples = {
  'not-forget-item-again': [{ said: 'um mamão não esquece o mamão que tá verde põe uma pera', add: ['Pera'] }],
  'change-of-mind-with-reason': [
    { said: 'coloca picanha ah não picanha tá muito cara põe fraldinha', add: ['Fraldinha'] },
    { said: 'refrigerante não a médica cortou o açúcar dele então suco de uva', add: ['Suco de uva'] },
    { said: 'pão de forma hum o joão falou que não gosta mais então bisnaguinha', add: ['Bisnaguinha'] },
    { said: 'bota cerveja não pensando bem o pessoal não bebe mais então refrigerante', add: ['Refrigerante'] },
  ],
  'bought-elsewhere': [
    { said: 'arroz feijão o detergente é pra outra loja e cebola', add: ['Arroz', 'Feijão', 'Cebola'] },
    { said: 'shampoo o sabonete a gente compra na farmácia e creme dental', add: ['Shampoo', 'Creme dental'] },
    { said: 'carne moída o carvão é do outro mercado', add: ['Carne moída'] },
  ],
  'someones-clause-after-item': [
    { said: 'creme de leite que a gente vai fazer strogonoff e batata palha', add: ['Creme de leite', 'Batata palha'] },
    { said: 'um litro de óleo ela vai fritar pastel', add: [['Óleo', 1, 'l']] },
    { said: 'queijo e presunto o menino leva pra escola', add: ['Queijo', 'Presunto'] },
  ],
  'call-someone': [
    { said: 'ô seu joão dois pães de sal', add: [['Pães de sal', 2, null]] },
    { said: 'ô meu deus do céu mais três ovos', add: [['Ovos', 3, null]] },
  ],
  'how-fast': [{ said: 'sal e óleo devagarinho que eu tô cansada', add: ['Sal', 'Óleo'] }],
  interjection: [
    { said: 'arre égua uma tapioca', add: ['Tapioca'] },
    { said: 'doce de leite uai é isso que o pai pediu', add: ['Doce de leite'] },
    { said: 'alface rúcula agrião égua tá tudo murcho', add: ['Alface', 'Rúcula', 'Agrião'] },
  ],
  'said-of-the-item': [
    { said: 'cenoura e beterraba tá tudo aqui no mesmo corredor', add: ['Cenoura', 'Beterraba'] },
    { said: 'café e açúcar tá amor', add: ['Café', 'Açúcar'] },
    { said: 'leite manteiga e queijo tá tudo acabando', add: ['Leite', 'Manteiga', 'Queijo'] },
  ],
  'call-or-today-after-item': [
    { said: 'arroz e feijão hoje é dia de feijoada', add: ['Arroz', 'Feijão'] },
    { said: 'pão de forma e requeijão meu amor', add: ['Pão de forma', 'Requeijão'] },
  ],
  vocative: [
    { said: 'amor coloca pão', add: ['Pão'] },
    { said: 'querido você quer alguma coisa ah pudim', add: ['Pudim'] },
    { said: 'mana põe três abacates', add: [['Abacates', 3, null]] },
  ],
  'with-someone': [{ said: 'deixa eu ver com ele leite e pão', add: ['Leite', 'Pão'] }],
  'right-away': [
    { said: 'meio quilo de tomate não faz um quilo logo', add: [['Tomate', 1, 'kg']] },
    { said: 'meia dúzia de pães não põe uma dúzia logo', add: [['Pães', 12, null]] },
  ],
  'all-after-request': [{ said: 'acabou tudo omo e qboa', add: ['Omo', 'Qboa'] }],
  'reason-after-removal': [{ said: 'não quero mais o pão não que ainda tem', list: ['Pão'], add: [], remove: ['Pão'] }],
  'that-is-more': [
    { said: 'arroz que é mais barato', add: ['Arroz'] },
    { said: 'leite ninho que é mais caro', add: ['Leite ninho'] },
  ],
  'tag-between-items': [{ said: 'dois pães viu e uma manteiga', add: [['Pães', 2, null], 'Manteiga'] }],
  'kind-of-list': [{ said: 'salgadinho e refrigerante coisa de festa né', add: ['Salgadinho', 'Refrigerante'] }],
  'whatever-there-is': [{ said: 'heineken sei lá o que tiver gelado', add: ['Heineken'] }],
  'filler-goes-through': [
    { said: 'hã deixa eu ver coloca café', add: ['Café'] },
    { said: 'um monte de laranja', add: ['Laranja'] },
    { said: 'coloca arroz acho que feijão também', add: ['Arroz', 'Feijão'] },
  ],
  'subject-asks': [
    { said: 'a receita do pavê pede dois pacotes de bolacha maisena', add: [['Bolacha maisena', 2, 'pacote']] },
  ],
  'run-boundary': [
    { said: 'arroz, feijão e macarrão', add: ['Arroz', 'Feijão', 'Macarrão'] },
    { said: 'adiciona alface tomate e cebola', add: ['Alface', 'Tomate', 'Cebola'] },
    { said: 'hã deixa eu ver coloca café', add: ['Café'] },
  ],
  'not-was-amount': [{ said: 'duas pizzas não era três', add: [['Pizzas', 3, null]] }],
  'not-make-it-amount': [{ said: 'meio quilo de tomate não faz um quilo logo', add: [['Tomate', 1, 'kg']] }],
  'the-rest-of-money': [{ said: 'vinte reais de alcatra o resto de costela', add: ['Alcatra', 'Costela'] }],
  'amount-said-again': [{ said: 'três pacotes de hã dois pacotes de macarrão', add: [['Macarrão', 2, 'pacote']] }],
  'each-after-unit': [
    { said: 'três garrafas de vinagre de 750 ml cada', add: [['Vinagre', 3, 'garrafa']] },
    { said: 'um pacote de fralda com 50 unidades cada', add: [['Fralda', 1, 'pacote']] },
  ],
  'how-many-times': [{ said: 'um quilo de músculo moído duas vezes', add: [['Músculo moído', 1, 'kg']] }],
  'for-how-many-people': [{ said: '3 kg de fraldinha pra 12 pessoas', add: [['Fraldinha', 3, 'kg']] }],
  cheapest: [
    { said: 'um pacote de café de 500 g do mais barato', add: [['Café', 1, 'pacote']] },
    { said: 'arroz camil é mais em conta', add: ['Arroz camil'] },
  ],
  'what-ran-out': [{ said: 'uma lata de leite condensado que acabou a daqui', add: [['Leite condensado', 1, 'lata']] }],
  'why-before-items': [{ said: 'escreve aí que eu tô com a mão suja farinha e ovos', add: ['Farinha', 'Ovos'] }],
  'comment-after-item': [
    { said: 'ovos que é pro bolo', add: ['Ovos'] },
    { said: 'um pacote de farinha que eu vou fazer pudim', add: [['Farinha', 1, 'pacote']] },
    { said: 'dois iogurtes não um kefir que iogurte tem muito açúcar', add: ['Kefir'] },
  ],
  'said-of-all-items': [{ said: 'cenoura beterraba tudo bem barato hoje', add: ['Cenoura', 'Beterraba'] }],
  'clause-opener': [
    { said: 'aveia por causa da glicose', add: ['Aveia'] },
    { said: 'doce de leite igual a tia fazia', add: ['Doce de leite'] },
    { said: 'sal e óleo o resto eu compro amanhã', add: ['Sal', 'Óleo'] },
  ],
  'time-said-first': [{ said: 'hora do lanche aqui ó banana e aveia', add: ['Banana', 'Aveia'] }],
  'situation-said-first': [
    { said: 'pede lá no frios 300 g de presunto', add: [['Presunto', 300, 'g']] },
    { said: 'tô no corredor dos congelados pega lasanha', add: ['Lasanha'] },
    { said: 'o dermatologista cortou o chocolate um pacote de castanha', add: [['Castanha', 1, 'pacote']] },
  ],
};
