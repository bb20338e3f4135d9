import type { RuleExamples } from './rule-example';

/** Examples of the item pass's rules (`split-items.ts`), by rule name; see situation-talk.ts here. */
export const SPLIT_EXAMPLES: RuleExamples = {
  'described-ones': [
    { said: 'ovos doze bem grandes e leite', add: [['Ovos', 12, null], 'Leite'] },
    { said: 'mamão dois maduros o limão', add: [['Mamão', 2, null], 'Limão'] },
    { said: 'melancia uma pequena inteira e um melão', add: ['Melancia', 'Melão'] },
  ],
  'label-after-purpose': [
    // a size of clothes after whom they are for is which one; a count after it is the item's (own6)
    { said: 'camiseta pra Bia tamanho dez duas e um short', add: [['Camiseta', 2, null], 'Short'] },
    { said: 'chinelo pro Caio tamanho trinta e dois e uma meia', add: ['Chinelo', 'Meia'] },
    { said: 'o protetor labial pra boca fator quinze e um hidratante', add: ['Protetor labial', 'Hidratante'] },
    { said: 'o protetor solar do pai fator trinta e gelo', add: ['Protetor solar', 'Gelo'] },
  ],
  'thing-colour-said-after': [
    { said: 'uma esponja laranja e um balde', add: ['Esponja', 'Balde'] },
    { said: 'dois panos de chão vinho uma vassoura', add: [['Panos de chão', 2, null], 'Vassoura'] },
  ],
  'colours-joined': [
    { said: 'um pano de chão cinza e branco e um rodo', add: ['Pano de chão', 'Rodo'] },
    { said: 'uma escova de cabelo preta e rosa duas pilhas', add: ['Escova de cabelo', ['Pilhas', 2, null]] },
  ],
  'pause-or-e-ends-item': [
    // a family's kind that would read as a description stays in its name (`FAMILY_KINDS`, i27)
    { said: 'um pacote de feijão roxinho e arroz', add: [['Feijão roxinho', 1, 'pacote'], 'Arroz'] },
    { said: 'arroz, feijão e macarrão', add: ['Arroz', 'Feijão', 'Macarrão'] },
    {
      said: 'coloca 1 pacote de bacon e 2 de calabresa',
      add: [
        ['Bacon', 1, 'pacote'],
        ['Calabresa', 2, 'pacote'],
      ],
    },
    { said: 'leite e leite condensado', add: ['Leite', 'Leite condensado'] },
    { said: 'não precisa mais do sal nem do óleo', list: ['Pão', 'Sal', 'Óleo'], add: [], remove: ['Sal', 'Óleo'] },
    {
      said: 'uma caixa de bombom e outra de chocolate',
      add: [
        ['Bombom', 1, 'caixa'],
        ['Chocolate', 1, 'caixa'],
      ],
    },
  ],
  'self-correction': [
    // what was said in jest is taken back (talk6)
    { said: 'um sorvete não brincadeira uma alface e dois tomates', add: ['Alface', ['Tomates', 2, null]] },
    { said: 'põe uma cerveja não mentira põe um suco de uva', add: ['Suco de uva'] },
    { said: 'três não quatro latas de milho', add: [['Milho', 4, 'lata']] },
    { said: 'uma caixa de leite não duas', add: [['Leite', 2, 'caixa']] },
    { said: 'arroz e feijão não arroz e macarrão', add: ['Arroz', 'Macarrão'] },
    { said: 'leite integral não desnatado', add: ['Leite desnatado'] },
    // a kind said in two words ("sem glúten", "zero açúcar") is the modifier the correction replaces (kind66)
    { said: 'um pacote de biscoito sem glúten não o integral', add: [['Biscoito integral', 1, 'pacote']] },
    { said: 'chocolate zero açúcar não o amargo e gelo', add: ['Chocolate amargo', 'Gelo'] },
    // the item corrected, then said again in its container with only another kind (kind66)
    {
      said: 'uma caixa de leite integral não desnatado que o médico mandou uma caixa de um litro sem lactose',
      add: [['Leite sem lactose', 1, 'caixa']],
    },
    {
      said: 'um pote de açaí de meio litro com granola não sem granola que a bia tem alergia um pote de meio litro puro',
      add: [['Açaí puro', 1, 'pote']],
    },
    // a product word of the same aisle in place of the one that named the kind names another kind (kind66)
    { said: 'uma bandeja de peixe tilápia não merluza e limão', add: [['Peixe merluza', 1, 'bandeja'], 'Limão'] },
    { said: 'dois pacotes de linguiça calabresa não peru', add: [['Linguiça de peru', 2, 'pacote']] },
    { said: 'linguiça calabresa não pão de forma', add: ['Pão de forma'] },
    { said: 'leite quer dizer leite desnatado', add: ['Leite desnatado'] },
    { said: 'uns dois ou três pepinos', add: [['Pepinos', 3, null]] },
    { said: 'duas não peraí três caixas de leite', add: [['Leite', 3, 'caixa']] },
    { said: 'três não não quatro latas de atum', add: [['Atum', 4, 'lata']] },
    { said: 'iogurte de morango não de coco', add: ['Iogurte de coco'] },
    { said: 'coloca 2 kg de tomate não de batata', add: [['Batata', 2, 'kg']] },
    { said: 'farinha desculpa fubá', add: ['Fubá'] },
    { said: 'um pacote de macarrão opa de arroz', add: [['Arroz', 1, 'pacote']] },
    { said: 'amaciante lavanda não baunilha', add: ['Amaciante baunilha'] },
    { said: 'duas latas de atum melhor quatro', add: [['Atum', 4, 'lata']] },
    { said: 'meio mamão não um inteiro', add: ['Mamão'] },
    { said: 'cebola roxa grande não média', add: ['Cebola roxa média'] },
    { said: 'queijo minas frescal não padrão', add: ['Queijo minas padrão'] },
    { said: 'uma lata de milho não pera três latas', add: [['Milho', 3, 'lata']] },
    { said: 'três pacotes de fralda não quatro que o neném usa muito', add: [['Fralda', 4, 'pacote']] },
    {
      said: '3 caixas de leite não 4 caixas 2 pacotes de café',
      add: [
        ['Leite', 4, 'caixa'],
        ['Café', 2, 'pacote'],
      ],
    },
    { said: 'dois fardos de água não três não quatro fardos', add: [['Água', 4, 'fardo']] },
    { said: 'seis pães de queijo não dez chegou visita', add: [['Pães de queijo', 10, null]] },
    { said: '500 g de patinho opa 800 g', add: [['Patinho', 800, 'g']] },
    { said: 'gelatina de abacaxi não morango', add: ['Gelatina de morango'] },
    { said: 'dois litros de leite de soja não de leite de arroz', add: [['Leite de arroz', 2, 'l']] },
    { said: 'uma pizza de calabresa não de pizza de frango', add: ['Pizza de frango'] },
    { said: '1 kg de peito de frango não de linguiça toscana', add: [['Linguiça toscana', 1, 'kg']] },
    { said: 'meio quilo de coxa de frango digo de bacon', add: [['Bacon', 0.5, 'kg']] },
    { said: 'peito de frango não de peru', add: ['Peito de peru'] },
    { said: 'leite de soja não de aveia', add: ['Leite de aveia'] },
    { said: 'meio quilo de muçarela aliás um e meio', add: [['Muçarela', 1.5, 'kg']] },
    { said: 'linguiça defumada não toscana', add: ['Linguiça toscana'] },
    { said: 'queijo fatiado não ralado', add: ['Queijo ralado'] },
    { said: 'um vinho branco digo tinto pra janta', add: ['Vinho tinto'] },
    { said: 'um sabonete protex quer dizer dove que o protex me dá alergia', add: ['Sabonete dove'] },
    { said: 'banana maçã e pera não só a pera', add: ['Pera'] },
  ],
  'number-in-purpose': [
    { said: 'um quilo de carne de sol pro baião de dois', add: [['Carne de sol', 1, 'kg']] },
    { said: 'feijão preto pro baião de dois', add: ['Feijão preto'] },
    { said: 'arroz pro baião de dois meio quilo e charque', add: [['Arroz', 0.5, 'kg'], 'Charque'] },
  ],
  'heading-before-its-kind': [
    // a kind said alone before a bare count of one of its kind is its heading (i27); "carne dois quilos de" is no count
    {
      said: 'traz fruta mesmo três maçãs quatro peras',
      add: [
        ['Maçãs', 3, null],
        ['Peras', 4, null],
      ],
    },
    {
      said: 'salgado cem coxinhas e cinquenta quibes',
      add: [
        ['Coxinhas', 100, null],
        ['Quibes', 50, null],
      ],
    },
    { said: 'compra verduras alface rúcula e couve', add: ['Alface', 'Rúcula', 'Couve'] },
    { said: 'leva legumes duas abobrinhas e um chuchu', add: [['Abobrinhas', 2, null], 'Chuchu'] },
    { said: 'põe fruta manga quatro e pão', add: [['Manga', 4, null], 'Pão'] },
    // a brand after an amount (qty27)
    { said: 'bebidas uma pepsi e um suco de uva', add: ['Pepsi', 'Suco de uva'] },
  ],
  'aisle-heading': [
    { said: 'higiene dois sabonetes e uma pasta de dente', add: [['Sabonetes', 2, null], 'Pasta de dente'] },
    { said: 'um detergente limpeza dois panos de chão', add: ['Detergente', ['Panos de chão', 2, null]] },
    {
      said: 'açougue um quilo de alcatra e hortifruti três tomates',
      add: [
        ['Alcatra', 1, 'kg'],
        ['Tomates', 3, null],
      ],
    },
  ],
  'container-made-of': [
    { said: 'duas caixas de papelão e um copo de vidro', add: [['Caixas de papelão', 2, null], 'Copo de vidro'] },
    { said: 'uma caixa de papelão grande o pão', add: ['Caixa de papelão', 'Pão'] },
    // or the animal it is for
    { said: 'dois sachês de cachorro e um osso', add: [['Sachês de cachorro', 2, null], 'Osso'] },
  ],
  'amount-of-each': [
    {
      said: 'legumes cenoura batata e abobrinha um quilo de cada',
      add: [
        ['Cenoura', 1, 'kg'],
        ['Batata', 1, 'kg'],
        ['Abobrinha', 1, 'kg'],
      ],
    },
    {
      said: 'arroz dois pacotes leite e iogurte uma caixa de cada',
      add: [
        ['Arroz', 2, 'pacote'],
        ['Leite', 1, 'caixa'],
        ['Iogurte', 1, 'caixa'],
      ],
    },
    {
      said: 'coca e guaraná dois de cada',
      add: [
        ['Coca', 2, null],
        ['Guaraná', 2, null],
      ],
    },
  ],
  'heading-with-purpose': [
    // what is made of it ("pra fazer" and a dish) says what for, like a dish; "carne pra moer" stays an item (i27f)
    { said: 'a carne pra fazer picadinho meio quilo de patinho e batata', add: [['Patinho', 0.5, 'kg'], 'Batata'] },
    { said: 'peixe pra fazer moqueca um quilo de cação e coentro', add: [['Cação', 1, 'kg'], 'Coentro'] },
    // a count of the kind, then one of each product it counts (i27f)
    { said: 'dois legumes pra sopa uma abobrinha e uma cenoura', add: ['Abobrinha', 'Cenoura'] },
    { said: 'três frutas pro Caio uma manga uma banana e uma laranja', add: ['Manga', 'Banana', 'Laranja'] },
    // whose it is, a name too, heads the products after it (own6)
    { said: 'o lanche do Otávio bisnaguinha e suco de uva', add: ['Bisnaguinha', 'Suco de uva'] },
    { said: 'a fruta da Bia banana e maçã', add: ['Banana', 'Maçã'] },
    // counted one and described, the amount is the product's (amt6)
    { said: 'uma fruta amassadinha pra ele banana', add: ['Banana'] },
    { said: 'uma fruta madura pra vó mamão e um pão', add: ['Mamão', 'Pão'] },
    { said: 'fruta pra vitamina banana mamão e morango', add: ['Banana', 'Mamão', 'Morango'] },
    { said: 'carne pra bife coxão mole um quilo', add: [['Coxão mole', 1, 'kg']] },
    { said: 'bebida pra festa cerveja refrigerante e suco', add: ['Cerveja', 'Refrigerante', 'Suco'] },
    { said: 'gelo e carne pro churrasco dois quilos de costela', add: ['Gelo', ['Costela', 2, 'kg']] },
    { said: 'mingau pro vô de tarde aveia e leite', add: ['Aveia', 'Leite'] },
    { said: 'é peixe pra sexta tilápia e limão', add: ['Tilápia', 'Limão'] },
  ],
  'amount-after-purpose': [
    { said: 'refrigerante pra festa três garrafas de dois litros', add: [['Refrigerante', 3, 'garrafa']] },
    { said: 'refrigerante pro aniversário duas garrafas de 2 l', add: [['Refrigerante', 2, 'garrafa']] },
  ],
  'described-size': [
    // a purpose after the described size goes whole, its second word too (pur68)
    {
      said: 'uma caixa de bombom de 250 gramas branca pro amigo secreto da firma e arroz',
      add: [['Bombom', 1, 'caixa'], 'Arroz'],
    },
    { said: 'papel higiênico de 12 rolos brancos pra casa de praia e café', add: ['Papel higiênico', 'Café'] },
    // a preparation not done, a shape of produce, after the size (look68b)
    { said: 'um abacaxi de dois quilos sem descascar e um mamão', add: ['Abacaxi', 'Mamão'] },
    { said: 'uma peça de mortadela de um quilo sem fatiar e um queijo', add: ['Mortadela', 'Queijo'] },
    // cut at the counter, said in one word after the size, goes ("um pacote de … fatiado" stays: the packed kind) (sz)
    { said: 'um lombo defumado de 300 gramas fatiadinho e ovos', add: ['Lombo defumado', 'Ovos'] },
    { said: 'uma abóbora de uns três quilos comprida e dois limões', add: ['Abóbora', ['Limões', 2, null]] },
    // how produce was made ready for sale, after its size
    { said: 'um saco de feijão de um quilo selecionado e um pepino', add: [['Feijão', 1, 'saco'], 'Pepino'] },
    { said: 'um saco de gelo de cinco quilos filtrado e carvão', add: [['Gelo', 1, 'saco'], 'Carvão'] },
    // the colour of a part of the package ("tampa", "rótulo")
    { said: 'um pote de margarina de um quilo tampa amarela e pão', add: [['Margarina', 1, 'pote'], 'Pão'] },
    // how produce is wanted cut, after its size (look69)
    { said: 'uma melancia de uns oito quilos partida em quatro e um melão', add: ['Melancia', 'Melão'] },
    { said: 'um queijo de meio quilo cortado em pedaços e um pão', add: ['Queijo', 'Pão'] },
    // a size rounded up ("e pouco", "e meio"), and the look after it (look69)
    { said: 'uma peça de alcatra de um quilo e pouco e um pão', add: ['Alcatra', 'Pão'] },
    { said: 'uma cortina de dois metros e meio azul e um varão', add: ['Cortina', 'Varão'] },
    { said: 'um cupim de dois quilos e pouquinho inteiro e farofa', add: ['Cupim', 'Farofa'] },
    // a size said roughly, "inteira" after it (settled convention, issue 27)
    { said: 'uma jaca de uns seis quilos inteira e um coco', add: ['Jaca', 'Coco'] },
    // the next item's amount ends it; a thing's package colour named like a product (look6)
    {
      said: 'um frasco de amaciante de dois litros rosinha um pacote de esponja',
      add: [
        ['Amaciante', 1, 'frasco'],
        ['Esponja', 1, 'pacote'],
      ],
    },
    {
      said: 'um pacote de macarrão de 500 gramas amarelinho um pote de mel',
      add: [
        ['Macarrão', 1, 'pacote'],
        ['Mel', 1, 'pote'],
      ],
    },
    {
      said: 'uma garrafa de vinho tinto de 750 ml escura uma garrafa de guaraná',
      add: [
        ['Vinho tinto', 1, 'garrafa'],
        ['Guaraná', 1, 'garrafa'],
      ],
    },
    {
      said: 'um pacote de café de 500 gramas vermelho dois quilos de arroz',
      add: [
        ['Café', 1, 'pacote'],
        ['Arroz', 2, 'kg'],
      ],
    },
    {
      said: 'uma caixa de sabão em pó de um quilo e meio laranja e o alvejante',
      add: [['Sabão em pó', 1, 'caixa'], 'Alvejante'],
    },
    { said: 'um amaciante de dois litros rosa uma água sanitária', add: ['Amaciante', 'Água sanitária'] },
    // a food's colour after its measure names its kind; a thing's goes
    { said: 'um pacote de feijão de um quilo preto e arroz', add: [['Feijão preto', 1, 'pacote'], 'Arroz'] },
    { said: 'um rolo de saco de lixo de 50 litros azul', add: [['Saco de lixo', 1, 'rolo']] },
    {
      said: 'dois pacotes de papel higiênico de 12 rolos brancos e sabonete',
      add: [['Papel higiênico', 2, 'pacote'], 'Sabonete'],
    },
    { said: 'uma melancia de 8 quilos inteira e dois abacaxis', add: ['Melancia', ['Abacaxis', 2, null]] },
    { said: 'guardanapo de 50 folhas branco', add: ['Guardanapo'] },
    // (look68) a packaged food's colour or look after its size is the package's and goes; produce keeps its colour
    { said: 'uma caixa de gelatina de 20 gramas vermelhinha e leite', add: [['Gelatina', 1, 'caixa'], 'Leite'] },
    { said: 'um pão de forma de 500 gramas fresquinho e manteiga', add: ['Pão de forma', 'Manteiga'] },
    { said: 'uma bandeja de uva de 500 gramas verde e um pão', add: [['Uva verde', 1, 'bandeja'], 'Pão'] },
    { said: 'uma bandeja de morango de 300 gramas bem vermelho', add: [['Morango', 1, 'bandeja']] },
    { said: 'um pacote de arroz de cinco quilos vermelho e sal', add: [['Arroz vermelho', 1, 'pacote'], 'Sal'] },
    { said: 'um pote de requeijão de 200 gramas azul e um pão', add: [['Requeijão', 1, 'pote'], 'Pão'] },
    // an article and the next product after the look end the item
    { said: 'um pote de requeijão de 200 gramas azul o pão', add: [['Requeijão', 1, 'pote'], 'Pão'] },
  ],
  'shares-by-purpose': [
    {
      said: 'dois pacotes de arroz um pra casa e um pra sua mãe e feijão',
      add: [['Arroz', 2, 'pacote'], 'Feijão'],
    },
    { said: 'dois quilos de carne uma pra churrasco e outra pra panela e arroz', add: [['Carne', 2, 'kg'], 'Arroz'] },
  ],
  'dozen-in-container': [
    { said: 'uma bandeja de meia dúzia de ovos e um pão', add: [['Ovos', 1, 'bandeja'], 'Pão'] },
    { said: 'duas caixas de dúzia de ovos vermelhos', add: [['Ovos vermelhos', 2, 'caixa']] },
  ],
  'pieces-counted-after-name': [
    { said: 'massa de pizza dois discos e queijo', add: [['Massa de pizza', 2, null], 'Queijo'] },
    { said: 'massa de lasanha pro almoço três placas e molho', add: [['Massa de lasanha', 3, null], 'Molho'] },
  ],
  'package-then-count': [
    {
      said: 'o sabão em pó aquele de caixa dois o amaciante da Rita aquele de garrafinha três',
      add: [
        ['Sabão em pó', 2, 'caixa'],
        ['Amaciante', 3, 'garrafa'],
      ],
    },
    // a package described gives no unit
    {
      said: 'o leite aquele de caixinha seis o chocolate em pó daquele da lata vermelha dois',
      add: [
        ['Leite', 6, 'caixa'],
        ['Chocolate em pó', 2, null],
      ],
    },
  ],
  'containers-counted-later': [
    { said: 'as bandejas de frango pro freezer três e o tempero', add: [['Frango', 3, 'bandeja'], 'Tempero'] },
    { said: 'os potes de sorvete dois e casquinha', add: [['Sorvete', 2, 'pote'], 'Casquinha'] },
  ],
  'container-of-someone': [
    { said: 'o sachê da gata e a areia', add: ['Sachê', 'Areia'] },
    { said: 'dois sachês do Thor e a caixinha da Júlia', add: [['Sachês', 2, null], 'Caixinha'] },
  ],
  'container-is-the-product': [
    {
      said: 'bandeja de salgado descartável dez e copinho de café descartável duzentos',
      add: [
        ['Bandeja de salgado descartável', 10, null],
        ['Copinho de café descartável', 200, null],
      ],
    },
    {
      said: 'pote de sobremesa descartável cinquenta e um copo de requeijão',
      add: [
        ['Pote de sobremesa descartável', 50, null],
        ['Requeijão', 1, 'copo'],
      ],
    },
  ],
  'container-said-last': [
    // whose it is before the count, and the count said in units (i27c)
    { said: 'o achocolatado de caixinha dela quatro unidades um pão', add: [['Achocolatado', 4, 'caixa'], 'Pão'] },
    { said: 'um sabonete caixa com doze unidades e um shampoo', add: [['Sabonete', 1, 'caixa'], 'Shampoo'] },
    { said: 'iogurte de garrafinha quatro e um pão', add: [['Iogurte', 4, 'garrafa'], 'Pão'] },
    // the container said again with its count: "de garrafa" was the kind (qty27)
    {
      said: 'manteiga de garrafa uma garrafa e farinha',
      add: [['Manteiga de garrafa', 1, 'garrafa'], 'Farinha'],
    },
    // the package's material counted after it, as any package (pack27; `package-material` leaves it)
    { said: 'coca de lata seis e guaraná', add: [['Coca', 6, 'lata'], 'Guaraná'] },
    { said: 'uma pepsi black lata e um pão', add: [['Pepsi black', 1, 'lata'], 'Pão'] },
    // its size said with "de" after it
    { said: 'um creme dental tubo de noventa gramas e sabonete', add: [['Creme dental', 1, 'tubo'], 'Sabonete'] },
    {
      said: 'um shampoo infantil frasco de duzentos mililitros e talco',
      add: [['Shampoo infantil', 1, 'frasco'], 'Talco'],
    },
    {
      said: 'requeijão cremoso copo e duas maçãs',
      add: [
        ['Requeijão cremoso', 1, 'copo'],
        ['Maçãs', 2, null],
      ],
    },
    { said: 'catchup heinz em sachê dez e um queijo', add: [['Catchup heinz', 10, 'sachê'], 'Queijo'] },
    {
      said: 'um atum ralado em lata duas latas na verdade e arroz',
      add: [['Atum ralado', 2, 'lata'], 'Arroz'],
    },
  ],
  'kind-counted-in-name': [
    // a number and a plural noun of a kind after the name are its kind (i27c)
    {
      said: 'um pão doze sementes e um pacote de mix cinco cereais',
      add: ['Pão doze sementes', ['Mix cinco cereais', 1, 'pacote']],
    },
  ],
  'kind-after-pack-size': [
    // an article and the next product end the kind (issue 27)
    {
      said: 'um pacote de macarrão de meio quilo integral o sabão em pó e uma pera',
      add: [['Macarrão integral', 1, 'pacote'], 'Sabão em pó', 'Pera'],
    },
    // a variety of the product said last is its kind, though also a wait word ("pera", i27c)
    { said: 'um saco de laranja de três quilos pera e uma melancia', add: [['Laranja pera', 1, 'saco'], 'Melancia'] },
    // a whole one before the kind goes with the size; a brand after "de" is the flavour (qty27)
    { said: 'um chester de uns 4 quilos inteiro defumado e pão', add: ['Chester defumado', 'Pão'] },
    { said: 'uma torta de um quilo de sonho de valsa e pão', add: ['Torta de sonho de valsa', 'Pão'] },
    // a whole one or a look said between the size and the kind goes; the kind joins (issue 27)
    {
      said: 'um frango de uns dois quilos inteiro congelado e um chester de três quilos grande defumado',
      add: ['Frango congelado', 'Chester defumado'],
    },
    { said: 'um vinho de 750 ml branco seco e um queijo', add: ['Vinho branco seco', 'Queijo'] },
    // the kind after the size, then taken back: the correction revises it (kind66)
    {
      said: 'um pote de iogurte de quinhentos gramas sem lactose não o grego e um pão',
      add: [['Iogurte grego', 1, 'pote'], 'Pão'],
    },
    { said: 'um saco de café de meio quilo extra forte não tradicional', add: [['Café tradicional', 1, 'saco']] },
    // a plural size after a plural noun of the kind says which ones it is for (kind66)
    {
      said: 'um saco de ração de quinze quilos adulto raças grandes e um petisco',
      add: [['Ração adulto raças grandes', 1, 'saco'], 'Petisco'],
    },
    // a product word that, said with the product, is a variety the lexicon knows (kind66)
    { said: 'um pacote de linguiça de meio quilo calabresa e pão', add: [['Linguiça calabresa', 1, 'pacote'], 'Pão'] },
    // washed potatoes are a kind, even after a size
    { said: 'um saco de batata de cinco quilos lavada e um pepino', add: [['Batata lavada', 1, 'saco'], 'Pepino'] },
    // a shape after a packaged food's size names its kind (look68b; of produce it goes: "melancia de 8 quilos redonda")
    { said: 'um pacote de massa de lasanha de meio quilo quadrada', add: [['Massa de lasanha quadrada', 1, 'pacote']] },
    { said: 'um saco de ração de vinte e cinco quilos de frango', add: [['Ração de frango', 1, 'saco']] },
    // (look68) a look after the size is no kind, and goes with it; a food sold by colour keeps it
    // a kind said with "de", in two words
    {
      said: 'uma garrafa de vinagre de quinhentos mililitros de vinho branco e alface',
      add: [['Vinagre de vinho branco', 1, 'garrafa'], 'Alface'],
    },
    { said: 'um pacote de chá de cem gramas de erva doce e mel', add: [['Chá de erva doce', 1, 'pacote'], 'Mel'] },
    // a size said roughly
    { said: 'um frango de uns três quilos temperado e arroz', add: ['Frango temperado', 'Arroz'] },
    {
      said: 'um pacote de café de uns quinhentos gramas extra forte e açúcar',
      add: [['Café extra forte', 1, 'pacote'], 'Açúcar'],
    },
    // the kind said with its article
    { said: 'uma garrafa de vinho de um litro o tinto e queijo', add: [['Vinho tinto', 1, 'garrafa'], 'Queijo'] },
    // biscuits are sold in flavours too
    {
      said: 'dois pacotes de bolacha recheada de 140 gramas morango e um leite',
      add: [['Bolacha recheada morango', 2, 'pacote'], 'Leite'],
    },
    {
      said: 'três pacotes de biscoito de duzentos gramas recheado e um suco',
      add: [['Biscoito recheado', 3, 'pacote'], 'Suco'],
    },
    { said: 'um pote de sorvete de dois litros de chocolate', add: [['Sorvete de chocolate', 1, 'pote']] },
    {
      said: 'uma caixa de sabão em pó de um quilo concentrado duas esponjas',
      add: [
        ['Sabão em pó concentrado', 1, 'caixa'],
        ['Esponjas', 2, null],
      ],
    },
    { said: 'um pacote de absorvente de oito unidades noturno', add: [['Absorvente noturno', 1, 'pacote']] },
    {
      said: 'duas bandejas de coxa de frango de um quilo sem pele e uma alface',
      add: [['Coxa de frango sem pele', 2, 'bandeja'], 'Alface'],
    },
    { said: 'seis garrafas de água de um litro com gás', add: [['Água com gás', 6, 'garrafa']] },
    { said: 'uma caixa de chá de dez unidades de hortelã e um mel', add: [['Chá de hortelã', 1, 'caixa'], 'Mel'] },
    { said: 'um pote de sorvete de dois litros morango e uma calda', add: [['Sorvete morango', 1, 'pote'], 'Calda'] },
    { said: 'um pacote de feijão de dois quilos tipo um', add: [['Feijão tipo um', 1, 'pacote']] },
    {
      said: 'um fardo de guardanapo de oito pacotes folha dupla macio e um detergente',
      add: [['Guardanapo folha dupla', 1, 'fardo'], 'Detergente'],
    },
    {
      said: 'duas latas de refrigerante de trezentos e cinquenta sem açúcar',
      add: [['Refrigerante sem açúcar', 2, 'lata']],
    },
  ],
  'whole-ones': [
    { said: 'um mamão papaia um inteiro e dois limões', add: ['Mamão papaia', ['Limões', 2, null]] },
    { said: 'frango dois inteiros e farofa', add: [['Frango', 2, null], 'Farofa'] },
  ],
  'size-label': [
    // a balloon's number goes when its colour names it (blind-61's label, look69)
    { said: 'dois pacotes de bexiga número sete rosa e um bolo', add: [['Bexiga rosa', 2, 'pacote'], 'Bolo'] },
    { said: 'filtro de café tamanho 102', add: ['Filtro de café'] },
    { said: 'uma vela com o número cinco e fósforo', add: ['Vela', 'Fósforo'] },
    {
      said: 'protetor solar fator 30 e duas fraldas tamanho 4',
      add: ['Protetor solar fator 30', ['Fraldas', 2, null]],
    },
  ],
  'number-names-kind': [
    // a balloon's number names it when no colour is said after it (look69)
    { said: 'um pacote de balão número sete e um pirulito', add: [['Balão número sete', 1, 'pacote'], 'Pirulito'] },
    // a model number: three digits, no round count, right after the name (look68b)
    { said: 'filtro de café 102 e copo descartável 150', add: ['Filtro de café 102', ['Copo descartável', 150, null]] },
    // "um" said as the number that names it is no trailing article (look68b)
    {
      said: 'dois pacotes de vela número um refrigerante e bolo',
      add: [['Vela número um', 2, 'pacote'], 'Refrigerante', 'Bolo'],
    },
    { said: 'álcool 70 e algodão', add: ['Álcool 70', 'Algodão'] },
    { said: 'protetor solar fps 50 e repelente', add: ['Protetor solar fps 50', 'Repelente'] },
    { said: '2 litros de álcool 70', add: [['Álcool 70', 2, 'l']] },
    { said: 'feijão tipo um dois quilos e arroz', add: [['Feijão tipo um', 2, 'kg'], 'Arroz'] },
    { said: 'farinha de milho tipo dois e açúcar', add: ['Farinha de milho tipo dois', 'Açúcar'] },
  ],
  'pack-of-sized-units': [
    // each one's size in a word that gives only a size ("metros", "lavagens"), i27c
    {
      said: 'um pacote de papel toalha de dois rolos de cinquenta metros um pote de sabão de dez sachês de quarenta lavagens',
      add: [
        ['Papel toalha', 1, 'pacote'],
        ['Sabão', 1, 'pote'],
      ],
    },
    { said: 'uma caixa de água de 12 garrafas de 500 ml pro escritório', add: [['Água', 1, 'caixa']] },
    { said: 'um fardo de refrigerante de 12 latas de 350 ml pra portaria', add: [['Refrigerante', 1, 'fardo']] },
    // the kind said after what the pack holds is the name's (amt6)
    {
      said: 'uma caixa de leite de doze caixinhas de um litro desnatado e pão',
      add: [['Leite desnatado', 1, 'caixa'], 'Pão'],
    },
    { said: 'um fardo de água de seis garrafas de um litro e meio com gás', add: [['Água com gás', 1, 'fardo']] },
  ],
  'look-after-amount': [
    // after a purpose too (pur68)
    {
      said: 'café pro escritório um pacote de 500 gramas vermelho e açúcar',
      add: [['Café', 1, 'pacote'], 'Açúcar'],
    },
    {
      said: 'sabão pra roupa do bebê uma caixa de um quilo azul um pacote de fralda',
      add: [
        ['Sabão', 1, 'caixa'],
        ['Fralda', 1, 'pacote'],
      ],
    },
    // a container with a size word ("metros"), rounded up too, then its look (look69)
    { said: 'fita crepe um rolo de cinquenta metros bege e uma tesoura', add: [['Fita crepe', 1, 'rolo'], 'Tesoura'] },
    {
      said: 'cortina um pacote de dois metros e meio branca e um varão',
      add: [['Cortina', 1, 'pacote'], 'Varão'],
    },
    // a container with the count of what it holds, "daquele" before the look (look68b)
    {
      said: 'o lenço umedecido um pacote de 50 unidades daquele cheiroso e uma fralda',
      add: [['Lenço umedecido', 1, 'pacote'], 'Fralda'],
    },
    {
      said: 'pão de leite um pacote de 400 gramas fofinho o requeijão',
      add: [['Pão de leite', 1, 'pacote'], 'Requeijão'],
    },
    {
      said: 'cupim dois quilos inteiro e um saco de sal',
      add: [
        ['Cupim', 2, 'kg'],
        ['Sal', 1, 'saco'],
      ],
    },
    { said: 'brilhante uma caixa de um quilo azul amaciante', add: [['Brilhante', 1, 'caixa'], 'Amaciante'] },
    // said smaller, with "bem", or two in a row
    { said: 'queijo minas meio quilo fresquinho e um pão', add: [['Queijo minas', 0.5, 'kg'], 'Pão'] },
    {
      said: 'carne moída dois quilos bem magrinha o arroz',
      add: [['Carne moída', 2, 'kg'], 'Arroz'],
    },
    { said: 'sabão em pó dois pacotes de 1 kg azul e amaciante', add: [['Sabão em pó', 2, 'pacote'], 'Amaciante'] },
  ],
  'kind-after-amount': [
    {
      said: 'leite em pó uma lata de 400 gramas desnatado e café',
      add: [['Leite em pó desnatado', 1, 'lata'], 'Café'],
    },
    {
      said: 'uma bisnaguinha um pacote de seiscentos gramas integral e uma banana',
      add: [['Bisnaguinha integral', 1, 'pacote'], 'Banana'],
    },
  ],
  'containers-with-size-after-name': [
    // the size as a count of the smaller packages held (i27g), with what the package looks like after it
    {
      said: 'papel toalha um pacote de dois rolos daquele de embalagem verde um detergente e chá mate uma caixa de 25 sachês',
      add: [['Papel toalha', 1, 'pacote'], 'Detergente', ['Chá mate', 1, 'caixa']],
    },
    // a size said without its unit, last
    { said: 'farinha de trigo um pacote de cinco e feijão', add: [['Farinha de trigo', 1, 'pacote'], 'Feijão'] },
    { said: 'sabão em pó dois pacotes de 1 kg', add: [['Sabão em pó', 2, 'pacote']] },
    { said: 'shampoo pra cachorro três frascos de 500 ml', add: [['Shampoo', 3, 'frasco']] },
    { said: 'café três pacotes de 500 g', add: [['Café', 3, 'pacote']] },
    // before the next product, said bare or with its article, or the next amount (qty27)
    {
      said: 'farinha de milho um pacote de 1 kg queijo ralado',
      add: [['Farinha de milho', 1, 'pacote'], 'Queijo ralado'],
    },
    { said: 'o detergente um frasco de 500 ml a esponja', add: [['Detergente', 1, 'frasco'], 'Esponja'] },
    {
      said: 'cerveja preta uma garrafa de 600 ml um pote de 200 gramas de azeitona',
      add: [
        ['Cerveja preta', 1, 'garrafa'],
        ['Azeitona', 1, 'pote'],
      ],
    },
  ],
  'pack-size': [
    // what a container holds, in containers, then the name's kind
    {
      said: 'um fardo de cerveja com doze latas puro malte e arroz',
      add: [['Cerveja puro malte', 1, 'fardo'], 'Arroz'],
    },
    // in containers of a size
    {
      said: 'uma caixa de leite com doze caixinhas de um litro integral e pão',
      add: [['Leite integral', 1, 'caixa'], 'Pão'],
    },
    { said: 'papel higiênico de doze rolos', add: ['Papel higiênico'] },
    { said: 'pacote de fralda com 40', add: [['Fralda', 1, 'pacote']] },
    {
      said: 'um saco de batata de cinco quilos mais dois quilos de cebola',
      add: [
        ['Batata', 1, 'saco'],
        ['Cebola', 2, 'kg'],
      ],
    },
    { said: '2 pacotes de papel higiênico de 12 rolos', add: [['Papel higiênico', 2, 'pacote']] },
    { said: 'uma caixa de água de um litro com doze e gelo', add: [['Água', 1, 'caixa'], 'Gelo'] },
    {
      said: 'um peru inteiro de uns cinco quilos meio quilo de presunto e pão',
      add: ['Peru inteiro', ['Presunto', 0.5, 'kg'], 'Pão'],
    },
    { said: 'uma melancia de uns oito quilos e dois abacaxis', add: ['Melancia', ['Abacaxis', 2, null]] },
  ],
  'size-in-words': [
    // measures of length (look68b)
    { said: 'um osso de 20 centímetros e um petisco', add: ['Osso', 'Petisco'] },
    { said: 'uma fita de cetim de 10 milímetros e cola', add: ['Fita de cetim', 'Cola'] },
    {
      said: 'um pacote de papel toalha de vinte metros de dois rolos e sabão',
      add: [['Papel toalha', 1, 'pacote'], 'Sabão'],
    },
    { said: 'um pacote de guardanapo de 50 folhas pro aniversário', add: [['Guardanapo', 1, 'pacote']] },
    { said: 'papel higiênico de 30 metros', add: ['Papel higiênico'] },
    { said: 'sabão líquido de 50 lavagens e rodo', add: ['Sabão líquido', 'Rodo'] },
    { said: 'filme plástico de 28 metros pra embrulhar', add: ['Filme plástico'] },
  ],
  'pack-contents-said-first': [
    {
      said: 'um pacote com 12 rolos de papel higiênico neve e sabão',
      add: [['Papel higiênico neve', 1, 'pacote'], 'Sabão'],
    },
    { said: 'uma caixa com 24 latas de guaraná antarctica', add: [['Guaraná antarctica', 1, 'caixa']] },
    {
      said: 'dois fardos com 6 garrafas de 2 litros de coca e pão',
      add: [['Coca', 2, 'fardo'], 'Pão'],
    },
    { said: 'um saco com dez pães de queijo', add: [['Pães de queijo', 1, 'saco']] },
  ],
  'list-said-with-links': [
    { said: 'lembra dos ovos das bananas e do pão', add: ['Ovos', 'Bananas', 'Pão'] },
    { said: 'do sabonete do xampu do condicionador', add: ['Sabonete', 'Xampu', 'Condicionador'] },
  ],
  'container-said-again': [
    { said: 'pacote de fralda pro bebê três pacotes e lenço', add: [['Fralda', 3, 'pacote'], 'Lenço'] },
    { said: 'lata de atum ralado quatro latas um azeite', add: [['Atum ralado', 4, 'lata'], 'Azeite'] },
  ],
  'head-said-again': [
    { said: 'escova de dente duas escovas e um sabonete', add: [['Escovas de dente', 2, null], 'Sabonete'] },
    { said: 'pano de prato três panos um rodo', add: [['Panos de prato', 3, null], 'Rodo'] },
  ],
  'number-runs-into-next': [
    {
      said: 'um pacote de palito de dente de cem e três quilos de batata',
      add: [
        ['Palito de dente', 1, 'pacote'],
        ['Batata', 3, 'kg'],
      ],
    },
    {
      said: 'uma caixa de copo descartável de cinquenta e dois litros de leite integral',
      add: [
        ['Copo descartável', 1, 'caixa'],
        ['Leite integral', 2, 'l'],
      ],
    },
  ],
  'pack-count-after-name': [
    {
      said: 'uma caixa de pastel doze unidades queijo ralado um pacote',
      add: [
        ['Pastel', 1, 'caixa'],
        ['Queijo ralado', 1, 'pacote'],
      ],
    },
    { said: 'um pacote de bolacha vinte unidades e um suco', add: [['Bolacha', 1, 'pacote'], 'Suco'] },
  ],
  'counted-pack': [
    // a count said roughly (qty27)
    { said: 'uma bandeja de morango de umas vinte frutas e leite', add: [['Morango', 1, 'bandeja'], 'Leite'] },
    {
      said: 'uma bandeja de linguiça com oito gomos duas cebolas e alho',
      add: [['Linguiça', 1, 'bandeja'], ['Cebolas', 2, null], 'Alho'],
    },
    { said: 'uma caixa de bombom com dez bombons sortidos e leite', add: [['Bombom', 1, 'caixa'], 'Leite'] },
    { said: 'uma caixa de giz de cera de 12 cores e cola', add: [['Giz de cera', 1, 'caixa'], 'Cola'] },
  ],
  'described-container': [
    {
      said: 'sabão em pó uma caixa grande e amaciante um galão inteiro e detergente',
      add: [['Sabão em pó', 1, 'caixa'], ['Amaciante', 1, 'galão'], 'Detergente'],
    },
    { said: 'leite integral uma caixa fechada e café', add: [['Leite integral', 1, 'caixa'], 'Café'] },
    { said: 'um galão inteiro e arroz', add: ['Arroz'] },
  ],
  'count-of-size': [
    { said: 'azeite um de 500 ml e vinagre', add: ['Azeite', 'Vinagre'] },
    { said: 'refrigerante dois de 2 litros pra festa e gelo', add: [['Refrigerante', 2, null], 'Gelo'] },
  ],
  'amount-after-name': [
    // a package said with "em" after the name is what is counted (`PACKAGES_SAID_WITH_EM`, i27); a form stays
    { said: 'milho em lata duas e ervilha', add: [['Milho', 2, 'lata'], 'Ervilha'] },
    { said: 'sabão em barra cinco e detergente', add: [['Sabão em barra', 5, null], 'Detergente'] },
    // before an article and the next item's containers said with no count (pack27)
    {
      said: 'tomate dois quilos os pacotes de macarrão três e queijo',
      add: [['Tomate', 2, 'kg'], ['Macarrão', 3, 'pacote'], 'Queijo'],
    },
    // corn counted by the ear (look69)
    { said: 'milho quatro espiguinhas e feijão', add: [['Milho', 4, null], 'Feijão'] },
    // a container counted after whose it is or its purpose, before an article and the next product (pur68)
    {
      said: 'a cerveja do meu pai dois fardos o refrigerante',
      add: [['Cerveja', 2, 'fardo'], 'Refrigerante'],
    },
    {
      said: 'o iogurte das crianças seis potes a granola do vô um pacote',
      add: [
        ['Iogurte', 6, 'pote'],
        ['Granola', 1, 'pacote'],
      ],
    },
    { said: 'carvão pro churrasco dois sacos o sal grosso', add: [['Carvão', 2, 'saco'], 'Sal grosso'] },
    // the dish's own words after its purpose are the purpose's (amt6)
    {
      said: 'bacon duzentos gramas pro arroz carreteiro e um tomate',
      add: [['Bacon', 200, 'g'], 'Tomate'],
    },
    {
      said: 'calabresa meio quilo pro feijão tropeiro um pacote de farinha',
      add: [
        ['Calabresa', 0.5, 'kg'],
        ['Farinha', 1, 'pacote'],
      ],
    },
    { said: 'arroz um pacote grande feijão e sal', add: [['Arroz', 1, 'pacote'], 'Feijão', 'Sal'] },
    { said: 'arroz 5 kg', add: [['Arroz', 5, 'kg']] },
    { said: 'sabonete um pacote com seis e toalha', add: [['Sabonete', 1, 'pacote'], 'Toalha'] },
    { said: 'cerveja 2 fardos pro churrasco', add: [['Cerveja', 2, 'fardo']] },
    {
      said: 'feijão 2 kg açúcar 5 kg',
      add: [
        ['Feijão', 2, 'kg'],
        ['Açúcar', 5, 'kg'],
      ],
    },
    {
      said: 'refrigerante 2 garrafas gelo 3 sacos',
      add: [
        ['Refrigerante', 2, 'garrafa'],
        ['Gelo', 3, 'saco'],
      ],
    },
    { said: 'cerveja seis latas não oito', add: [['Cerveja', 8, 'lata']] },
    {
      said: 'biscoito de polvilho dois pacotes um litro de leite',
      add: [
        ['Biscoito de polvilho', 2, 'pacote'],
        ['Leite', 1, 'l'],
      ],
    },
    {
      said: 'sabão em pó uma caixa três esponjas',
      add: [
        ['Sabão em pó', 1, 'caixa'],
        ['Esponjas', 3, null],
      ],
    },
    {
      said: 'gelatina em pó seis envelopes e leite condensado',
      add: [['Gelatina em pó', 6, null], 'Leite condensado'],
    },
  ],
  'count-before-article': [
    { said: 'o detergente dois a esponja de aço', add: [['Detergente', 2, null], 'Esponja de aço'] },
    { said: 'desodorante da mãe três o sabonete', add: [['Desodorante', 3, null], 'Sabonete'] },
    { said: 'coloca a maçã cinco os ovos', add: [['Maçã', 5, null], 'Ovos'] },
  ],
  'count-after-purpose-before-counted': [
    {
      said: 'esfiha pra festa da escola cinquenta suco pros professores duas caixas',
      add: [
        ['Esfiha', 50, null],
        ['Suco', 2, 'caixa'],
      ],
    },
    // a count agreeing with the plural product after it is that product's
    {
      said: 'coxinha pra festa cem biscoito pro lanche dois iogurtes e pão',
      add: [['Coxinha', 100, null], 'Biscoito', ['Iogurtes', 2, null], 'Pão'],
    },
  ],
  'count-with-product-again': [
    { said: 'cebola dez cebolas e alho', add: [['Cebola', 10, null], 'Alho'] },
    { said: 'banana seis bananinhas', add: [['Banana', 6, null]] },
    { said: 'pão de queijo vinte pãezinhos e manteiga', add: [['Pão de queijo', 20, null], 'Manteiga'] },
  ],
  'count-said-after-name': [
    // a count before a product said with its package counts those (qty27)
    {
      said: 'shampoo dois sabonete três leite de caixinha',
      add: [['Shampoo', 2, null], 'Sabonete', ['Leite', 3, 'caixa']],
    },
    // the list's last item said with "e um" and its package does not say amounts first (look69)
    {
      said: 'shampoo dois sabonete e uma caixa de cotonete',
      add: [['Shampoo', 2, null], 'Sabonete', ['Cotonete', 1, 'caixa']],
    },
    // counts and names alternate: "um" before a product with its own count is its count, no article
    {
      said: 'esponja três alvejante um tira manchas um e rodo dois',
      add: [
        ['Esponja', 3, null],
        ['Alvejante', 1, null],
        ['Tira manchas', 1, null],
        ['Rodo', 2, null],
      ],
    },
    {
      said: 'fraldinha um quilo e meio pepsi duas fanta uva duas',
      add: [
        ['Fraldinha', 1.5, 'kg'],
        ['Pepsi', 2, null],
        ['Fanta uva', 2, null],
      ],
    },
    {
      said: 'arroz um pacote feijão dois macarrão quatro e um azeite',
      add: [['Arroz', 1, 'pacote'], ['Feijão', 2, null], ['Macarrão', 4, null], 'Azeite'],
    },
    {
      said: 'melão dois abacaxi três e mamão',
      add: [['Melão', 2, null], ['Abacaxi', 3, null], 'Mamão'],
    },
    {
      said: 'coca duas guaraná antarctica três e água tônica',
      add: [['Coca', 2, null], ['Guaraná antarctica', 3, null], 'Água tônica'],
    },
    { said: 'detergente quatro esponja e sabão em barra', add: [['Detergente', 4, null], 'Esponja', 'Sabão em barra'] },
    {
      said: 'iogurte grego seis banana doze maçã e pera',
      add: [['Iogurte grego', 6, null], ['Banana', 12, null], 'Maçã', 'Pera'],
    },
    {
      said: 'leite seis pão de forma dois e um queijo',
      add: [['Leite', 6, null], ['Pão de forma', 2, null], 'Queijo'],
    },
    {
      said: 'margarina uma manteiga duas requeijão três',
      add: ['Margarina', ['Manteiga', 2, null], ['Requeijão', 3, null]],
    },
    {
      said: 'sabonete três dove dois',
      add: [
        ['Sabonete', 3, null],
        ['Dove', 2, null],
      ],
    },
    {
      said: 'carvão dois sacos queijo coalho dois espetinhos dez',
      add: [
        ['Carvão', 2, 'saco'],
        ['Queijo coalho', 2, null],
        ['Espetinhos', 10, null],
      ],
    },
  ],
  'measure-said-after-name': [
    {
      said: 'costela três quilos mandioca dois quilos mangarito e sal grosso',
      add: [['Costela', 3, 'kg'], ['Mandioca', 2, 'kg'], 'Mangarito', 'Sal grosso'],
    },
    {
      said: 'carne dois quilos batata um quilo angu e couve',
      add: [['Carne', 2, 'kg'], ['Batata', 1, 'kg'], 'Angu', 'Couve'],
    },
  ],
  'measure-after-one': [
    // a dozen is a measure of its own
    { said: 'uma banana prata duas dúzias e um leite', add: [['Banana prata', 24, null], 'Leite'] },
    {
      said: 'uma mortadela de frango duzentos gramas um refrigerante',
      add: [['Mortadela de frango', 200, 'g'], 'Refrigerante'],
    },
    { said: 'um queijo prato 300 g e um pão', add: [['Queijo prato', 300, 'g'], 'Pão'] },
    { said: 'uma picanha um quilo e meio pro churrasco e carvão', add: [['Picanha', 1.5, 'kg'], 'Carvão'] },
    // containers counted after it too (amount66)
    { said: 'um sabonete de glicerina três caixas um xampu', add: [['Sabonete de glicerina', 3, 'caixa'], 'Xampu'] },
    { said: 'uma cerveja duas latas e pão', add: [['Cerveja', 2, 'lata'], 'Pão'] },
  ],
  'size-of-each-container': [
    { said: 'uma bandeja de ovos de 30', add: [['Ovos', 1, 'bandeja']] },
    { said: '6 latinhas de coca 350 ml', add: [['Coca', 6, 'lata']] },
    { said: 'duas caixas de pilha de 4', add: [['Pilha', 2, 'caixa']] },
    { said: 'um pacote de fralda de 40', add: [['Fralda', 1, 'pacote']] },
    { said: '4 latinhas de cerveja 473 ml', add: [['Cerveja', 4, 'lata']] },
  ],
  'amount-starts-item': [
    // a set of things said before counted products heads them (`COLLECTION_WORDS`, i27); "caderno" counted is one
    { said: 'o material da Julinha um caderno de desenho e uma borracha', add: ['Caderno de desenho', 'Borracha'] },
    { said: 'material de limpeza um detergente e duas esponjas', add: ['Detergente', ['Esponjas', 2, null]] },
    // corn counted by the ear (look69)
    { said: 'duas espigas de milho verde e uma cebola', add: [['Milho verde', 2, null], 'Cebola'] },
    // a package that is also a product counts plainly before "de" (amt6)
    { said: 'duas bisnagas de creme de leite e sonho', add: [['Creme de leite', 2, null], 'Sonho'] },
    // a recipe's cups count the product (`COUNT_WORDS`, units.ts)
    {
      said: 'meia xícara de leite e três xícaras de farinha de trigo',
      add: [
        ['Leite', 0.5, null],
        ['Farinha de trigo', 3, null],
      ],
    },
    { said: 'duas peças de costela e um carvão', add: [['Costela', 2, null], 'Carvão'] },
    { said: 'três pares de meia e um par de chinelo', add: [['Meia', 3, null], 'Chinelo'] },
    {
      said: 'um quilo e duzentos de carne moída e um pão',
      add: [['Carne moída', 1.2, 'kg'], 'Pão'],
    },
    {
      said: 'um quilo de alcatra meio de bacon e um pão',
      add: [['Alcatra', 1, 'kg'], ['Bacon', 0.5, 'kg'], 'Pão'],
    },
    {
      said: 'me vê 500 g de presunto e 300 g de queijo',
      add: [
        ['Presunto', 500, 'g'],
        ['Queijo', 300, 'g'],
      ],
    },
    {
      said: '1 pacote de bacon e 2 de calabresa',
      add: [
        ['Bacon', 1, 'pacote'],
        ['Calabresa', 2, 'pacote'],
      ],
    },
    {
      said: 'uma rapadura manteiga dois cuscuz e um guaraná',
      add: ['Rapadura', 'Manteiga', ['Cuscuz', 2, null], 'Guaraná'],
    },
    { said: 'mamão papaia uns dez limão e laranja', add: ['Mamão papaia', ['Limão', 10, null], 'Laranja'] },
    { said: 'pão dez bisnaguinhas', add: ['Pão', ['Bisnaguinhas', 10, null]] },
    { said: 'cerveja doze heineken e carvão', add: ['Cerveja', ['Heineken', 12, null], 'Carvão'] },
    { said: 'leite um pão dois queijos', add: ['Leite', 'Pão', ['Queijos', 2, null]] },
  ],
  'package-description': [
    // the package said smaller is the unit of a count said without one (look68b)
    {
      said: 'um molho de tomate do vidrinho e dois sucos da caixinha verde',
      add: [
        ['Molho de tomate', 1, 'vidro'],
        ['Sucos', 2, 'caixa'],
      ],
    },
    // the item's amount after it ends the description (amount66)
    {
      said: 'sabão em pó da caixa laranja uma caixa de um quilo e meio e um amaciante',
      add: [['Sabão em pó', 1, 'caixa'], 'Amaciante'],
    },
    { said: 'biscoito recheado do pacote azul e suco', add: ['Biscoito recheado', 'Suco'] },
    { said: 'sabão em pó da caixa laranja e amaciante', add: ['Sabão em pó', 'Amaciante'] },
    { said: 'leite da caixinha de tampa azul', add: ['Leite'] },
    // "o da caixa laranja": the one of that package, said with its article; the next product starts an item (pack27)
    {
      said: 'o detergente o do frasco verde a esponja e café a do pacote vermelho',
      add: ['Detergente', 'Esponja', 'Café'],
    },
    { said: 'biscoito o do pacote azul dois pacotes', add: [['Biscoito', 2, 'pacote']] },
    // a package said with "em" is the item's own, not the next item's container (`container-starts-item`, pack27)
    {
      said: 'sabão de coco em barra da embalagem azul e açúcar em sachê da caixa amarela',
      add: ['Sabão de coco em barra', 'Açúcar em sachê'],
    },
    // a kind said with "sem" after it stays
    { said: 'pão de forma do saquinho verde sem casca e leite', add: ['Pão de forma sem casca', 'Leite'] },
    { said: 'sabão em pó da embalagem azul sem perfume e arroz', add: ['Sabão em pó sem perfume', 'Arroz'] },
  ],
  'container-with-size-after-name': [
    // with "de", a count is the size too, where the item ends or the next product starts (amt6)
    { said: 'fralda pacote de quarenta lenço umedecido', add: [['Fralda', 1, 'pacote'], 'Lenço umedecido'] },
    { said: 'ovos bandeja de trinta e pão', add: [['Ovos', 1, 'bandeja'], 'Pão'] },
    { said: 'arroz pacote de 5 kg', add: [['Arroz', 1, 'pacote']] },
    { said: 'cerveja lata de 350 ml', add: [['Cerveja', 1, 'lata']] },
    { said: 'cerveja caixa com 12', add: [['Cerveja', 1, 'caixa']] },
  ],
  'container-starts-item': [
    { said: 'sacola pote de sorvete', add: ['Sacola', ['Sorvete', 1, 'pote']] },
    { said: 'sacola garrafa de suco e tinta', add: ['Sacola', ['Suco', 1, 'garrafa'], 'Tinta'] },
  ],
  'article-starts-item': [
    // a qualifying word said with its article is a product (`PRODUCTS_WITH_ARTICLE`, i27); "shampoo antipulgas" is one
    { said: 'a ração o antipulgas e a coleira', add: ['Ração', 'Antipulgas', 'Coleira'] },
    {
      said: 'o condicionador o spray de cabelo e um shampoo antipulgas',
      add: ['Condicionador', 'Spray de cabelo', 'Shampoo antipulgas'],
    },
    // a product the lexicon lacked (`MORE_NAMED_PRODUCTS`, i27)
    { said: 'a mistura de bolo o glacê e a vela', add: ['Mistura de bolo', 'Glacê', 'Vela'] },
    { said: 'o arroz o arroz integral', add: ['Arroz integral'] },
    { said: 'primeiro a carne depois o carvão', add: ['Carne', 'Carvão'] },
    { said: 'o leite o leite condensado', add: ['Leite condensado'] },
    { said: 'primeiro o sabão depois o amaciante', add: ['Sabão', 'Amaciante'] },
  ],
  'head-starts-item': [
    // a product's name or a brand said as the brand of the product (or word) before it starts no item (i27g)
    {
      said: 'quatro chocolates batom um pacote de palha de aço bombril pipoca',
      add: [['Chocolates batom', 4, null], ['Palha de aço bombril', 1, 'pacote'], 'Pipoca'],
    },
    // a grade letter written in capitals after "tipo" is the name's (tokenize.ts, i27g)
    {
      said: 'um litro de leite tipo A manteiga e uma dúzia de ovos tipo B',
      add: [['Leite tipo A', 1, 'l'], 'Manteiga', ['Ovos tipo B', 12, null]],
    },
    // a hyphenated word whose first part is a product starts an item too (qty27)
    { said: 'arroz feijão-de-corda e batata-doce', add: ['Arroz', 'Feijão-de-corda', 'Batata-doce'] },
    // said with no amount first, a colour named like a product may be the list's next (not `thing-colour-said-after`, look69)
    { said: 'shampoo condicionador laranja e banana', add: ['Shampoo', 'Condicionador', 'Laranja', 'Banana'] },
    // after a purpose of its own, the same product said again with more words is another item (pur68)
    { said: 'esponja pra louça esponja de aço pras panelas', add: ['Esponja', 'Esponja de aço'] },
    { said: 'sabão pro tanque sabão em pó pra máquina', add: ['Sabão', 'Sabão em pó'] },
    { said: 'farinha pro bolo farinha de mandioca pra farofa', add: ['Farinha', 'Farinha de mandioca'] },
    // a product of the house the lexicon lacked (`HOUSE_PRODUCT_WORDS`, pur68); "papel toalha" stays one
    { said: 'sabonete pra visita toalha de rosto pro lavabo', add: ['Sabonete', 'Toalha de rosto'] },
    { said: 'detergente toalha de mesa e papel toalha', add: ['Detergente', 'Toalha de mesa', 'Papel toalha'] },
    // a compound said with "de" after a compound's last word takes it ("pilha palito" yields, `MORE_COMPOUND_NAMES`, i27)
    { said: 'pilha palito de dente e vela', add: ['Pilha', 'Palito de dente', 'Vela'] },
    // a word joined with hyphens starts an item when its first part does ("patinho moído batata-doce", i27)
    {
      said: 'meio quilo de carne moída couve-flor e alface',
      add: [['Carne moída', 0.5, 'kg'], 'Couve-flor', 'Alface'],
    },
    { said: 'pão de forma pimenta-do-reino e sal', add: ['Pão de forma', 'Pimenta-do-reino', 'Sal'] },
    // a family's kind named by a product of its own stays in its name (`FAMILY_KINDS`, i27); alone it is an item
    {
      said: 'cogumelo paris tomate cereja e queijo provolone',
      add: ['Cogumelo paris', 'Tomate cereja', 'Queijo provolone'],
    },
    { said: 'paio bacon e um pacote de linguiça toscana', add: ['Paio', 'Bacon', ['Linguiça toscana', 1, 'pacote']] },
    // a variety named by another product stays after an amount said with "de" (amt6)
    { said: 'um quilo de banana maçã alface', add: [['Banana maçã', 1, 'kg'], 'Alface'] },
    { said: 'banana maçã mamão', add: ['Banana', 'Maçã', 'Mamão'] },
    // products of their own said right after another (`MORE_PRODUCT_WORDS`)
    {
      said: 'sorvete de creme calda de caramelo e cheiro-verde',
      add: ['Sorvete de creme', 'Calda de caramelo', 'Cheiro-verde'],
    },
    // a brand said as the product's name after a product it does not qualify (`NAME_BRANDS`)
    { said: 'açúcar miojo dois pacotes e macarrão miojo', add: ['Açúcar', ['Miojo', 2, 'pacote'], 'Macarrão miojo'] },
    { said: 'iogurte pro café da manhã morango e leite', add: ['Iogurte', 'Morango', 'Leite'] },
    { said: 'leite pro café da manhã nescau pras crianças', add: ['Leite', 'Nescau'] },
    { said: 'adiciona alface tomate e cebola', add: ['Alface', 'Tomate', 'Cebola'] },
    { said: 'omo bombril ypê', add: ['Omo', 'Bombril', 'Ypê'] },
    { said: 'lenço umedecido hipoglós', add: ['Lenço umedecido', 'Hipoglós'] },
    { said: 'preciso comprar sabonete shampoo e condicionador', add: ['Sabonete', 'Shampoo', 'Condicionador'] },
    { said: 'macaxeira jerimum e mexerica', add: ['Macaxeira', 'Jerimum', 'Mexerica'] },
    { said: 'detergente ypê bombril esponja', add: ['Detergente ypê', 'Bombril', 'Esponja'] },
    { said: 'ovos pro bolo farinha e açúcar', add: ['Ovos', 'Farinha', 'Açúcar'] },
    { said: 'amaciante downy limpador pinho sol e esponja', add: ['Amaciante downy', 'Limpador pinho sol', 'Esponja'] },
    { said: 'ração golden sachê whiskas', add: ['Ração golden', 'Sachê whiskas'] },
    { said: 'molho shoyu patê pedigree', add: ['Molho shoyu', 'Patê pedigree'] },
    { said: 'bolacha champanhe cachaça seleta e limão', add: ['Bolacha champanhe', 'Cachaça seleta', 'Limão'] },
    { said: 'leite achocolatado pão de forma', add: ['Leite achocolatado', 'Pão de forma'] },
    { said: 'guaraná coca cola e ômega 3', add: ['Guaraná', 'Coca cola', 'Ômega 3'] },
    { said: 'tucupi jambu e castanha do pará', add: ['Tucupi', 'Jambu', 'Castanha do pará'] },
    { said: 'miojo maizena', add: ['Miojo', 'Maizena'] },
    { said: 'pão banana maçã', add: ['Pão', 'Banana', 'Maçã'] },
    { said: 'coca sprite e fanta', add: ['Coca', 'Sprite', 'Fanta'] },
    { said: 'bom dia pão e leite', add: ['Pão', 'Leite'] },
    { said: 'abri o armário arroz e sal', add: ['Arroz', 'Sal'] },
    { said: 'cadê minha chave ah sim detergente', add: ['Detergente'] },
    { said: 'azeite sal e vinagre', add: ['Azeite', 'Sal', 'Vinagre'] },
    { said: 'como é que chama aquele trem ah polvilho', add: ['Polvilho'] },
    { said: 'pepsi light fanta laranja', add: ['Pepsi light', 'Fanta laranja'] },
    { said: 'detergente cadeado e pilha', add: ['Detergente', 'Cadeado', 'Pilha'] },
    { said: 'feijão manjerona cúrcuma', add: ['Feijão', 'Manjerona', 'Cúrcuma'] },
    { said: 'pão de forma panettone e geleia', add: ['Pão de forma', 'Panettone', 'Geleia'] },
    { said: 'caneta lápis apontador', add: ['Caneta', 'Lápis', 'Apontador'] },
    { said: 'sorvete kibon chinelo havaianas', add: ['Sorvete kibon', 'Chinelo havaianas'] },
    { said: 'kibon itaipava', add: ['Kibon', 'Itaipava'] },
    { said: 'queijo provolone presunto', add: ['Queijo provolone', 'Presunto'] },
    { said: 'papel toalha guardanapo', add: ['Papel toalha', 'Guardanapo'] },
    { said: 'shampoo tresemmé condicionador', add: ['Shampoo tresemmé', 'Condicionador'] },
    { said: 'pão integral sprite zero', add: ['Pão integral', 'Sprite zero'] },
    { said: 'leite de coco pepsi light', add: ['Leite de coco', 'Pepsi light'] },
    { said: 'veja multiuso ypê', add: ['Veja multiuso', 'Ypê'] },
    { said: 'jambu alfavaca e chicória', add: ['Jambu', 'Alfavaca', 'Chicória'] },
    { said: 'guaraná coca e fanta uva', add: ['Guaraná', 'Coca', 'Fanta uva'] },
    { said: 'creme de assaduras hipoglós', add: ['Creme de assaduras', 'Hipoglós'] },
    { said: 'farinha açúcar e ovos não ovos não precisa', add: ['Farinha', 'Açúcar'] },
    { said: 'suco tang sprite e água', add: ['Suco tang', 'Sprite', 'Água'] },
    { said: 'agora na praça de alimentação presunto e queijo', add: ['Presunto', 'Queijo'] },
    { said: 'esponja bombril e sabão', add: ['Esponja', 'Bombril', 'Sabão'] },
    { said: 'coca-cola fanta uva', add: ['Coca-cola', 'Fanta uva'] },
    { said: 'quinta tem churrasco lá em casa carvão e linguiça', add: ['Carvão', 'Linguiça'] },
  ],
  'describing-word-in-name': [
    // a food's colour that names no kind of it, said after a size word, goes too (i27g); produce keeps it
    {
      said: 'um frasco de mostarda pequeno amarelo e um vidro de maionese grande branco',
      add: [
        ['Mostarda', 1, 'frasco'],
        ['Maionese', 1, 'vidro'],
      ],
    },
    { said: 'um pimentão grande amarelo e uma cebola pequena roxa', add: ['Pimentão amarelo', 'Cebola roxa'] },
    // "inteiro" after a colour that names the food's kind goes, the colour stays (i27g)
    { said: 'uma abóbora grande verde inteira e um mamão', add: ['Abóbora verde', 'Mamão'] },
    // the size said with "de tamanho" goes with its label (issue 27)
    { said: 'um abacaxi de tamanho grande inteiro e um pacote de uva', add: ['Abacaxi', ['Uva', 1, 'pacote']] },
    // "inteiro" and a preparation not done after the size word (look68b)
    { said: 'um pão sírio grande inteiro sem cortar duas bananas', add: ['Pão sírio', ['Bananas', 2, null]] },
    // "inteiro" said last after the size word describes it too (settled convention, issue 27)
    { said: 'uma abóbora moranga pequena inteira e um alho', add: ['Abóbora moranga', 'Alho'] },
    { said: 'um pargo pequeno inteiro dois limões', add: ['Pargo', ['Limões', 2, null]] },
    { said: 'uma pizza grande de calabresa e refrigerante', add: ['Pizza de calabresa', 'Refrigerante'] },
    { said: 'uma cebola grande roxa e alho', add: ['Cebola roxa', 'Alho'] },
    { said: 'um bolo pequenininho de chocolate e velas', add: ['Bolo de chocolate', 'Velas'] },
    // after the size word, "inteiro" before a purpose, how it is cut, a thing's colour go too (sz)
    { said: 'um mamão grande inteiro pro café da manhã e pão', add: ['Mamão', 'Pão'] },
    { said: 'uma broa grande cortada ao meio e manteiga', add: ['Broa', 'Manteiga'] },
    { said: 'um pão de centeio pequeno fatiado e queijo', add: ['Pão de centeio', 'Queijo'] },
    { said: 'um balde grande vermelho e um rodo', add: ['Balde', 'Rodo'] },
  ],
  'inside-purpose': [
    // a kind said with "sem" and one word, last, ends the purpose and joins the name (pur68)
    { said: 'leite pra bebê da vizinha sem lactose duas latas', add: [['Leite sem lactose', 2, 'lata']] },
    { said: 'pão pra lanche da escola sem glúten e suco', add: ['Pão sem glúten', 'Suco'] },
    { said: 'ovos pro bolo de aniversário da minha filha e farinha', add: ['Ovos', 'Farinha'] },
    { said: 'abacate se tiver maduro e kiwi', add: ['Abacate', 'Kiwi'] },
    { said: 'manteiga pro pão da manhã', add: ['Manteiga'] },
    {
      said: 'desinfetante pra limpar o chão da cozinha daquele de frasco grande laranja e um rodo',
      add: ['Desinfetante', 'Rodo'],
    },
    { said: 'iogurte pro lanche da tarde pão de forma', add: ['Iogurte', 'Pão de forma'] },
    { said: 'detergente pra tirar a gordura da panela e esponja', add: ['Detergente', 'Esponja'] },
    { said: 'milho pra pipoca da festa junina e sal', add: ['Milho', 'Sal'] },
  ],
  'purpose-after-product': [
    // a kind said with "sem" after which package, before a purpose, is the name's (pack27)
    {
      said: 'o leite daquele da caixinha azul sem lactose pro café da vó e pão',
      add: ['Leite sem lactose', 'Pão'],
    },
    // a kind said with "sem" and one word, last after whose it is or what for, is the name's (pur68)
    { said: 'a granola da minha esposa sem açúcar e mel', add: ['Granola sem açúcar', 'Mel'] },
    { said: 'leite pra vó sem lactose duas caixas e pão', add: [['Leite sem lactose', 2, 'caixa'], 'Pão'] },
    // Not a heading: the product after is not of the kind said (`heading-with-purpose`).
    { said: 'carne pro almoço de domingo arroz e feijão', add: ['Carne', 'Arroz', 'Feijão'] },
    // Not a heading: the product after has a purpose of its own (own6).
    {
      said: 'peixe pra sexta dois quilos de camarão pro bobó da Lena e leite de coco',
      add: ['Peixe', ['Camarão', 2, 'kg'], 'Leite de coco'],
    },
    { said: 'fruta pra vó mamão pra vitamina e banana', add: ['Fruta', 'Mamão', 'Banana'] },
    { said: 'peixe pra moqueca leite de coco e pimentão', add: ['Peixe', 'Leite de coco', 'Pimentão'] },
    { said: 'ovos pro bolo', add: ['Ovos'] },
    // "e" and another purpose of the same item
    { said: 'arroz pro almoço e pra janta cinco quilos', add: [['Arroz', 5, 'kg']] },
    { said: 'bolo pra festa e pra vó e refrigerante', add: ['Bolo', 'Refrigerante'] },
    { said: 'farinha pra fazer pão', add: ['Farinha'] },
    { said: 'ricota se tiver', add: ['Ricota'] },
    { said: 'sal grosso pra churrasco', add: ['Sal grosso'] },
    { said: 'farinha de trigo pra fazer pão', add: ['Farinha de trigo'] },
    { said: 'iogurte pro meu filho', add: ['Iogurte'] },
    { said: 'linguiça pro feijão e farinha pra farofa', add: ['Linguiça', 'Farinha'] },
    { said: 'gelo pra cerveja', add: ['Gelo'] },
    { said: 'queijo parmesão pra ralar', add: ['Queijo parmesão'] },
    { said: 'lenço umedecido pro neném', add: ['Lenço umedecido'] },
    { said: 'o shampoo do meu marido e o creme da minha filha', add: ['Shampoo', 'Creme'] },
    { said: 'o achocolatado das crianças e o café dela', add: ['Achocolatado', 'Café'] },
    { said: 'duas cervejas bem geladas', add: [['Cervejas', 2, null]] },
    { said: 'um sabão daquele que cheira bem', add: ['Sabão'] },
    { said: 'desinfetante pra cozinha', add: ['Desinfetante'] },
    { said: 'azeitona pra pôr na pizza', add: ['Azeitona'] },
    { said: 'limão e cebola pro peixe assado', add: ['Limão', 'Cebola'] },
    { said: 'guardanapo e copo descartável pra loja', add: ['Guardanapo', 'Copo descartável'] },
    { said: 'alho pra temperar a carne', add: ['Alho'] },
    { said: 'uvas pra levar na viagem', add: ['Uvas'] },
    { said: 'uns dois pacotes de salsicha pro cachorro quente', add: [['Salsicha', 2, 'pacote']] },
    { said: 'o açúcar da copa acabou', add: ['Açúcar'] },
    { said: 'desinfetante pra limpar o banheiro', add: ['Desinfetante'] },
    { said: 'óleo de soja pra fritura', add: ['Óleo de soja'] },
    { said: 'ração pedigree pro thor', add: ['Ração pedigree'] },
    { said: 'um saco de areia pra luna e petisco', add: [['Areia', 1, 'saco'], 'Petisco'] },
    { said: 'pão lá na padaria', add: ['Pão'] },
    { said: 'beterraba aí embaixo e cenoura', add: ['Beterraba', 'Cenoura'] },
    { said: 'sabonete e papel higiênico é só isso do banheiro', add: ['Sabonete', 'Papel higiênico'] },
    { said: 'carne pra churrasco', add: ['Carne'] },
    { said: 'leite da minha mãe', add: ['Leite'] },
    { said: 'tangerina pro suco do meu avô', add: ['Tangerina'] },
    { said: 'laranja pro suco do café da manhã', add: ['Laranja'] },
    { said: 'vinagre pra temperar duas garrafas', add: [['Vinagre', 2, 'garrafa']] },
    { said: 'sabão pra lavar roupa três pacotes', add: [['Sabão', 3, 'pacote']] },
    { said: 'farinha pra fazer um bolo', add: ['Farinha'] },
    { said: 'amaciante e desinfetante é isso da limpeza', add: ['Amaciante', 'Desinfetante'] },
    { said: 'um monte de limão pro suco', add: ['Limão'] },
    { said: 'um requeijão pra colocar no pão de manhã', add: ['Requeijão'] },
    {
      said: 'mais uma lata de leite condensado que vou fazer pudim e brigadeiro',
      add: [['Leite condensado', 1, 'lata']],
    },
    { said: 'bolo fresquinho e café', add: ['Bolo', 'Café'] },
    { said: 'uma abóbora das pequenas', add: ['Abóbora'] },
    { said: 'sabonete e leite na volta', add: ['Sabonete', 'Leite'] },
    { said: 'açúcar pro suco de limão', add: ['Açúcar'] },
    { said: 'ração pro cachorro do meu irmão', add: ['Ração'] },
    { said: 'lembra o sabonete pra tua mãe', add: ['Sabonete'] },
    { said: 'ovos que eu vou fazer dois pudins', add: ['Ovos'] },
    { said: 'laranja pera pra suco', add: ['Laranja pera'] },
    { said: 'fralda pro meu filho', add: ['Fralda'] },
    { said: 'queijo pro vô fazer pão de queijo', add: ['Queijo'] },
    { said: 'linguiça pra assar na grelha e pão de alho', add: ['Linguiça', 'Pão de alho'] },
    { said: 'três sonhos de creme quentinhos', add: [['Sonhos de creme', 3, null]] },
    { said: 'xampu pro pedrinho', add: ['Xampu'] },
    { said: 'dois sachês de whiskas pro gato', add: [['Whiskas', 2, 'sachê']] },
    {
      said: 'sabonete pro lavabo aquele da caixinha dourada e papel higiênico',
      add: ['Sabonete', 'Papel higiênico'],
    },
  ],
  'purpose-said-first': [
    { said: 'pra geladeira do trabalho iogurte e queijo branco', add: ['Iogurte', 'Queijo branco'] },
    { said: 'pra festa do sábado dois refrigerantes e salgadinho', add: [['Refrigerantes', 2, null], 'Salgadinho'] },
    { said: 'pra festa de 15 anos da ana 3 pacotes de guardanapo', add: [['Guardanapo', 3, 'pacote']] },
    { said: 'receita de bolo de cenoura três cenouras e farinha', add: [['Cenouras', 3, null], 'Farinha'] },
    { said: 'pra marmita da semana arroz integral e brócolis', add: ['Arroz integral', 'Brócolis'] },
    { said: 'pra bolsa da academia barra de cereal e água', add: ['Barra de cereal', 'Água'] },
  ],
  'kind-said-with-which': [
    // a product word naming the kind, before its amount (issue 27)
    { said: 'o iogurte do Davi aquele de morango dois', add: [['Iogurte de morango', 2, null]] },
    // after whose it is, and a product word said last after "de" (pur68)
    { said: 'o macarrão da vó aquele de sêmola e arroz', add: ['Macarrão de sêmola', 'Arroz'] },
    {
      said: 'o shampoo da minha irmã aquele de camomila dois frascos e condicionador',
      add: [['Shampoo de camomila', 2, 'frasco'], 'Condicionador'],
    },
    {
      said: 'o sabonete da vó aquele de glicerina e o iogurte aquele de morango',
      add: ['Sabonete de glicerina', 'Iogurte de morango'],
    },
    { said: 'um xampu daquele de camomila e um pente', add: ['Xampu de camomila', 'Pente'] },
    { said: 'um queijo daquele de cabra pro lanche e uma goiabada', add: ['Queijo de cabra', 'Goiabada'] },
    { said: 'uma escova do de bambu e fio dental', add: ['Escova de bambu', 'Fio dental'] },
    // "que não" says which one, no rejection of the item
    { said: 'um sabonete daquele de glicerina que não resseca e uma lixa', add: ['Sabonete de glicerina', 'Lixa'] },
  ],
  'flavour-after-purpose': [
    { said: 'ração pro gato sabor peixe dois quilos', add: [['Ração sabor peixe', 2, 'kg']] },
    { said: 'um petisco pro cachorro sabor bacon e uma bolinha', add: ['Petisco sabor bacon', 'Bolinha'] },
  ],
  'kind-after-count': [
    // the kind said after the count and what the pack holds joins the name (issue 27)
    {
      said: 'uma caixa de chá de 20 sachês preto e um pacote de café',
      add: [
        ['Chá preto', 1, 'caixa'],
        ['Café', 1, 'pacote'],
      ],
    },
    {
      said: 'um pacote de pão de hot dog com 10 unidades integral e uma mostarda',
      add: [['Pão de hot dog integral', 1, 'pacote'], 'Mostarda'],
    },
    // a colour after a flavour said with "de" is the package's; a description goes
    {
      said: 'uma caixa de chá de camomila de 10 sachês verde e uma bandeja de ovos de 30 caipira',
      add: [
        ['Chá de camomila', 1, 'caixa'],
        ['Ovos caipira', 1, 'bandeja'],
      ],
    },
    // units held in the container, then "de" and the kind (i27g); a plural right after a link is the kind's
    {
      said: 'uma caixa de chá de quinze sachês de camomila e um pacote de fralda de vinte com elástico',
      add: [
        ['Chá de camomila', 1, 'caixa'],
        ['Fralda com elástico', 1, 'pacote'],
      ],
    },
    { said: 'duas caixas de chá de 25 sachês de capim limão', add: [['Chá de capim limão', 2, 'caixa']] },
  ],
};
