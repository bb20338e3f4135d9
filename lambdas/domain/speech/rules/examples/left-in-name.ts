import type { RuleExamples } from './rule-example';

/** Examples of the name pass's rules (`rules/left-in-name.ts`), by rule name. */
export const NAME_EXAMPLES: RuleExamples = {
  'clothing-size': [
    { said: 'dois pacotes de fralda tamanho GG e um talco', add: [['Fralda', 2, 'pacote'], 'Talco'] },
    { said: 'um pacote de fralda geriátrica XG', add: [['Fralda geriátrica', 1, 'pacote']] },
    { said: 'uma camiseta tamanho P e meias', add: ['Camiseta', 'Meias'] },
    { said: 'fralda tamanho grande e lenço umedecido', add: ['Fralda', 'Lenço umedecido'] },
    { said: 'vela número cinco e uma fralda tamanho RN', add: ['Vela número cinco', 'Fralda'] },
    // the size said with "de tamanho" (issue 27)
    { said: 'um mamão de tamanho pequeno e dois limões', add: ['Mamão', ['Limões', 2, null]] },
    // who the size is made for (issue 27)
    {
      said: 'três escovas de cabelo tamanho infantil e um sabonete',
      add: [['Escovas de cabelo', 3, null], 'Sabonete'],
    },
    { said: 'duas luvas tamanho adulto', add: [['Luvas', 2, null]] },
  ],
  'package-said-after': [
    // a package said with "de" before the product's flavour said with "de": the package is the unit (i27g)
    { said: 'dois sucos de caixa de goiaba e um pão', add: [['Sucos de goiaba', 2, 'caixa'], 'Pão'] },
    // the package's material before a kind (`KIND_AFTER_PACKAGE`): the kind stays, with no "de" (i27g)
    {
      said: 'um fardo de guaraná de lata diet e três cervejas de latinha sem álcool',
      add: [
        ['Guaraná diet', 1, 'fardo'],
        ['Cervejas sem álcool', 3, 'lata'],
      ],
    },
    // the package's material before whom it is for, counted: its unit (qty27; `package-material` leaves it)
    { said: 'quatro cervejas de latinha pros meninos e pão', add: [['Cervejas', 4, 'lata'], 'Pão'] },
    // whose it is after the package is no flavour (own6)
    {
      said: 'dois iogurtes de garrafinha do Caio e um leite de saquinho dela',
      add: [
        ['Iogurtes', 2, 'garrafa'],
        ['Leite', 1, 'saco'],
      ],
    },
    { said: 'três iogurtes de garrafinha', add: [['Iogurtes', 3, 'garrafa']] },
    // the package and only its size said last: its unit too (`package-material` leaves it, i27g)
    {
      said: 'um achocolatado em pó de lata grande duas caixas de leite e um café de pacote pequeno',
      add: [
        ['Achocolatado em pó', 1, 'lata'],
        ['Leite', 2, 'caixa'],
        ['Café', 1, 'pacote'],
      ],
    },
    { said: 'um achocolatado de caixinha e pão', add: [['Achocolatado', 1, 'caixa'], 'Pão'] },
    { said: 'suco de caixinha e bolacha', add: ['Suco', 'Bolacha'] },
    { said: 'duas cervejas de latão e amendoim', add: [['Cervejas', 2, 'lata'], 'Amendoim'] },
    { said: 'um xarope de gotinha', add: ['Xarope'] },
    // said alone, last, "de lata(inha)" is left to this rule by `package-material`, so a count gets its unit (pack27)
    {
      said: 'um milho de latinha duas ervilhas',
      add: [
        ['Milho', 1, 'lata'],
        ['Ervilhas', 2, null],
      ],
    },
    { said: 'shampoo de refil dois e amaciante um refil', add: [['Shampoo', 2, null], 'Amaciante'] },
    // "em lata" names a kind, unless a container counts the amount: then it is only the package (pack27)
    {
      said: 'milho em lata dois e duas latas de atum em lata e um fardo de guaraná em lata',
      add: [
        ['Milho em lata', 2, null],
        ['Atum', 2, 'lata'],
        ['Guaraná', 1, 'fardo'],
      ],
    },
    // what the package is made of, or that it goes back, is said of the package (pack27)
    {
      said: 'o óleo de garrafa pet uma cerveja de garrafa retornável e um refrigerante de garrafa de plástico',
      add: ['Óleo', ['Cerveja', 1, 'garrafa'], ['Refrigerante', 1, 'garrafa']],
    },
    // whose it is or what for after the package is no flavour (pack27)
    { said: 'três iogurtes de potinho do Davi e pão', add: [['Iogurtes', 3, 'pote'], 'Pão'] },
    {
      said: 'um achocolatado de caixinha dele e duas águas de garrafinha pra escola',
      add: [
        ['Achocolatado', 1, 'caixa'],
        ['Águas', 2, 'garrafa'],
      ],
    },
    { said: 'um leite de caixa do vô', add: [['Leite', 1, 'caixa']] },
    // a flavour after it keeps a "de"
    { said: 'suco de caixinha maracujá dois', add: [['Suco de maracujá', 2, 'caixa']] },
    { said: 'um achocolatado de caixinha de morango', add: [['Achocolatado de morango', 1, 'caixa']] },
    // any container said last, or with only words said of it after it; a product named by its package stays
    { said: 'um requeijão de copo e pão', add: [['Requeijão', 1, 'copo'], 'Pão'] },
    { said: 'um suco de uva de garrafa', add: [['Suco de uva', 1, 'garrafa']] },
    { said: 'uma pomada de assadura de tubo pequeno', add: [['Pomada de assadura', 1, 'tubo']] },
    { said: 'a maionese de pote e um café de pacote a vácuo', add: ['Maionese', ['Café', 1, 'pacote']] },
    { said: 'um doce de leite de pote', add: [['Doce de leite', 1, 'pote']] },
    {
      said: 'um leite de caixa uma manteiga de garrafa e um limpador de vidro',
      add: [['Leite', 1, 'caixa'], 'Manteiga de garrafa', 'Limpador de vidro'],
    },
  ],
  'purpose-left-in-name': [
    { said: 'um sabonete pra pele seca e um creme pra mãos', add: ['Sabonete', 'Creme'] },
    { said: 'biscoito pra cachorro e ração', add: ['Biscoito', 'Ração'] },
    { said: 'um xampu pra cachorro e uma escova', add: ['Xampu', 'Escova'] },
  ],
  'whose-left-in-name': [
    { said: 'o desodorante do lucas e leite', add: ['Desodorante', 'Leite'] },
    { said: 'o xampu do gato e areia', add: ['Xampu', 'Areia'] },
    // a nickname in lower case, a title and a name (own6)
    { said: 'o desodorante da mari e o shampoo do gui', add: ['Desodorante', 'Shampoo'] },
    { said: 'o pão da dona maria e leite', add: ['Pão', 'Leite'] },
    // a product word written with a capital after a food is a name too; an origin stays (own6)
    { said: 'o patê da Pipoca dois sachês e o leite do Biscoito', add: [['Patê', 2, 'sachê'], 'Leite'] },
    { said: 'o queijo da Canastra e o iogurte da Amora', add: ['Queijo da canastra', 'Iogurte'] },
    // a pet's name in lower case after a product only for pets, and pets other than dogs and cats (pur68)
    { said: 'coleira do rex azul e petisco do bob', add: ['Coleira', 'Petisco'] },
    { said: 'um saco de ração do thor e areia da calopsita', add: [['Ração', 1, 'saco'], 'Areia'] },
    { said: 'petisco da tartaruga e ração de gato', add: ['Petisco', 'Ração de gato'] },
    // a group at home said in the plural after "dos/das" (pur68)
    { said: 'a cerveja dos adultos dois fardos e o leite das gêmeas', add: [['Cerveja', 2, 'fardo'], 'Leite'] },
    // a name shaped like a gerund is no talk ("do Orlando", "do fernando", pur68)
    { said: 'o sabonete do Orlando e a cerveja do fernando um fardo', add: ['Sabonete', ['Cerveja', 1, 'fardo']] },
    { said: 'a escova de cabelo da Bia', add: ['Escova de cabelo'] },
    // a name the recogniser wrote with a capital letter, kin after "de", "dele/dela"
    { said: 'o achocolatado do Kauã e a granola da Duda', add: ['Achocolatado', 'Granola'] },
    { said: 'o café de mainha e o biscoito da tia Neide', add: ['Café', 'Biscoito'] },
    { said: 'o creme dela de cabelo cacheado', add: ['Creme de cabelo cacheado'] },
    // what still describes the item stays; a thing of theirs said before the name goes
    { said: 'o iogurte da Maria Eduarda desnatado', add: ['Iogurte desnatado'] },
    { said: 'o suco da bolsa do Theo duas caixinhas', add: [['Suco', 2, 'caixa']] },
    // a capitalised place of origin, a "de" with another person or a brand stays
    { said: 'o queijo do Reino do Caio e a farinha da Terra', add: ['Queijo do reino', 'Farinha da terra'] },
    { said: 'a fralda de bebê da Lívia', add: ['Fralda de bebê'] },
    // a capitalised product word after a thing is a name (look6)
    { said: 'a coleira anti pulga da Mel e o xampu da Rosa', add: ['Coleira anti pulga', 'Xampu'] },
    // another item of the same product written otherwise does not keep whose it is
    { said: 'tinta branca e a tinta spray do Otávio', add: ['Tinta branca', 'Tinta spray'] },
  ],
  'look-of-a-thing': [
    // a tape named by its use: its colour is only how it looks (`TAPE_USES`, i27g); a satin ribbon keeps it
    {
      said: 'um rolo de fita crepe amarela uma fita de presente dourada e uma fita de cetim azul',
      add: [['Fita crepe', 1, 'rolo'], 'Fita de presente', 'Fita de cetim azul'],
    },
    // a paper named by its use is no thing bought by its colour; one named by colour is (issue 27)
    {
      said: 'dois rolos de papel alumínio prateado e um pacote de papel crepom azul',
      add: [
        ['Papel alumínio', 2, 'rolo'],
        ['Papel crepom azul', 1, 'pacote'],
      ],
    },
    // a pattern of a thing, as its colour (look69)
    { said: 'um pano de prato listrado e um rodo', add: ['Pano de prato', 'Rodo'] },
    // many colours at once, as one colour (issue 27)
    {
      said: 'um pacote de grampo de cabelo colorido e uma vassoura',
      add: [['Grampo de cabelo', 1, 'pacote'], 'Vassoura'],
    },
    { said: 'uma colcha florida e um travesseiro', add: ['Colcha', 'Travesseiro'] },
    // after the number that names a thing bought by colour, its colour is how it looks (look68b)
    { said: 'uma vela número nove dourada e um bolo', add: ['Vela número nove', 'Bolo'] },
    // a colour said with "cor" (look68b); a texture of a thing may name its kind ("escova de dente macia")
    { said: 'uma toalha de banho cor de rosa e um sabonete', add: ['Toalha de banho', 'Sabonete'] },
    { said: 'uma toalha de rosto na cor azul e um chinelo', add: ['Toalha de rosto', 'Chinelo'] },
    { said: 'uma escova de dente macia cor de rosa', add: ['Escova de dente macia'] },
    { said: 'pano de chão cinza e esponja amarela', add: ['Pano de chão', 'Esponja'] },
    { said: 'um balde vermelho e uvas verdes', add: ['Balde', 'Uvas verdes'] },
    { said: 'feijão preto e saco de lixo azul', add: ['Feijão preto', 'Saco de lixo'] },
    { said: 'copo descartável transparente cem', add: [['Copo descartável', 100, null]] },
  ],
  'not-done-yet': [
    { said: 'um frango inteiro sem temperar e uma couve', add: ['Frango inteiro', 'Couve'] },
    { said: 'abacaxi sem descascar e café sem açúcar', add: ['Abacaxi', 'Café sem açúcar'] },
  ],
  'how-produce-is': [
    {
      said: 'um maço de cheiro verde fresco e uma sardinha fresca',
      add: [['Cheiro verde', 1, 'maço'], 'Sardinha fresca'],
    },
    { said: 'três cabeças de alho graúdas e um queijo fresco', add: [['Alho', 3, 'cabeça'], 'Queijo fresco'] },
  ],
  'brand-not-named': [
    {
      said: 'um pacote de café pilão não que tá caro pega o da marca do mercado dois pacotes',
      add: [['Café', 2, 'pacote']],
    },
    { said: 'um leite ninho não que tá caro pega o da marca do mercado', add: ['Leite'] },
  ],
  'whose-or-for-said-with-do': [
    // a pet's product the lexicon has no product word of, and a pet named like a food (issue 27)
    { said: 'o vermífugo da pipoca e um sabão', add: ['Vermífugo', 'Sabão'] },
    { said: 'a comida do peixinho e dois limões', add: ['Comida', ['Limões', 2, null]] },
    // a flavour of the product said last after what it is for stays (issue 27)
    { said: 'o amaciante da área aquele de lavanda três', add: [['Amaciante de lavanda', 3, null]] },
    // a thing said smaller than the categoriser knows it (issue 27)
    { said: 'as pilhinhas do controle e um pão', add: ['Pilhinhas', 'Pão'] },
    // a name said in lower case, a pet's name, a thing's use, a meal (issue 27)
    { said: 'o pão de queijo da tatá e o suco do joca', add: ['Pão de queijo', 'Suco'] },
    { said: 'a areia da pipoquinha e o petisco do bidu', add: ['Areia', 'Petisco'] },
    { said: 'a pilha do controle do portão e a vela do bolo', add: ['Pilha', 'Vela'] },
    {
      said: 'o iogurte do lanche o presunto da marmita e o leite do café da manhã',
      add: ['Iogurte', 'Presunto', 'Leite'],
    },
    // an origin and a food after a food stay
    {
      said: 'o biscoito da tatá meio quilo de bacalhau do porto um cravo da índia e uma coxinha da asa',
      add: ['Biscoito', ['Bacalhau do porto', 0.5, 'kg'], 'Cravo da índia', 'Coxinha da asa'],
    },
  ],
  'food-package-material': [
    {
      said: 'um quilo de feijão daquele de plástico e um lenço de papel',
      add: [['Feijão', 1, 'kg'], 'Lenço de papel'],
    },
  ],
  'looks-said-last': [
    // a thing known by the categoriser's aisle only (issue 27)
    { said: 'duas laranjas e uma mochila pequena verde', add: [['Laranjas', 2, null], 'Mochila'] },
    { said: 'três abobrinhas italianas compridas e um limão', add: [['Abobrinhas italianas', 3, null], 'Limão'] },
    {
      said: 'um quilo de batata inglesa miúda e um maço de salsinha',
      add: [
        ['Batata inglesa', 1, 'kg'],
        ['Salsinha', 1, 'maço'],
      ],
    },
    { said: 'uma abóbora pequena inteira e um queijo prato separado', add: ['Abóbora', 'Queijo prato'] },
    // a plural size after a plural noun says which ones it is for; "inteiro" right after a colour of a food stays
    {
      said: 'um pacote de vagem comprida uma ração de dois quilos filhote raças pequenas e um melão amarelo inteiro',
      add: [['Vagem', 1, 'pacote'], 'Ração filhote raças pequenas', 'Melão amarelo inteiro'],
    },
  ],
};
