import type { RuleExamples } from './rule-example';

/**
 * Examples of the reported-speech pass's rules (`reported-speech.ts`), by rule name: what is said,
 * the list it is said to (empty when left out) and what the engine must answer. Each example runs
 * as a test of its rule (test/unit/speech/rules.test.ts), which also checks that the rule fires on it.
 */
export const REPORTED_EXAMPLES: RuleExamples = {
  'reason-after-pode-tirar': [
    // a reason said with no "que", opened by someone (i27g)
    {
      said: 'o bacon pode tirar o Téo agora não come carne e põe cogumelo',
      list: ['Bacon', 'Arroz'],
      add: ['Cogumelo'],
      remove: ['Bacon'],
    },
    { said: 'o leite pode riscar ela trouxe duas caixas', list: ['Leite', 'Pão'], add: [], remove: ['Leite'] },
    // one more said last with "também" after the reason (i27g)
    {
      said: 'o feijão pode tirar que a sogra mandou um saco da roça e o arroz também',
      list: ['Feijão', 'Arroz', 'Óleo'],
      add: [],
      remove: ['Feijão', 'Arroz'],
    },
    // "e", then what the speaker meant to buy with its infinitive: a change of mind of its own ends the reason (mind27)
    {
      said: 'o arroz pode tirar que a vizinha deu e pro almoço eu ia levar lasanha pronta mas o Beto disse que é muito gordurosa pega macarrão e molho',
      list: ['Arroz', 'Sal'],
      add: ['Macarrão', 'Molho'],
      remove: ['Arroz'],
    },
    // "também" after the verb (i27f)
    {
      said: 'o sabão não precisa que tem e o amaciante pode riscar também que a Duda trouxe e anota uma esponja',
      list: ['Amaciante', 'Detergente'],
      add: ['Esponja'],
      remove: ['Amaciante'],
    },
    // ("porque" opens it too; an item and its not-needed phrase, with no "e", end it.)
    {
      said: 'o fermento pode riscar porque a vó deu três pacotes farinha não precisa que sobrou e põe ovos',
      list: ['Fermento', 'Farinha'],
      add: ['Ovos'],
      remove: ['Fermento', 'Farinha'],
    },
    {
      said: 'o vinho pode cancelar porque o tio traz duas garrafas e coloca uma água com gás',
      list: ['Vinho'],
      add: ['Água com gás'],
      remove: ['Vinho'],
    },
    // (The reason ends at an item said with "também" and its removal, with no "e" before it.)
    {
      said: 'o queijo pode tirar que a tia mandou um pedaço do sítio ontem presunto também pode riscar e põe dois pães',
      list: ['Queijo', 'Presunto'],
      add: [['Pães', 2, null]],
      remove: ['Queijo', 'Presunto'],
    },
    {
      said: 'o leite pode cancelar que a vó deu uma caixa e o queijo também pode tirar põe uma dúzia de ovos',
      list: ['Leite', 'Queijo'],
      add: [['Ovos', 12, null]],
      remove: ['Leite', 'Queijo'],
    },
    // up to an add request said with its amount, or one more removal said after its item
    {
      said: 'o requeijão pode tirar que o médico cortou gordura põe dois potes de iogurte natural',
      list: ['Requeijão', 'Pão'],
      add: [['Iogurte natural', 2, 'pote']],
      remove: ['Requeijão'],
    },
    {
      said: 'a pimenta pode riscar que arde demais e o orégano também apaga que sobrou coloca uma lata de milho',
      list: ['Pimenta', 'Orégano', 'Sal'],
      add: [['Milho', 1, 'lata']],
      remove: ['Pimenta', 'Orégano'],
    },
    { said: 'o feijão pode tirar que a vizinha deu um saco', list: ['Feijão', 'Arroz'], add: [], remove: ['Feijão'] },
    // the reason runs up to "e" and an add request: talk returns to the list there
    {
      said: 'o feijão pode tirar que a vizinha deu um saco e põe dois litros de leite',
      list: ['Feijão', 'Arroz', 'Óleo'],
      add: [['Leite', 2, 'l']],
      remove: ['Feijão'],
    },
    {
      said: 'o sabão em pó pode riscar que ainda tem uma caixa e coloca um amaciante',
      list: ['Arroz', 'Sabão em pó', 'Óleo'],
      add: ['Amaciante'],
      remove: ['Sabão em pó'],
    },
  ],
  'pode-before-removal': [
    { said: 'o arroz pode tirar', list: ['Arroz integral', 'Café'], add: [], remove: ['Arroz integral'] },
  ],
  'nem-joins': [
    {
      said: 'não precisa mais do nescau nem do toddy',
      list: ['Nescau', 'Toddy', 'Pão'],
      add: [],
      remove: ['Nescau', 'Toddy'],
    },
  ],
  'where-written': [{ said: 'tá escrito aqui na letra dela leite e pão', add: ['Leite', 'Pão'] }],
  'all-for-someone': [
    { said: 'tudo pros netos bolacha recheada e suco', add: ['Bolacha recheada', 'Suco'] },
    { said: 'tudo pro vô diabético adoçante e gelatina diet', add: ['Adoçante', 'Gelatina diet'] },
  ],
  'according-to': [
    { said: 'segundo o médico põe aveia e chia', add: ['Aveia', 'Chia'] },
    { said: 'pega leite desnatado conforme a nutricionista e granola', add: ['Leite desnatado', 'Granola'] },
  ],
  heading: [
    { said: 'agora limpeza detergente e água sanitária', add: ['Detergente', 'Água sanitária'] },
    { said: 'na parte de higiene sabonete e shampoo', add: ['Sabonete', 'Shampoo'] },
    { said: 'açougue aqui dois quilos de alcatra', add: [['Alcatra', 2, 'kg']] },
    { said: 'dos bichos ração golden', add: ['Ração golden'] },
  ],
  'dish-someone-makes': [
    { said: 'a vó vai fazer bolo leite condensado e coco ralado', add: ['Leite condensado', 'Coco ralado'] },
    { said: 'canjica pro doce que a vó vai fazer dois pacotes e leite', add: [['Canjica', 2, 'pacote'], 'Leite'] },
  ],
  'someone-reports': [
    // a given name said first, before a verb of reporting and "pra" or "que" (talk6)
    {
      said: 'a bia falou pra tirar o iogurte e pôr banana',
      list: ['Iogurte', 'Leite'],
      add: ['Banana'],
      remove: ['Iogurte'],
    },
    { said: 'juliana mandou pra riscar o feijão', list: ['Feijão', 'Arroz'], add: [], remove: ['Feijão'] },
    { said: 'minha mulher escreveu aqui ó arroz e feijão', add: ['Arroz', 'Feijão'] },
    {
      said: 'seu antônio pediu pra trocar a margarina por manteiga',
      list: ['Margarina'],
      add: ['Manteiga'],
      remove: ['Margarina'],
    },
    { said: 'é isso que o vô pediu pão e mortadela', add: ['Pão', 'Mortadela'] },
    { said: 'o meu sogro quer picanha e linguiça', add: ['Picanha', 'Linguiça'] },
  ],
};
