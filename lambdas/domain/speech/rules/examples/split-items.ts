import type { RuleExamples } from './rule-example';

/** Examples of the item pass's rules (`split-items.ts`), by rule name; see situation-talk.ts here. */
export const SPLIT_EXAMPLES: RuleExamples = {
  'pause-or-e-ends-item': [
    { said: 'arroz, feijão e macarrão', add: ['Arroz', 'Feijão', 'Macarrão'] },
    {
      said: 'coloca 1 pacote de bacon e 2 de calabresa',
      add: [
        ['Bacon', 1, 'pacote'],
        ['Calabresa', 2, 'pacote'],
      ],
    },
  ],
  'self-correction': [
    { said: 'três não quatro latas de milho', add: [['Milho', 4, 'lata']] },
    { said: 'uma caixa de leite não duas', add: [['Leite', 2, 'caixa']] },
    { said: 'arroz e feijão não arroz e macarrão', add: ['Arroz', 'Macarrão'] },
    { said: 'leite integral não desnatado', add: ['Leite desnatado'] },
  ],
  'number-in-purpose': [{ said: 'um quilo de carne de sol pro baião de dois', add: [['Carne de sol', 1, 'kg']] }],
  'amount-after-purpose': [
    { said: 'refrigerante pra festa três garrafas de dois litros', add: [['Refrigerante', 3, 'garrafa']] },
  ],
  'described-size': [
    {
      said: 'dois pacotes de papel higiênico de 12 rolos brancos e sabonete',
      add: [['Papel higiênico', 2, 'pacote'], 'Sabonete'],
    },
    { said: 'uma melancia de 8 quilos inteira e dois abacaxis', add: ['Melancia', ['Abacaxis', 2, null]] },
    { said: 'guardanapo de 50 folhas branco', add: ['Guardanapo'] },
  ],
  'size-label': [{ said: 'filtro de café tamanho 102', add: ['Filtro de café'] }],
  'number-names-kind': [
    { said: 'álcool 70 e algodão', add: ['Álcool 70', 'Algodão'] },
    { said: 'protetor solar fps 50 e repelente', add: ['Protetor solar fps 50', 'Repelente'] },
  ],
  'pack-of-sized-units': [
    { said: 'uma caixa de água de 12 garrafas de 500 ml pro escritório', add: [['Água', 1, 'caixa']] },
  ],
  'containers-with-size-after-name': [
    { said: 'sabão em pó dois pacotes de 1 kg', add: [['Sabão em pó', 2, 'pacote']] },
    { said: 'ração pro cachorro três sacos de 15 kg', add: [['Ração pro cachorro', 3, 'saco']] },
  ],
  'pack-size': [
    { said: 'papel higiênico de doze rolos', add: ['Papel higiênico'] },
    { said: 'pacote de fralda com 40', add: [['Fralda', 1, 'pacote']] },
  ],
  'size-in-words': [
    { said: 'um pacote de guardanapo de 50 folhas pro aniversário', add: [['Guardanapo', 1, 'pacote']] },
  ],
  'amount-after-name': [
    { said: 'arroz 5 kg', add: [['Arroz', 5, 'kg']] },
    { said: 'cerveja 2 fardos pro churrasco', add: [['Cerveja', 2, 'fardo']] },
  ],
  'size-of-each-container': [
    { said: 'uma bandeja de ovos de 30', add: [['Ovos', 1, 'bandeja']] },
    { said: '6 latinhas de coca 350 ml', add: [['Coca', 6, 'lata']] },
  ],
  'amount-starts-item': [
    {
      said: 'me vê 500 g de presunto e 300 g de queijo',
      add: [
        ['Presunto', 500, 'g'],
        ['Queijo', 300, 'g'],
      ],
    },
  ],
  'package-description': [
    { said: 'biscoito recheado do pacote azul e suco', add: ['Biscoito recheado', 'Suco'] },
    { said: 'sabão em pó da caixa laranja e amaciante', add: ['Sabão em pó', 'Amaciante'] },
    { said: 'leite da caixinha de tampa azul', add: ['Leite'] },
  ],
  'container-with-size-after-name': [
    { said: 'arroz pacote de 5 kg', add: [['Arroz', 1, 'pacote']] },
    { said: 'cerveja lata de 350 ml', add: [['Cerveja', 1, 'lata']] },
  ],
  'container-starts-item': [{ said: 'sacola pote de sorvete', add: ['Sacola', ['Sorvete', 1, 'pote']] }],
  'article-starts-item': [
    { said: 'o arroz o arroz integral', add: ['Arroz integral'] },
    { said: 'primeiro a carne depois o carvão', add: ['Carne', 'Carvão'] },
  ],
  'head-starts-item': [
    { said: 'adiciona alface tomate e cebola', add: ['Alface', 'Tomate', 'Cebola'] },
    { said: 'omo bombril ypê', add: ['Omo', 'Bombril', 'Ypê'] },
    { said: 'lenço umedecido hipoglós', add: ['Lenço umedecido', 'Hipoglós'] },
  ],
  'inside-purpose': [{ said: 'ovos pro bolo de aniversário da minha filha e farinha', add: ['Ovos', 'Farinha'] }],
  'purpose-after-product': [
    { said: 'ovos pro bolo', add: ['Ovos'] },
    { said: 'farinha pra fazer pão', add: ['Farinha'] },
    { said: 'ricota se tiver', add: ['Ricota'] },
  ],
  'purpose-said-first': [
    { said: 'pra geladeira do trabalho iogurte e queijo branco', add: ['Iogurte', 'Queijo branco'] },
  ],
};
