import type { RuleExamples } from './rule-example';

/**
 * Examples of the situation pass's rules (`situation-talk.ts`), by rule name: what is said,
 * the list it is said to (empty when left out) and what the engine must answer. Each example
 * runs as a test of its rule (test/unit/speech/rules.test.ts), which also checks that the rule
 * fires on it.
 */
export const SITUATION_EXAMPLES: RuleExamples = {
  // (Items dismissed before "então só", "aqui pega": none is bought; what follows the turn is.)
  'dismissed-before-only-these': [
    {
      said: 'não precisa comprar queijo que a lu trouxe de minas então só arroz e dois quilos de feijão',
      add: ['Arroz', ['Feijão', 2, 'kg']],
    },
    { said: 'não põe cerveja que o beto traz então só carvão e sal grosso', add: ['Carvão', 'Sal grosso'] },
    // (A bare "só" and a list after the reason is the turn too; "é só osso pega …" is no list.)
    {
      said: 'o sabonete não precisa que a gente tem uma caixa só pasta de dente e fio dental',
      add: ['Pasta de dente', 'Fio dental'],
    },
    {
      said: 'não compra detergente que sobrou dois frascos só esponja e pano de chão',
      add: ['Esponja', 'Pano de chão'],
    },
    {
      said: 'arroz feijão e óleo a minha mãe traz então só pega pão e leite',
      add: ['Pão', 'Leite'],
    },
    {
      said: 'morango uva kiwi essas coisas não precisa que a vizinha traz da chácara então põe leite e café',
      add: ['Leite', 'Café'],
    },
    // (Someone brings or delivers it, or the speaker buys it elsewhere; what is had, counted, is no item.)
    {
      said: 'o carvão o vizinho traz e o gelo ainda tem dois sacos no freezer então pega só três quilos de fraldinha',
      add: [['Fraldinha', 3, 'kg']],
    },
    {
      said: 'a cerveja não precisa que o primo vai trazer e o gelo o posto entrega então pega duas farofas',
      add: [['Farofas', 2, null]],
    },
    { said: 'o peixe a gente pega na peixaria então só leva limão e coentro', add: ['Limão', 'Coentro'] },
    {
      said: 'a verdura não precisa que o sítio do tio manda toda semana então só anota café e filtro de papel',
      add: ['Café', 'Filtro de papel'],
    },
    // (Said "não precisa", one on the list is taken off it.)
    {
      said: 'o azeite não precisa que a vó trouxe do sítio e o vinagre também tem então só pega alface e tomate',
      list: ['Azeite', 'Arroz'],
      add: ['Alface', 'Tomate'],
      remove: ['Azeite'],
    },
    { said: 'o vinho não isso eu compro na adega aqui é só queijo e pão', add: ['Queijo', 'Pão'] },
    { said: 'feijão ainda tem um pacote arroz também então pega óleo', add: ['Óleo'] },
    { said: 'sal açúcar ainda tem não precisa então só dois quilos de tomate', add: [['Tomate', 2, 'kg']] },
    {
      said: 'o detergente não precisa tem três no armário e a esponja também tá sobrando então só pega sabão em pó e água sanitária',
      add: ['Sabão em pó', 'Água sanitária'],
    },
    { said: 'o sabão em pó é no atacado e o amaciante também então põe só esponja', add: ['Esponja'] },
    { said: 'a carne pra comprar no açougue então aqui só arroz e feijão', add: ['Arroz', 'Feijão'] },
    {
      said: 'o shampoo é da farmácia isso é outra loja aqui no mercado só arroz feijão e macarrão',
      add: ['Arroz', 'Feijão', 'Macarrão'],
    },
    {
      said: 'leite condensado não precisa que a tia faz o doce e o creme de leite também tem então só pega farinha e fermento',
      add: ['Farinha', 'Fermento'],
    },
    {
      said: 'vela e fósforo é coisa da loja de festa deixa quieto aqui pega um saco de gelo e dois refrigerantes',
      add: [
        ['Gelo', 1, 'saco'],
        ['Refrigerantes', 2, null],
      ],
    },
    {
      said: 'a picanha a gente compra no açougue do bairro e o pão na padaria aqui é só um quilo de sal grosso e uma farofa',
      add: [['Sal grosso', 1, 'kg'], 'Farofa'],
    },
  ],
  'product-then-kind-asked': [
    // after "acabou", a kind said already is replaced
    { said: 'o sabonete de erva doce acabou pega o de aveia e shampoo', add: ['Sabonete de aveia', 'Shampoo'] },
    { said: 'o leite pega o de soja e pão', add: ['Leite de soja', 'Pão'] },
    { said: 'a manteiga pega a sem sal', add: ['Manteiga sem sal'] },
    { said: 'o sabonete tá acabando compra o de glicerina e uma esponja', add: ['Sabonete de glicerina', 'Esponja'] },
    { said: 'o requeijão acabou pega o light e pão', add: ['Requeijão light', 'Pão'] },
    // a change of mind after it revises that kind
    {
      said: 'o condicionador acabou pega o de coco ah não coco o léo disse que pesa pega o de argan',
      add: ['Condicionador de argan'],
    },
    // after what is still had, another item said to have run out is to buy
    { said: 'o café ainda tem o açúcar acabou pega o refinado', add: ['Açúcar refinado'] },
  ],
  'reason-then-kind-asked': [
    // after what is had, or "então não pega" said of it, the next item's reason and kind (not someone providing it)
    {
      said: 'o arroz ainda tem e o sabonete de lavanda a bia disse que dá alergia pega o de aveia',
      add: ['Sabonete de aveia'],
    },
    {
      said: 'o arroz ainda tem então não pega e o sabonete de lavanda a bia disse que dá alergia pega o de aveia e pão',
      add: ['Sabonete de aveia', 'Pão'],
    },
    // the reason names the kind again, then "então"/"melhor" and another kind alone
    { said: 'um queijo minas o beto falou que o minas tá caro então prato', add: ['Queijo prato'] },
    {
      said: 'duas garrafas de cerveja artesanal o téo disse que artesanal é cara então pilsen e gelo',
      add: [['Cerveja pilsen', 2, 'garrafa'], 'Gelo'],
    },
    {
      said: 'um sabonete de lavanda a bia disse que dá alergia põe o de aveia e xampu',
      add: ['Sabonete de aveia', 'Xampu'],
    },
    { said: 'o iogurte de morango a ju falou que enjoou pega o de coco', add: ['Iogurte de coco'] },
  ],
  'called-by-title': [
    { said: 'anota aí dona cida uma couve flor e um brócolis', add: ['Couve flor', 'Brócolis'] },
    { said: 'pega seu zé dois quilos de arroz', add: [['Arroz', 2, 'kg']] },
  ],
  'bought-at-another-shop': [
    {
      said: 'anota leite e um pacote de café e o pão francês não esse a gente compra na padaria da esquina',
      add: ['Leite', ['Café', 1, 'pacote']],
    },
    // "não isso/esse", who buys it there or "é (lá)", the shop: the item goes, "aqui (só)" and "mas" too
    {
      said: 'arroz feijão e a ração não isso é do pet shop pega aqui dois quilos de açúcar',
      add: ['Arroz', 'Feijão', ['Açúcar', 2, 'kg']],
    },
    { said: 'leite e o dorflex não esse eu compro na drogaria aqui só pão de forma', add: ['Leite', 'Pão de forma'] },
    {
      said: 'a lâmpada não isso é da loja de material de construção pega dois sacos de arroz',
      add: [['Arroz', 2, 'saco']],
    },
    { said: 'chinelo não é aqui mas pasta de dente dois tubos', add: [['Pasta de dente', 2, 'tubo']] },
    // the shop's name runs to a product said after it
    { said: 'a torta não essa é da padaria da esquina suco de uva e guardanapo', add: ['Suco de uva', 'Guardanapo'] },
    {
      said: 'um quilo de carne e o peixe não esse a gente pega lá na peixaria do porto aqui pega limão',
      add: [['Carne', 1, 'kg'], 'Limão'],
    },
    { said: 'farinha e o gás não esse é lá do depósito da esquina', add: ['Farinha'] },
    // a shop said without its link after the pointer; a pause word before it
    { said: 'papel de presente não isso é papelaria chocolate e bombom', add: ['Chocolate', 'Bombom'] },
    { said: 'o chinelo não peraí isso é loja de calçado pega sabonete', add: ['Sabonete'] },
  ],
  'not-but-that': [
    { said: 'refrigerante não mas suco dois litros', add: [['Suco', 2, 'l']] },
    { said: 'arroz e a cerveja não mas um vinho tinto', add: ['Arroz', 'Vinho tinto'] },
    { said: 'pão não mas pega leite', add: ['Leite'] },
  ],
  'kind-before-examples': [
    { said: 'pega umas bebidas pra festa tipo guaraná e cerveja', add: ['Guaraná', 'Cerveja'] },
    { said: 'compra verdura tipo alface e rúcula', add: ['Alface', 'Rúcula'] },
    {
      said: 'leva umas besteiras pro cinema tipo dois salgadinhos e chocolate',
      add: [['Salgadinhos', 2, null], 'Chocolate'],
    },
  ],
  'removal-said-again': [
    {
      said: 'cancela o vinho ela não bebe risca ele e põe suco de uva',
      list: ['Vinho', 'Pão'],
      add: ['Suco de uva'],
      remove: ['Vinho'],
    },
    {
      said: 'tira a linguiça ninguém aqui come tira ela e põe dois quilos de frango',
      list: ['Linguiça'],
      add: [['Frango', 2, 'kg']],
      remove: ['Linguiça'],
    },
    {
      said: 'apaga o detergente a gente ainda tem tira ele e coloca esponja',
      list: ['Detergente'],
      add: ['Esponja'],
      remove: ['Detergente'],
    },
  ],
  'not-forget-item-again': [
    { said: 'um mamão não esquece o mamão que tá verde põe uma pera', add: ['Pera'] },
    {
      said: 'um pacote de bacon não esquece o bacon a médica falou que ele tá com colesterol alto pega peito de peru',
      add: ['Peito de peru'],
    },
    {
      said: 'arroz cinco quilos duas mangas não esquece manga a vizinha disse que tá cheia de bicho então só banana prata uma dúzia',
      add: [
        ['Arroz', 5, 'kg'],
        ['Banana prata', 12, null],
      ],
    },
    { said: 'um vinho tinto não esquece o vinho o rodrigo falou que ninguém bebe então cerveja', add: ['Cerveja'] },
  ],
  'check-asked-first': [
    // a check asked of an item with its article: its words go; the answer turns the item down (mind27)
    {
      said: 'vê aí se o bacalhau tá em promoção não tá não oitenta o quilo então pega um quilo de cação',
      add: [['Cação', 1, 'kg']],
    },
    {
      said: 've se a costela tá barata não tá não então leva dois quilos de acém e um limão',
      add: [['Acém', 2, 'kg'], 'Limão'],
    },
  ],
  'almost-forgot': [
    {
      said: 'um pacote de arroz quase ia esquecendo e dois litros de leite',
      add: [
        ['Arroz', 1, 'pacote'],
        ['Leite', 2, 'l'],
      ],
    },
    {
      said: 'duas cebolas ah já ia esquecendo um vidro de azeitona',
      add: [
        ['Cebolas', 2, null],
        ['Azeitona', 1, 'vidro'],
      ],
    },
  ],
  'changed-mind-without-no': [
    // someone's reason after what the speaker meant is left to this rule, not to reported speech (i27g)
    {
      said: 'eu ia pegar picanha mas o pessoal prefere fraldinha então dois quilos de fraldinha e sal grosso',
      add: [['Fraldinha', 2, 'kg'], 'Sal grosso'],
    },
    // a price opened by "olha o preço"; a new choice said with its article and a word of no product; only another
    // kind asked for revises what was meant (i27g)
    {
      said: 'eu ia pegar o vinho chileno mas olha o preço oitenta reais a garrafa leva o argentino e um queijo',
      add: ['Vinho argentino', 'Queijo'],
    },
    {
      said: 'ia pegar o leite ninho mas olha o preço trinta reais a lata leva leite em pó itambé duas latas e pão',
      add: [['Leite em pó itambé', 2, 'lata'], 'Pão'],
    },
    // someone's report after what was meant ("ia colocar … mas a médica disse que não precisa") is the reason,
    // not a report of what not to buy: `someone-reports` stands back (mind27)
    {
      said: 'ia colocar refrigerante pro Caio mas o dentista disse que não precisa põe suco de laranja mesmo um litro e bolacha',
      add: [['Suco de laranja', 1, 'l'], 'Bolacha'],
    },
    // "qualquer" after the new choice says any one of the kind: it ends no name (`TRAILING_NOISE`, mind27)
    {
      said: 'eu ia levar o sabonete dove mas tá nove reais leva um sabonete qualquer e uma esponja',
      add: ['Sabonete', 'Esponja'],
    },
    // a look at the price opens the reason (mind27)
    {
      said: 'ia pegar o atum gomes da costa mas olha o preço doze reais a lata leva atum coqueiro três latas e um milho',
      add: [['Atum coqueiro', 3, 'lata'], 'Milho'],
    },
    // the new choice said with what makes it cheaper, then its amount (mind27)
    {
      said: 'eu ia levar o biscoito trakinas mas tá oito reais o pacote leva o biscoito bauducco que tá em oferta dois pacotes',
      add: [['Biscoito bauducco', 2, 'pacote']],
    },
    {
      said: 'a Bia pediu pepsi de dois litros mas refrigerante não que ela tá de dieta leva suco de uva',
      add: ['Suco de uva'],
    },
    {
      said: 'eu ia levar salmão pro jantar mas salmão tá um absurdo então pega um quilo de tilápia e dois limões',
      add: [
        ['Tilápia', 1, 'kg'],
        ['Limões', 2, null],
      ],
    },
    {
      said: 'queijo brie eu ia pegar mas a Sônia disse que ninguém aqui gosta pega um pedaço de queijo minas e duas baguetes',
      add: ['Queijo minas', ['Baguetes', 2, null]],
    },
    {
      said: 'suco de caixinha a gente ia levar mas o Beto acha que tem muito açúcar leva seis laranjas e um pacote de aveia',
      add: [
        ['Laranjas', 6, null],
        ['Aveia', 1, 'pacote'],
      ],
    },
    {
      said: 'eu queria picanha mas o Zé disse que tá cara então faz frango assado pega dois quilos de coxa',
      add: [['Coxa', 2, 'kg']],
    },
    { said: 'eu ia pedir pizza mas o Léo disse que tá caro então faz pão de queijo', add: ['Pão de queijo'] },
    {
      said: 'o Henrique quer refrigerante mas a mãe disse que faz mal pros dentes então pega suco de uva',
      add: ['Suco de uva'],
    },
    {
      said: 'a Lia quer bolacha recheada mas o dentista falou que estraga o dente então leva biscoito de polvilho',
      add: ['Biscoito de polvilho'],
    },
    // the kind said first as the topic; a purpose said first; "pensei numa", "era pra ser"
    { said: 'refrigerante eu queria coca mas a bia falou que faz mal então pega um suco de uva', add: ['Suco de uva'] },
    {
      said: 'pra janta de domingo pensei numa pizza mas o léo disse que enjoou então carne moída um quilo e queijo ralado',
      add: [['Carne moída', 1, 'kg'], 'Queijo ralado'],
    },
    { said: 'era pra ser salmão mas o quilo tá caro então pega tilápia meio quilo', add: [['Tilápia', 0.5, 'kg']] },
    { said: 'queria salmão mas o quilo tá noventa reais põe tilápia', add: ['Tilápia'] },
    {
      said: 'eu ia comprar cerveja mas o médico cortou o álcool então refrigerante e gelo',
      add: ['Refrigerante', 'Gelo'],
    },
    { said: 'a gente ia levar pão de queijo mas ninguém gosta aqui leva broa', add: ['Broa'] },
    // "só que", "porém"; "melhor" and what to do instead ends the reason
    { said: 'eu ia pôr cerveja artesanal só que ninguém toma melhor levar cerveja comum', add: ['Cerveja comum'] },
    {
      said: 'eu queria pegar iogurte grego porém a nutricionista cortou melhor levar iogurte natural',
      add: ['Iogurte natural'],
    },
    {
      said: 'eu ia levar costela mas o açougueiro disse que tá dura então vamos de alcatra dois quilos',
      add: [['Alcatra', 2, 'kg']],
    },
    {
      said: 'a minha mãe pediu goiabada mas ela tá de dieta então põe uma gelatina diet e duas maçãs',
      add: ['Gelatina diet', ['Maçãs', 2, null]],
    },
    { said: 'queria comprar salmão só que tá caríssimo melhor levar tilápia um quilo', add: [['Tilápia', 1, 'kg']] },
    { said: 'o joão pediu pra levar linguiça mas essa dá azia nele então leva frango', add: ['Frango'] },
    {
      said: 'pensei em cerveja mas o joão parou de beber troca por um refrigerante de dois litros',
      add: ['Refrigerante'],
    },
  ],
  'but-before-request': [
    {
      said: 'o açougue é outra coisa lá eu compro a carne mas aqui no mercado pega dois limões',
      add: [['Limões', 2, null]],
    },
    { said: 'o peixe eu pego com o pescador mas traz um limão', add: ['Limão'] },
  ],
  'rejected-with-reason': [
    // the next item said with "um quilo e meio": the "e" is the amount's (i27g)
    {
      said: 'põe um quilo de alcatra não que o Beto acha alcatra muito seca pega um quilo e meio de fraldinha e farofa',
      add: [['Fraldinha', 1.5, 'kg'], 'Farofa'],
    },
    // who the rejected item was for, said last, goes with it; a reason naming another product goes too (mind27)
    {
      said: 'iogurte de morango pra Lívia não ela disse que agora come iogurte natural que é mais saudável então quatro potes de iogurte natural e mel',
      add: [['Iogurte natural', 4, 'pote'], 'Mel'],
    },
    // a variety named with a fruit's word stays one product ("tomate caqui", `COMPOUND_ITEMS`), so "não" takes it
    // back whole (mind27)
    {
      said: 'pega meio quilo de tomate caqui bem vermelho não o tomate caqui tá passado hoje pega um quilo de tomate italiano e um pepino',
      add: [['Tomate italiano', 1, 'kg'], 'Pepino'],
    },
    // too much or too little for someone, the copula dropped (`AMOUNT_JUDGEMENTS`, i27b)
    {
      said: 'uma melancia de dez quilos não é muito pra nós dois pega um melão e um abacaxi',
      add: ['Melão', 'Abacaxi'],
    },
    // where it is sold ("vende", `REASON_VERBS`) is a reason too (i27b)
    {
      said: 'pega um queijo coalho não queijo coalho só vende na praia esquece põe queijo minas e pão',
      add: ['Queijo minas', 'Pão'],
    },
    // the item said again right after "não": its reason may take longer to reach its verb (i27b)
    {
      said: 'um pacote de salgadinho não salgadinho toda festa fica jogado no chão o pai reclamou pega pipoca',
      add: ['Pipoca'],
    },
    // ("a sua avó": a possessive of the one spoken to leads the person, the reason's, not a report.)
    { said: 'anota margarina não a sua avó falou que aquela margarina é só gordura põe manteiga', add: ['Manteiga'] },
    // the reason ends at a request for only another kind, said with a container and its size (kind66)
    {
      said: 'um saco de feijão de um quilo preto não o zé disse que preto pesa pega um saco de um quilo carioca e arroz',
      add: [['Feijão carioca', 1, 'saco'], 'Arroz'],
    },
    {
      said: 'um pacote de arroz de cinco quilos integral não a vó reclama que demora pega um pacote de cinco quilos tipo dois',
      add: [['Arroz tipo dois', 1, 'pacote']],
    },
    // "não esse/essa" and an intensified judgement, the copula dropped (`JUDGING_INTENSIFIERS`, rsn68)
    { said: 'pega um iogurte de morango não esse é muito doce pega maçã e granola', add: ['Maçã', 'Granola'] },
    // the item said again after "não", a reason ("dá", as written, is a verb: `WRITTEN_VERBS`), then another
    // product said with its amount and no request: the next item (rsn68)
    {
      said: 'lasanha não lasanha dá muito trabalho macarrão dois pacotes e molho',
      add: [['Macarrão', 2, 'pacote'], 'Molho'],
    },
    {
      said: 'torta de frango não torta a vó disse que engorda pão de queijo um quilo e café',
      add: [['Pão de queijo', 1, 'kg'], 'Café'],
    },
    // a cancelling verb said with "não" in the reason is the reason's, no removal (rsn68)
    { said: 'uma esponja não a vó disse que não tira gordura pega bucha e detergente', add: ['Bucha', 'Detergente'] },
    // a swap or removal someone told of ("mandou trocar por", "pediu pra tirar") is the reason's (rsn68)
    { said: 'margarina não o médico mandou trocar por azeite então azeite e pão', add: ['Azeite', 'Pão'] },
    {
      said: 'sal grosso não a nutricionista pediu pra tirar o sal então tempero sem sal e limão',
      add: ['Tempero sem sal', 'Limão'],
    },
    // the item said again with its amount after the reason is its new amount; the items after it stay (rsn68)
    {
      said: 'um frango inteiro não que sobra muito pra nós dois um quilo de frango só e arroz',
      add: [['Frango', 1, 'kg'], 'Arroz'],
    },
    { said: 'duas melancias não que é peso demais pra moto uma melancia só e um melão', add: ['Melancia', 'Melão'] },
    // (a request someone said in the reason is the reason's when the item is said again after it)
    {
      said: 'refrigerante não a mãe disse que é melhor comprar suco um litro de suco de uva e gelo',
      add: [['Suco de uva', 1, 'l'], 'Gelo'],
    },
    // (its kind may follow it)
    { said: 'cerveja preta não a mãe acha amarga uma cerveja clara e amendoim', add: ['Cerveja clara', 'Amendoim'] },
    {
      said: 'chá de hortelã não o vô disse que prefere camomila uma caixa de chá de camomila e mel',
      add: [['Chá de camomila', 1, 'caixa'], 'Mel'],
    },
    // a brand said alone after "então" is asked for as said, not as the rejected product's brand (rsn68)
    {
      said: 'detergente ypê não a mãe acha que o limpol rende mais então limpol e uma esponja',
      add: ['Limpol', 'Esponja'],
    },
    {
      said: 'um pacote de café pilão não a mãe disse que o melitta rende mais então dois pacotes de melitta e filtro',
      add: [['Melitta', 2, 'pacote'], 'Filtro'],
    },
    // a judgement said with the copula dropped (`JUDGING_WORDS`), or where else it is bought and why, opens
    // the reason (rsn68)
    {
      said: 'um fardo de água não é pesado demais pra subir a escada pega dois galões de suco',
      add: [['Suco', 2, 'galão']],
    },
    {
      said: 'bolo de chocolate não o da confeitaria da esquina é melhor encomenda lá põe vela e guardanapo',
      add: ['Vela', 'Guardanapo'],
    },
    {
      said: 'um pacote de carvão não é no posto que sai mais em conta pega só gelo e sal grosso',
      add: ['Gelo', 'Sal grosso'],
    },
    // after the reason, a request for a word the lexicon does not know, said with its amount, restarts (rsn68)
    {
      said: 'requeijão não a tia diz que engorda pega cottage 200 gramas e ricota',
      add: [['Cottage', 200, 'g'], 'Ricota'],
    },
    {
      said: 'mortadela não o pai falou que tem muita gordura leva o sadia um pacote e pão',
      add: [['Sadia', 1, 'pacote'], 'Pão'],
    },
    // someone who will make it, after "não", is the reason (talk6)
    { said: 'um pudim não pudim a vó vai fazer pega sorvete e calda', add: ['Sorvete', 'Calda'] },
    // an opinion ending the reason, then "então" and the next item (talk6)
    {
      said: 'um pote de sorvete não o médico disse que fruta é melhor então banana uma dúzia e um melão',
      add: [['Banana', 12, null], 'Melão'],
    },
    { said: 'refrigerante não a vó acha que suco é melhor então suco de uva e gelo', add: ['Suco de uva', 'Gelo'] },
    // the rejected item named in other words, then a dislike; "melhor" and the next item restart
    {
      said: 'um pacote de salsicha não linguiça de frango a bia não come melhor um quilo de presunto',
      add: [['Presunto', 1, 'kg']],
    },
    { said: 'pega nescau não a vó disse que tá caro melhor um toddy', add: ['Toddy'] },
    // an amount said plainly after the product before is that one's (amount66)
    {
      said: 'batata um quilo cenoura dois não cenoura ninguém come pega beterraba dois',
      add: [
        ['Batata', 1, 'kg'],
        ['Beterraba', 2, null],
      ],
    },
    // (How someone is, the copula dropped: `REASON_STATES`.)
    { said: 'pega amendoim não o joão é alérgico pega castanha', add: ['Castanha'] },
    { said: 'põe pão comum não a vó é diabética põe pão integral', add: ['Pão integral'] },
    // (Only another kind asked for after the reason revises the item: `kindOnlyAsked`.)
    {
      said: 'uma pizza de calabresa não a calabresa tá cara põe duas de muçarela',
      add: [['Pizza de muçarela', 2, null]],
    },
    // (The same product said earlier in the run goes with the one rejected: `takeBack` in extract-speech.ts.)
    { said: 'duas cervejas e um queijo ah cerveja não que o joão traz pega vinho', add: ['Queijo', 'Vinho'] },
    { said: 'um pacote de fralda e lenço ah fralda não que a vó deu pega pomada', add: ['Lenço', 'Pomada'] },
    {
      said: 'pega bife à milanesa não a Lu disse que tem muita fritura então faz peixe assado dois quilos e arroz',
      add: [['Peixe assado', 2, 'kg'], 'Arroz'],
    },
    { said: 'põe azeitona não esquece que a Carla detesta azeitona pega palmito', add: ['Palmito'] },
    {
      said: 'leva coentro não esquece que o meu marido odeia coentro leva salsinha e cebola',
      add: ['Salsinha', 'Cebola'],
    },
    {
      said: 'pega uma torta de limão não a do seu joão sai mais barata e é mais gostosa então só chantilly e dois potes de sorvete',
      add: ['Chantilly', ['Sorvete', 2, 'pote']],
    },
    { said: 'põe manteiga não pera a gente tem põe margarina', add: ['Margarina'] },
    { said: 'pega refrigerante não açúcar não a médica cortou pega suco de uva', add: ['Suco de uva'] },
    { said: 'coloca linguiça não gordura não o pai tá de dieta põe peito de peru', add: ['Peito de peru'] },
    {
      said: 'põe o requeijão não a minha sogra falou que o requeijão de lá é ruim põe cream cheese e torrada',
      add: ['Cream cheese', 'Torrada'],
    },
    {
      said: 'pega a mortadela não não tá caríssima hoje pega presunto duzentos gramas e pão',
      add: [['Presunto', 200, 'g'], 'Pão'],
    },
    {
      said: 'leva o chocolate não porque o médico cortou o doce do vô leva gelatina diet e uva',
      add: ['Gelatina diet', 'Uva'],
    },
    {
      said: 'um pacote de bacon não pera o marcelo parou de comer carne vermelha então põe peito de peru e queijo',
      add: ['Peito de peru', 'Queijo'],
    },
    {
      said: 'bota o vinho tinto não que a tua prima não bebe vinho tá grávida bota suco de uva e água com gás',
      add: ['Suco de uva', 'Água com gás'],
    },
    { said: 'pega o shampoo não tá caro demais esquece pega sabonete e desodorante', add: ['Sabonete', 'Desodorante'] },
    {
      said: 'leva a picanha não a carne no açougue tá mais barata leva só carvão e sal grosso',
      add: ['Carvão', 'Sal grosso'],
    },
    {
      said: 'coloca amendoim não o menino tem alergia a amendoim coloca castanha de caju e uva passa',
      add: ['Castanha de caju', 'Uva passa'],
    },
    {
      said: 'bota um litro de leite integral não não a médica do pai mandou cortar gordura bota leite desnatado e café',
      add: ['Leite desnatado', 'Café'],
    },
    { said: 'coloca picanha ah não picanha tá muito cara põe fraldinha', add: ['Fraldinha'] },
    // a request for an amount alone after the reason changes the amount, not the item
    {
      said: 'seis latas de cerveja não espera a cerveja tá cara demais pega só três e um refrigerante',
      add: [['Cerveja', 3, 'lata'], 'Refrigerante'],
    },
    { said: 'seis cervejas não espera a cerveja tá cara demais pega só três', add: [['Cervejas', 3, null]] },
    // the item said again between "não" and whoever gives the reason
    {
      said: 'bota presunto não espera presunto a minha mãe disse que é salgado demais põe queijo branco',
      add: ['Queijo branco'],
    },
    { said: 'refrigerante não a médica cortou o açúcar dele então suco de uva', add: ['Suco de uva'] },
    { said: 'bota cerveja não pensando bem o pessoal não bebe mais então refrigerante', add: ['Refrigerante'] },
    {
      said: 'arroz e feijão e uma lata de azeite não amor o azeite tá um absurdo de caro leva óleo de soja e sal',
      add: ['Arroz', 'Feijão', 'Óleo de soja', 'Sal'],
    },
  ],
  'amount-rejected-with-reason': [
    // the amount said again after "não", its reason, then the new amount in a unit of the run (rsn68)
    {
      said: 'uma caixa de água de doze garrafinhas não doze é pouco são quinze pessoas duas caixas e gelo',
      add: [['Água', 2, 'caixa'], 'Gelo'],
    },
    {
      said: 'três quilos de carne não três é muito só vem a gente dois quilos e carvão',
      add: [['Carne', 2, 'kg'], 'Carvão'],
    },
  ],
  'change-of-mind-with-reason': [
    // (Someone's judgement against it, with no "não": too much of something, or a bad word; "muito bom" praises.)
    { said: 'e o suco de caju a lu disse que é muito doce pega água de coco', add: ['Água de coco'] },
    { said: 'anota mortadela o zé falou que aquela é ruim pega presunto', add: ['Presunto'] },
    { said: 'pão de forma tá vencido pega bisnaguinha', add: ['Bisnaguinha'] },
    // (A report of someone who judges it is the reason's, not a report of the list: `someone-reports` stands back.)
    { said: 'a margarina o médico falou que faz mal pega manteiga', add: ['Manteiga'] },
    { said: 'o sorvete a mãe falou que é muito caro então picolé', add: ['Picolé'] },
    { said: 'o chocolate o dentista falou que estraga o dente pega uva passa', add: ['Uva passa'] },
    {
      said: 'sabão em pó e o amaciante o jorge falou que o cheiro enjoa pega o sem perfume e uma esponja',
      add: ['Sabão em pó', 'Amaciante sem perfume', 'Esponja'],
    },
    // (Only another kind asked for after it: the kind revises the item.)
    {
      said: 'e o desinfetante de lavanda o joão falou que o cheiro é ruim pega o de limão',
      add: ['Desinfetante de limão'],
    },
    {
      said: 'anota arroz e carne de sol não carne de sol não que o médico cortou o sal pega frango e batata',
      add: ['Arroz', 'Frango', 'Batata'],
    },
    {
      said: 'anota arroz e picanha pensando bem tá cara demais pega fraldinha e carvão',
      add: ['Arroz', 'Fraldinha', 'Carvão'],
    },
    { said: 'pão de forma hum o joão falou que não gosta mais então bisnaguinha', add: ['Bisnaguinha'] },
    { said: 'bota cerveja pensando bem o pessoal não bebe mais então refrigerante', add: ['Refrigerante'] },
    { said: 'picanha tá cara demais então fraldinha', add: ['Fraldinha'] },
    // (Another phrase that takes the item back is read as its "não": `mind-changed-said-as-no`.)
    { said: 'põe queijo prato mudei de ideia a lu disse que engorda põe ricota', add: ['Ricota'] },
  ],
  'package-clause': [
    // what the pack holds after "vem com", then a purpose: no amount, no item
    {
      said: 'um pacote de sabonete de glicerina daquele que vem com quatro pro banho das crianças',
      add: [['Sabonete de glicerina', 1, 'pacote']],
    },
    // after "aquele", any clause says which one ("não tem" here is no "still have")
    {
      said: 'um pacote de lenço umedecido aquele que não tem cheiro e uma pomada',
      add: [['Lenço umedecido', 1, 'pacote'], 'Pomada'],
    },
    {
      said: 'põe aquele achocolatado que tem um coelhinho no pote o arroz do pacote amarelo e o feijão',
      add: ['Achocolatado', 'Arroz', 'Feijão'],
    },
    {
      said: 'bota a cerveja que tem um leão dourado no rótulo o refrigerante daquele que tem tampa verde e um saco de gelo',
      add: ['Cerveja', 'Refrigerante', ['Gelo', 1, 'saco']],
    },
    { said: 'coloca o vinho que vem numa caixa de madeira e a água com gás', add: ['Vinho', 'Água com gás'] },
    { said: 'compra o shampoo daquele que deixa o cabelo macio e o condicionador', add: ['Shampoo', 'Condicionador'] },
    { said: 'a bolacha que a embalagem é roxa o chá e o mel', add: ['Bolacha', 'Chá', 'Mel'] },
  ],
  'not-needed-done': [
    { said: 'pega uma melancia não precisa cortar e duas laranjas', add: ['Melancia', ['Laranjas', 2, null]] },
    { said: 'frango inteiro não precisa limpar e batata', add: ['Frango inteiro', 'Batata'] },
    {
      said: 'um queijo prato não precisa fatiar um pacote de pão de forma',
      add: ['Queijo prato', ['Pão de forma', 1, 'pacote']],
    },
  ],
  'bought-there-said': [
    // (A shop named by its goods, "casa/loja de …", after "lá na".)
    {
      said: 'sabão em pó amaciante e a tomada não essa é lá na loja de material elétrico e um rodo',
      add: ['Sabão em pó', 'Amaciante', 'Rodo'],
    },
    // (After an item said with its article, where else it is bought, with no "não": the items around it stay.)
    { said: 'arroz feijão o queijo é lá da feira e dois litros de leite', add: ['Arroz', 'Feijão', ['Leite', 2, 'l']] },
    { said: 'sabão em pó a ração é da loja de ração e um rodo', add: ['Sabão em pó', 'Rodo'] },
    {
      said: 'pano de chão balde a lâmpada e as pilhas é da loja de material elétrico e o fio também é de lá',
      add: ['Pano de chão', 'Balde'],
    },
  ],
  'not-to-buy-clause': [
    // after a correction, a second product said after the correction's is no longer the correction's (i27g)
    {
      said: 'pega suco de uva não a Lia disse que é doce demais então duas garrafas de água de coco granola não precisa que tem um pote cheio e mel',
      add: [['Água de coco', 2, 'garrafa'], 'Mel'],
    },
    // only another kind asked for with its article after an item of a kind said with "de" revises it (i27g)
    {
      said: 'pega o sabonete de coco não a Bia tem alergia de coco pega o neutro e um shampoo',
      add: ['Sabonete neutro', 'Shampoo'],
    },
    // "então não põe" after the reason says the dropped item again: the items before it stay (i27g)
    {
      said: 'põe suco e o vinho o Beto traz da adega então não põe e pega queijo',
      add: ['Suco', 'Queijo'],
    },
    // "então deixa" after the reason is the clause's (i27g)
    {
      said: 'dois pacotes de fubá mas o leite a Rosa vai mandar então deixa e também um coco',
      add: [['Fubá', 2, 'pacote'], 'Coco'],
    },
    // (A package said with "de" right after a name is that item's, not the next one's, i27g.)
    {
      said: 'três danones de garrafinha aveia não precisa que tem e uma banana',
      add: [['Danones', 3, 'garrafa'], 'Banana'],
    },
    // (The item said again after "mas" and had: the one named before it goes too, the items before stay.)
    {
      said: 'dois iogurtes e um suco pro lanche ela quer também biscoito mas biscoito ainda tem três pacotes e pro joão um pão de queijo',
      add: [['Iogurtes', 2, null], 'Suco', 'Pão de queijo'],
    },
    // (Someone who sent it, after "não precisa" or after "que" and the person's leads: the reason, no report.)
    {
      said: 'o feijão e o arroz não precisa que a minha tia mandou um saco cheio da roça e põe dois quilos de carne',
      add: [['Carne', 2, 'kg']],
    },
    { said: 'o mel a gente não precisa a vó mandou três potes mas o queijo acabou', add: ['Queijo'] },
    // (What someone sent, counted, then "e" and one more item not to buy with its own clause: no correction.)
    {
      said: 'arroz e feijão o mel não precisa que o vizinho mandou dois potes e a rapadura a gente compra na feira',
      add: ['Arroz', 'Feijão'],
    },
    // ("então deixa", "então não precisa" after someone providing it, before more items: the reason's tail.)
    {
      said: 'um pacote de café mas o queijo a tia vai mandar de minas então deixa e também um litro de leite',
      add: [
        ['Café', 1, 'pacote'],
        ['Leite', 1, 'l'],
      ],
    },
    {
      said: 'o carvão o beto compra no posto então não precisa do mercado pega dois pacotes de pão de alho',
      add: [['Pão de alho', 2, 'pacote']],
    },
    // the reason ends where a change of mind said without "não" opens (mind27)
    {
      said: 'o óleo não precisa que a tia tem eu ia pegar pipoca doce mas ele prefere salgada então pega dois pacotes de pipoca salgada e um guaraná',
      add: [['Pipoca salgada', 2, 'pacote'], 'Guaraná'],
    },
    // (One thing had, described as full or closed, holds the item: no item of its own.)
    {
      said: 'arroz não precisa que tem um pote cheio e põe feijão',
      list: ['Arroz'],
      add: ['Feijão'],
      remove: ['Arroz'],
    },
    { said: 'o açúcar não precisa que tem um vidro fechado mas coloca café', add: ['Café'] },
    // ("ainda tem" and then "não precisa": one on the list is taken off it.)
    {
      said: 'o desinfetante ainda tem não precisa e põe um pacote de esponja',
      list: ['Desinfetante', 'Rodo'],
      add: [['Esponja', 1, 'pacote']],
      remove: ['Desinfetante'],
    },
    // (The items said last with their articles and no amount, joined by "e", are not to buy; those before stay.)
    {
      said: 'um pacote de arroz de cinco quilos dois litros de leite e o café e o açúcar não precisa que a tia trouxe do sítio',
      add: [
        ['Arroz', 1, 'pacote'],
        ['Leite', 2, 'l'],
      ],
    },
    // (One more removal said with "também" and no article or "e": it is taken off too; "e" and an item after
    // it are added.)
    {
      said: 'o leite não precisa que a vizinha trouxe e manteiga também não precisa põe um pacote de pão',
      list: ['Leite', 'Manteiga'],
      add: [['Pão', 1, 'pacote']],
      remove: ['Leite', 'Manteiga'],
    },
    {
      said: 'macarrão não precisa tem dois pacotes ainda molho também não precisa mas queijo ralado precisa e azeite',
      list: ['Macarrão', 'Molho'],
      add: ['Queijo ralado', 'Azeite'],
      remove: ['Macarrão', 'Molho'],
    },
    // a call for attention before it is no item (`ATTENTION_CALLS`, i27)
    { said: 'psiu o arroz não precisa mas pega feijão', add: ['Feijão'] },
    { said: 'ouve aqui filha o café não precisa tem dois pacotes mas pega açúcar', add: ['Açúcar'] },
    // (One more removal said after the reason, `removal-said-next`: the requests take each off the list, and the
    // adds after it stand; one not on the list is neither added nor removed.)
    {
      said: 'o sabão não precisa que a vizinha deu dois e o amaciante também não precisa põe uma vassoura',
      list: ['Sabão', 'Amaciante', 'Rodo'],
      add: ['Vassoura'],
      remove: ['Sabão', 'Amaciante'],
    },
    {
      said: 'a manteiga não precisa mais que o lucas trouxe da fazenda e a margarina também pode cancelar',
      list: ['Pão', 'Margarina', 'Manteiga'],
      add: [],
      remove: ['Manteiga', 'Margarina'],
    },
    {
      said: 'o milho não precisa que a tia plantou e a ervilha também não precisa pega dois quilos de batata',
      list: ['Milho'],
      add: [['Batata', 2, 'kg']],
      remove: ['Milho'],
    },
    // (What a dish is brought in is the reason's; "e" and a removal end the reason.)
    {
      said: 'a farofa não precisa a tia vai trazer uma vasilha e tira o vinagrete',
      list: ['Farofa', 'Vinagrete'],
      add: [],
      remove: ['Farofa', 'Vinagrete'],
    },
    { said: 'o feijão não precisa a vó trouxe uma panela e dois refrigerantes', add: [['Refrigerantes', 2, null]] },
    // (A product said with its article after a list of bare ones is singled out: only it is bought elsewhere.)
    { said: 'farinha ovos e o fermento eu passo no mercadinho amanhã', add: ['Farinha', 'Ovos'] },
    {
      said: 'massa de lasanha presunto queijo e o pão italiano eu pego na padaria depois',
      add: ['Massa de lasanha', 'Presunto', 'Queijo'],
    },
    // ("não carece": a regional word read as "não precisa", `SAME_AS_WORDS`.)
    { said: 'café açúcar e o sal não carece que tem um pacote fechado', add: ['Café', 'Açúcar'] },
    // (A refusal said of the item: "nem pensar", "de jeito nenhum", `NOT_TO_BUY_PHRASES`.)
    { said: 'pega queijo e presunto nem pensar que tá caríssimo pega mortadela', add: ['Queijo', 'Mortadela'] },
    // ("e folhas de louro": "e", a part said in the plural and "de" a product is the next item.)
    { said: 'arroz e o azeite não que a lia trouxe da viagem e folhas de louro', add: ['Arroz', 'Folhas de louro'] },
    // ("a madrinha mandou uma caixa": what was sent, its amount and all, is the reason's.)
    {
      said: 'um pacote de arroz e chocolate em pó não que a madrinha mandou uma caixa',
      add: [['Arroz', 1, 'pacote']],
    },
    // ("então não pega e o X": "e" after the verb starts the next item, no object of "não pega", `not-to-put-said-first`.)
    {
      said: 'sabão em pó tem ainda então não pega e o amaciante de rosas a lia disse que o cheiro é muito forte pega o de lavanda',
      add: ['Amaciante de lavanda'],
    },
    // (Bare items someone already bought, then a removal of them all: taken off the list.)
    {
      said: 'a bia falou que leite e café ela já trouxe então tira os dois e põe açúcar',
      list: ['Leite', 'Café'],
      add: ['Açúcar'],
      remove: ['Leite', 'Café'],
    },
    // the list said with its article ("olha a lista") singles out no item: only the last before the clause goes
    { said: 'olha a lista arroz feijão a gente ainda tem um saco', add: ['Arroz'] },
    { said: 'olha a lista detergente esponja ainda tem um pacote', add: ['Detergente'] },
    // `counted-alone`: a bare product and a count with no unit after the reason are the next item
    {
      said: 'pega banana e a laranja não que a vizinha deu do pé dela abacate dois e mamão',
      add: ['Banana', ['Abacate', 2, null], 'Mamão'],
    },
    { said: 'o feijão a vó manda da roça cebola três', add: [['Cebola', 3, null]] },
    // `had-described`: what is had, counted and described, ends the clause; a bare product after it is the next item
    {
      said: 'pega carne moída um quilo arroz a gente ainda tem um saco fechado feijão e farinha',
      add: [['Carne moída', 1, 'kg'], 'Feijão', 'Farinha'],
    },
    {
      said: 'sabão em pó ainda tem uma caixa inteira guardada amaciante e água sanitária',
      add: ['Amaciante', 'Água sanitária'],
    },
    { said: 'café a vó tem dois pacotes lacrados leite e pão', add: ['Leite', 'Pão'] },
    // `clause-closed`: "(então) não precisa" closes what is had; the product or amount after it is the next item
    {
      said: 'arroz dois pacotes detergente ainda tem três frascos não precisa esponja um pacote e sabão em pó',
      add: [['Arroz', 2, 'pacote'], ['Esponja', 1, 'pacote'], 'Sabão em pó'],
    },
    {
      said: 'feijão ainda tem um saco não precisa macarrão dois pacotes e molho de tomate',
      add: [['Macarrão', 2, 'pacote'], 'Molho de tomate'],
    },
    { said: 'café ainda tem dois pacotes então não precisa leite seis caixas', add: [['Leite', 6, 'caixa']] },
    { said: 'o açúcar ainda tem não precisa e farinha de trigo um quilo', add: [['Farinha de trigo', 1, 'kg']] },
    {
      said: 'anota sabonete a gente ainda tem um monte no armário não precisa escova de dente duas e fio dental',
      add: [['Escova de dente', 2, null], 'Fio dental'],
    },
    // a swap someone told of, with nothing after it before "então", is the reason's
    {
      said: 'margarina não o médico pediu pra tirar então requeijão light e pão integral',
      add: ['Requeijão light', 'Pão integral'],
    },
    {
      said: 'manteiga não a nutricionista mandou trocar então azeite e queijo cottage',
      add: ['Azeite', 'Queijo cottage'],
    },
    // what is left said with its amount, then another item "também": neither is bought
    { said: 'o leite ainda tem duas caixas iogurte também e pega pão', add: ['Pão'] },
    // talk back to the list before a container word that starts the next product's name (talk6)
    { said: 'sabão a gente tem o que falta é saco de lixo e um rodo', add: ['Saco de lixo', 'Rodo'] },
    // the reason ends at "e" and a product corrected to another kind of it (talk6)
    { said: 'azeite não que a vó traz do sítio e leite de vaca não de soja', add: ['Leite de soja'] },
    // after a change of mind, an item joined with "e" is no longer the correction's (talk6)
    {
      said: 'pega queijo prato não a vó prefere minas então queijo minas e o presunto a gente ainda tem pega pão',
      add: ['Queijo minas', 'Pão'],
    },
    // an item closed by its own amount said after it is not the one not to buy (talk6)
    {
      said: 'pega o arroz dois pacotes feijão não precisa que a sogra mandou e pega um óleo',
      add: [['Arroz', 2, 'pacote'], 'Óleo'],
    },
    { said: 'o leite duas caixas café não precisa que a vizinha deu e um pão', add: [['Leite', 2, 'caixa'], 'Pão'] },
    // someone named with a kin word or title before the name brings it (talk6)
    { said: 'o açúcar a tia neide traz não precisa pega gelo e um abacaxi', add: ['Gelo', 'Abacaxi'] },
    { said: 'o feijão o seu zé traz do sítio pega arroz e um óleo', add: ['Arroz', 'Óleo'] },
    // after "não compra", "nem" and an item: not bought either (`nem-joins` leaves that "nem")
    {
      said: 'arroz a gente tem não compra nem feijão coloca só carne moída um quilo e batata',
      add: [['Carne moída', 1, 'kg'], 'Batata'],
    },
    { said: 'sabão a gente tem não compra nem detergente que sobrou põe esponja', add: ['Esponja'] },
    { said: 'óleo ainda tem não pega nem azeite e coloca alho', add: ['Alho'] },
    // bare items said first, then "então (aqui pega) só …": none of them is bought
    // an amount said after the item before is that one's, not the rejected one's (amount66)
    {
      said: 'uma picanha uns dois quilos linguiça a gente não precisa tem no freezer',
      add: [['Picanha', 2, 'kg']],
    },
    // the "e" of "e meio" is the amount's, no pause before the rejected item (amt5)
    {
      said: 'traz alcatra mesmo dois quilos e meio carvão a gente ainda tem no quintal e uma farofa',
      add: [['Alcatra', 2.5, 'kg'], 'Farofa'],
    },
    // (What it also is, "também é açúcar", is the reason's, no item.)
    { said: 'põe biscoito recheado não biscoito também é açúcar põe torrada', add: ['Torrada'] },
    // (A word of the item said again cut short: "semidesnatado não semi não".)
    { said: 'um iogurte desnatado não desna não que a ana acha ruim pega integral', add: ['Iogurte integral'] },
    // (What someone prefers, asked for after the reason with its amount, is no correction said in it.)
    {
      said: 'um suco de uva não a bia falou que prefere laranja dois litros de suco de laranja',
      add: [['Suco de laranja', 2, 'l']],
    },
    // ("mas" before the item not to buy goes with it.)
    { said: 'pega sabonete e xampu mas o condicionador não precisa que a vó deu', add: ['Sabonete', 'Xampu'] },
    // ("o X deixa que …", "o X fica pro beto": not to buy, with its reason.)
    {
      said: 'um pacote de arroz e o refrigerante fica pro beto que ele passa no atacado',
      add: [['Arroz', 1, 'pacote']],
    },
    { said: 'pega arroz e o feijão deixa que eu pego na feira e um óleo', add: ['Arroz', 'Óleo'] },
    // (A removal verb said of something of someone's is the reason's: "tira o sono dele".)
    { said: 'café não espera café tira o sono dele leva chá', add: ['Chá'] },
    // (The item said again in the reason is its subject, not the next item with its amount.)
    { said: 'cebola não o beto disse que cebola dá azia alho duas cabeças', add: [['Alho', 2, 'cabeça']] },
    // (An article inside the purpose of the item before is no item said with its article.)
    { said: 'leva desinfetante pra limpar o banheiro amaciante não que tem ainda', add: ['Desinfetante'] },
    // ("e um/uma" and a product said with its kind after the reason is the next item.)
    { said: 'o bolo não precisa que a vó faz e um pó de café', add: ['Pó de café'] },
    // (What is had, "sobrou um pacote do/da …", is the reason's own.)
    { said: 'o presunto não precisa sobrou uma bandeja do lanche de ontem e dois pães', add: [['Pães', 2, null]] },
    // (What the reason's own is made with, "com X e Y", is the reason's.)
    {
      said: 'o molho pronto não precisa que a vó faz com tomate e cebola e um pacote de arroz',
      add: [['Arroz', 1, 'pacote']],
    },
    { said: 'o bolo não precisa que a tia faz com farinha e ovos', add: [] },
    // (A compound said last is one item, not to buy whole.)
    { said: 'pega alcatra e batata palha a gente tem ainda', add: ['Alcatra'] },
    { said: 'uma couve e cheiro verde não precisa que a vizinha dá', add: ['Couve'] },
    // (A kind said alone with its article, even one the lexicon does not know, revises the rejected item.)
    { said: 'arroz agulhinha não o agulhinha tá caro pega o japonês', add: ['Arroz japonês'] },
    { said: 'queijo suíço não o suíço ninguém come pega o holandês', add: ['Queijo holandês'] },
    // (The kind the reason names, asked for alone, keeps the amount said first.)
    {
      said: 'dois pacotes de café forte não o pai só toma suave pega suave',
      add: [['Café suave', 2, 'pacote']],
    },
    {
      said: 'uma caixa de vinho tinto suave não suave a bia acha doce pega uma caixa de tinto seco',
      add: [['Vinho tinto seco', 1, 'caixa']],
    },
    // someone and whose ("o pai dela"), "já comprou"
    { said: 'pega dois quilos de arroz e o feijão o pai dela já comprou ontem', add: [['Arroz', 2, 'kg']] },
    // what someone said of it ("ela falou que tem bastante"); "um quilo o fermento": the article after a unit
    { said: 'pega maçã dois quilos e pera e o açúcar ela falou que tem bastante', add: [['Maçã', 2, 'kg'], 'Pera'] },
    { said: 'compra farinha um quilo o fermento ainda tem um pacote', add: [['Farinha', 1, 'kg']] },
    // "não isso é loja de …", "não isso é outra loja": a shop said without "de"
    {
      said: 'um pacote de arroz e um carregador de celular não isso é loja de eletrônico e dois litros de leite',
      add: [
        ['Arroz', 1, 'pacote'],
        ['Leite', 2, 'l'],
      ],
    },
    {
      said: 'pra viagem protetor solar uma boia não isso é outra loja biscoito três pacotes',
      add: ['Protetor solar', ['Biscoito', 3, 'pacote']],
    },
    // the item said again after "não", then any reason up to a request for another item
    {
      said: 'põe bacon não bacon é muita gordura põe peito de peru duzentos gramas',
      add: [['Peito de peru', 200, 'g']],
    },
    { said: 'coloca pudim não pudim a tia sempre leva coloca gelatina duas caixas', add: [['Gelatina', 2, 'caixa']] },
    // rejected with a reason, then only another kind asked for: the product stays, in that kind
    {
      said: 'pega requeijão light não a ju disse que o light é sem graça pega o tradicional e pão francês',
      add: ['Requeijão tradicional', 'Pão francês'],
    },
    { said: 'água com gás não o davi detesta gás pega sem gás seis garrafas', add: [['Água sem gás', 6, 'garrafa']] },
    // (Only another kind asked for keeps the amount and container said first: 1 caixa.)
    {
      said: 'um suco de caixinha de uva não a lia não gosta de uva pega o de laranja e biscoito',
      add: [['Suco de laranja', 1, 'caixa'], 'Biscoito'],
    },
    // after items said with their amounts, "(e) o X someone has/brings" or "o X tem" is said of X only
    {
      said: 'duas caixas de leite e um pacote de café e o pão o seu zé traz da padaria',
      add: [
        ['Leite', 2, 'caixa'],
        ['Café', 1, 'pacote'],
      ],
    },
    {
      said: 'dois pacotes de biscoito e uma caixa de suco de uva o copo tem ainda',
      add: [
        ['Biscoito', 2, 'pacote'],
        ['Suco de uva', 1, 'caixa'],
      ],
    },
    // bare items said first, joined by "e", go together
    { said: 'alface e tomate não precisa que a vizinha deu põe cebola', add: ['Cebola'] },
    { said: 'pilha e lâmpada não põe que eu compro na loja põe só arroz', add: ['Arroz'] },
    // after a run of bare names (or after its last "e"), only the last product is not to buy
    {
      said: 'arroz feijão macarrão e farinha de mandioca sal não precisa que tem um pacote',
      add: ['Arroz', 'Feijão', 'Macarrão', 'Farinha de mandioca'],
    },
    {
      said: 'detergente esponja e água sanitária amaciante não que a vizinha dá',
      add: ['Detergente', 'Esponja', 'Água sanitária'],
    },
    {
      said: 'batata cenoura beterraba chuchu não precisa que a horta da vó tem',
      add: ['Batata', 'Cenoura', 'Beterraba'],
    },
    { said: 'alface tomate eu compro na feira', add: ['Alface'] },
    {
      said: 'farinha de trigo fermento ovos e leite condensado creme de leite não precisa que tem duas caixinhas',
      add: ['Farinha de trigo', 'Fermento', 'Ovos', 'Leite condensado'],
    },
    // a request for an amount alone after the reason changes the amount, not the item
    {
      said: 'dois quilos de batata não espera a batata tá oito reais o quilo põe um quilo só e um pé de alface',
      add: [
        ['Batata', 1, 'kg'],
        ['Alface', 1, 'pé'],
      ],
    },
    // after the reason's verb, an amount of the same word with another kind is the next item (not after "tem")
    {
      said: 'biscoito recheado não o biscoito recheado a dentista proibiu dois pacotes de biscoito de polvilho',
      add: [['Biscoito de polvilho', 2, 'pacote']],
    },
    { said: 'leite integral não precisa que tem duas caixas de leite desnatado', add: [] },
    // the kind said again in part ("não de carne não que…"); the reason ends at a product said with its amount
    {
      said: 'lasanha de carne não de carne não que a tia não come carne vermelha faz de legumes abobrinha dois quilos e queijo',
      add: [['Abobrinha', 2, 'kg'], 'Queijo'],
    },
    {
      said: 'coxinha de frango não de frango não que o joão não come frango faz de queijo queijo muçarela meio quilo e farinha',
      add: [['Queijo muçarela', 0.5, 'kg'], 'Farinha'],
    },
    // the item rejected by saying it again goes with its amount, not with the words of the item before it
    {
      said: 'macarrão parafuso molho de tomate não o molho de tomate a vó não pode por causa da azia então azeite',
      add: ['Macarrão parafuso', 'Azeite'],
    },
    // the item rejected by saying it again goes where it was said earlier in the run too
    {
      said: 'arroz feijão óleo e sal óleo não espera óleo não precisa que tem duas garrafas',
      add: ['Arroz', 'Feijão', 'Sal'],
    },
    {
      said: 'sabonete xampu e condicionador xampu não pera xampu não precisa que ganhei um kit',
      add: ['Sabonete', 'Condicionador'],
    },
    // a word the lexicon does not know, said again after "não", is the item rejected; "cara" is a price there
    { said: 'compra eritritol não o eritritol é caro demais compra açúcar mascavo', add: ['Açúcar mascavo'] },
    { said: 'bota kombucha não a kombucha é cara demais bota chá mate', add: ['Chá mate'] },
    // "não melhor fazer": an opinion and what to do instead is a reason; "não melhor suco" corrects
    { said: 'pão de queijo pronto não melhor fazer em casa e polvilho', add: ['Polvilho'] },
    { said: 'bolo pronto não melhor comprar na padaria e leite', add: ['Leite'] },
    // "não isso é de loja", "não que é coisa de farmácia": what another shop sells
    { said: 'uma coleira não isso é do petshop e um sabão', add: ['Sabão'] },
    { said: 'um carregador não isso é da loja e dois limões', add: [['Limões', 2, null]] },
    {
      said: 'leite pão carregador de celular não isso não é de mercado põe manteiga',
      add: ['Leite', 'Pão', 'Manteiga'],
    },
    { said: 'macarrão molho e remédio de dor de cabeça não é coisa de farmácia', add: ['Macarrão', 'Molho'] },
    { said: 'sabão em pó desodorante e caneta não que é de papelaria', add: ['Sabão em pó', 'Desodorante'] },
    { said: 'bota arroz e brinquedo pro cachorro não isso é do pet shop e óleo', add: ['Arroz', 'Óleo'] },
    { said: 'cerveja refrigerante carvão não isso é do posto e gelo', add: ['Cerveja', 'Refrigerante', 'Gelo'] },
    // "não isso é da <loja> outra loja", "não isso é com <alguém> é outra coisa": any shop or someone, then "outra loja"
    {
      said: 'uma pomada não isso é da drogaria do centro outra loja pega dois sabonetes',
      add: [['Sabonetes', 2, null]],
    },
    {
      said: 'água mineral botijão não isso é com o moço do gás é outra coisa põe café',
      add: ['Água mineral', 'Café'],
    },
    {
      said: 'pega pão o leite ainda tem duas caixas de leite e um queijo',
      add: ['Pão', 'Queijo'],
    },
    {
      said: 'pega pão e manteiga o leite ainda tem uma caixa de suco de uva e um queijo',
      add: ['Pão', 'Manteiga', ['Suco de uva', 1, 'caixa'], 'Queijo'],
    },
    { said: 'bota bolo guaraná não guaraná também o tio traz e um saco de gelo', add: ['Bolo', ['Gelo', 1, 'saco']] },
    { said: 'banana e maçã a gente compra na barraca do seu zé anota pão e leite', add: ['Pão', 'Leite'] },
    { said: 'bota gelo e água de coco a cerveja eu pego no quiosque', add: ['Gelo', 'Água de coco'] },
    {
      said: 'põe farinha e fubá num precisa que a vizinha deu e dois quilos de açúcar',
      add: ['Farinha', ['Açúcar', 2, 'kg']],
    },
    { said: 'pudim não precisa que a vó traz pra nós põe sorvete e calda', add: ['Sorvete', 'Calda'] },
    {
      said: 'azeite não precisa que ainda tem duas garrafas na despensa meio quilo de tomate e um pé de alface',
      add: [
        ['Tomate', 0.5, 'kg'],
        ['Alface', 1, 'pé'],
      ],
    },
    {
      said: 'pega sabonete shampoo não precisa que sobrou um frasco cheio um pacote de algodão e fio dental',
      add: ['Sabonete', ['Algodão', 1, 'pacote'], 'Fio dental'],
    },
    {
      said: 'anota dois pacotes de macarrão um quilo de tomate azeite não precisa que a vó trouxe',
      add: [
        ['Macarrão', 2, 'pacote'],
        ['Tomate', 1, 'kg'],
      ],
    },
    {
      said: 'põe shampoo condicionador sabonete pasta de dente não precisa',
      add: ['Shampoo', 'Condicionador', 'Sabonete'],
    },
    {
      said: 'pega arroz e feijão e o azeite ainda tem uma garrafa cheia na despensa e um vinagre de maçã',
      add: ['Arroz', 'Feijão', 'Vinagre de maçã'],
    },
    {
      said: 'a torta a minha sogra faz e o refrigerante o vizinho traz mas anota guardanapo e copo',
      add: ['Guardanapo', 'Copo'],
    },
    {
      said: 'o óleo a gente nem precisa que sobrou duas garrafas mas açúcar pega três pacotes',
      add: [['Açúcar', 3, 'pacote']],
    },
    {
      said: 'o leite já tem dois na geladeira e um pão de forma',
      list: ['Leite'],
      add: ['Pão de forma'],
      remove: ['Leite'],
    },
    {
      said: 'compra uma melancia e o abacaxi não que o tio planta no sítio e uma dúzia de laranja',
      add: ['Melancia', ['Laranja', 12, null]],
    },
    { said: 'leva um vinho do porto não cento e dez reais a garrafa tá fora e um queijo brie', add: ['Queijo brie'] },
    {
      said: 'bota maçã e o mamão não precisa pega na feira de domingo e duas peras',
      add: ['Maçã', ['Peras', 2, null]],
    },
    {
      said: 'arroz feijão e o molho não o molho a minha mãe detesta coloca macarrão',
      add: ['Arroz', 'Feijão', 'Macarrão'],
    },
    { said: 'o sabão tem o detergente tem o que falta mesmo é uma vassoura e um rodo', add: ['Vassoura', 'Rodo'] },
    {
      said: 'um quilo de feijão e dois pacotes de arroz e o óleo não precisa que tem três garrafas',
      add: [
        ['Feijão', 1, 'kg'],
        ['Arroz', 2, 'pacote'],
      ],
    },
    {
      said: 'pega duas dúzias de ovo e o bacon não a minha filha não come carne de porco e meio quilo de queijo',
      add: [
        ['Ovo', 24, null],
        ['Queijo', 0.5, 'kg'],
      ],
    },
    { said: 'coloca um pacote de macarrão integral não o integral ninguém gosta coloca espaguete', add: ['Espaguete'] },
    {
      said: 'pega queijo ralado não o ralado é só farinha a vó falou que o de peça rende mais pega um pedaço de parmesão e tomate',
      add: ['Parmesão', 'Tomate'],
    },
    {
      said: 'coloca três pacotes de bolacha e o chocolate não esse é muito caro doze reais e um pacote de pipoca',
      add: [
        ['Bolacha', 3, 'pacote'],
        ['Pipoca', 1, 'pacote'],
      ],
    },
    {
      said: 'os ovos a vizinha traz da chácara e o queijo ela faz então põe pão e café',
      add: ['Pão', 'Café'],
    },
    { said: 'compra sabão e o amaciante a gente pega lá no atacado e esponja', add: ['Sabão', 'Esponja'] },
    { said: 'pega o café e o açúcar tem em casa', add: ['Café'] },
    {
      said: 'a gente ainda tem em casa o molho de tomate umas três latas então leva macarrão e queijo ralado',
      add: ['Macarrão', 'Queijo ralado'],
    },
    { said: 'ovo não precisa a vó tem galinha e sempre manda põe farinha e leite', add: ['Farinha', 'Leite'] },
    { said: 'coloca batata e o tomate já tem e um pé de alface', add: ['Batata', ['Alface', 1, 'pé']] },
    { said: 'coloca mandioca opa não mandioca ainda tem um saco e uma abóbora', add: ['Abóbora'] },
    { said: 'o azeite ainda tem meia garrafa no armário então não põe põe vinagre e sal', add: ['Vinagre', 'Sal'] },
    { said: 'a manteiga a gente ainda tem duas no freezer leva requeijão', add: ['Requeijão'] },
    {
      said: 'sabão ainda tem um balde na lavanderia amaciante também tem põe só água sanitária',
      add: ['Água sanitária'],
    },
    { said: 'shampoo o sabonete a gente compra na farmácia e creme dental', add: ['Shampoo', 'Creme dental'] },
    { said: 'o peixe a gente pega amanhã lá no mercado do porto põe limão e coentro', add: ['Limão', 'Coentro'] },
    { said: 'o vinho o cunhado traz lá do sul leva queijo e salame', add: ['Queijo', 'Salame'] },
    { said: 'queijo não precisa que a gente compra direto da fazenda põe pão e presunto', add: ['Pão', 'Presunto'] },
    // still had ("ainda tem", talk to the requests), with whose or what for said before the phrase
    {
      said: 'o shampoo da menina ainda tem um frasco põe condicionador e sabonete',
      add: ['Condicionador', 'Sabonete'],
    },
    { said: 'arroz feijão e a fralda do nenê ainda tem um pacote pega lenço', add: ['Arroz', 'Feijão', 'Lenço'] },
    { said: 'olha a farinha pro bolo ainda tem meio saco traz ovos e leite', add: ['Ovos', 'Leite'] },
    // "tem ainda" and "não precisa" said again: what follows, with its amount, is the next item
    {
      said: 'o sabão tem ainda não precisa dois pacotes de esponja e um rodo',
      add: [['Esponja', 2, 'pacote'], 'Rodo'],
    },
    { said: 'amaciante temos ainda uma garrafa de desinfetante e pão', add: [['Desinfetante', 1, 'garrafa'], 'Pão'] },
    { said: 'o arroz tem ainda dois pacotes de arroz põe feijão', add: ['Feijão'] },
    { said: 'detergente tem ainda não precisa uma esponja e um pano de prato', add: ['Esponja', 'Pano de prato'] },
    { said: 'o café ainda tem dois pacotes arroz feijão e óleo', add: ['Arroz', 'Feijão', 'Óleo'] },
    // "mas" after the reason reopens the list (`BUT_REOPENS`): the item after it is asked for, not the object of "não precisa"
    { said: 'o café a gente ainda tem mas o açúcar põe dois quilos', add: [['Açúcar', 2, 'kg']] },
    { said: 'feijão a gente ainda tem mas o arroz pega dois pacotes', add: [['Arroz', 2, 'pacote']] },
    { said: 'o óleo a vizinha deu porém o vinagre põe um', add: ['Vinagre'] },
    // talk of the same item after "mas" ("é pouco") reopens nothing: "não precisa" is left to the requests
    { said: 'o sabão a gente ainda tem mas é pouco', add: ['Sabão'] },
    // and an item said after it that ran out, asked for again more precisely, is one item
    { said: 'o açúcar a gente ainda tem mas o sal acabou pega sal grosso', add: ['Sal grosso'] },
    { said: 'o arroz a gente ainda tem mas o tempero acabou anota sazon e colorau', add: ['Sazon', 'Colorau'] },
    // not from this shop (`NOT_FROM_HERE`), or "também" another shop, after a rejecting "não"
    { said: 'a vela não é daqui é coisa do mercadinho põe pão', add: ['Pão'] },
    { said: 'o carvão não é daqui põe linguiça', add: ['Linguiça'] },
    { said: 'pega pilha não também é loja põe pão', add: ['Pão'] },
    { said: 'a tinta é coisa de loja de construção põe pincel', add: ['Pincel'] },
    // what is talked about, after a pointer word, with "do/da": all of it
    { said: 'isso da cerveja e do carvão o tio traz põe pão', add: ['Pão'] },
    { said: 'isso aí da pilha e da lâmpada não é daqui põe leite', add: ['Leite'] },
    { said: 'a pilha é coisa de loja mas a vela põe duas', add: [['Vela', 2, null]] },
    // an item of a bare list said again with its article, then not to buy: the first mention goes too
    { said: 'arroz feijão e carne a carne a gente compra no açougue', add: ['Arroz', 'Feijão'] },
    { said: 'pão leite e ovos os ovos a vizinha traz', add: ['Pão', 'Leite'] },
    // someone who will make or bring it ("vai fazer", "ficou de trazer", `PROMISE_LEADS`), with a request right after
    { said: 'o bolo a vó vai fazer põe vela e guaraná', add: ['Vela', 'Guaraná'] },
    { said: 'a cerveja o zé ficou de trazer põe gelo', add: ['Gelo'] },
    { said: 'o pudim a tia prometeu de fazer põe leite', add: ['Leite'] },
    // someone in charge of it ("por conta do tio"); someone after a link is no subject of the request after it
    { said: 'a carne é por conta do tio põe carvão', add: ['Carvão'] },
    { said: 'o refri fica com o pedro põe gelo', add: ['Gelo'] },
    // ordered from someone (`ORDER_VERBS`): provided, not bought here
    { said: 'a carne o moço entrega mas o carvão pega dois sacos', add: [['Carvão', 2, 'saco']] },
    { said: 'o gás o caminhão entrega põe fósforo', add: ['Fósforo'] },
    {
      said: 'a torta eu encomendei na confeitaria põe guaraná e dois pacotes de guardanapo',
      add: ['Guaraná', ['Guardanapo', 2, 'pacote']],
    },
    { said: 'salgadinho a gente encomenda da vizinha refrigerante dois fardos', add: [['Refrigerante', 2, 'fardo']] },
  ],
  'bought-elsewhere': [
    // a removal naming items right after the clause: the item said first (a heading) goes too
    { said: 'fruta a gente compra na feira não precisa banana nem maçã põe pão', add: ['Pão'] },
    { said: 'tira o segundo que pão eu compro na padaria', list: ['Leite', 'Pão'], add: [], remove: ['Pão'] },
    { said: 'o queijo a vizinha já trouxe pode tirar', list: ['Queijo', 'Leite'], add: [], remove: ['Queijo'] },
    { said: 'arroz feijão o detergente é pra outra loja e cebola', add: ['Arroz', 'Feijão', 'Cebola'] },
    { said: 'carne moída o carvão é do outro mercado', add: ['Carne moída'] },
    // "é da <loja> outra loja", "é com <alguém> é outra coisa": the shop or someone said first, then "outra loja"
    {
      said: 'arroz e o cartucho de tinta é da papelaria outra loja traz dois quilos de feijão',
      add: ['Arroz', ['Feijão', 2, 'kg']],
    },
    {
      said: 'um pacote de macarrão e ração é do pet shop do bairro outra loja pega um queijo ralado',
      add: [['Macarrão', 1, 'pacote'], 'Queijo ralado'],
    },
    {
      said: 'óleo e o pneu da bicicleta é de loja de bicicleta outro lugar anota sal grosso',
      add: ['Óleo', 'Sal grosso'],
    },
    { said: 'cerveja e gelo o carvão é com o tio é outra coisa anota picanha', add: ['Cerveja', 'Gelo', 'Picanha'] },
  ],
  'all-not-needed': [{ said: 'alface rúcula isso eu compro na feira de domingo põe arroz', add: ['Arroz'] }],
  'what-we-still-have': [
    // ("não precisa" said after what is had closes the clause: the amount after it is the next item's.)
    {
      said: 'o sabonete e multiuso ainda tem dois frascos não precisa mais uma esponja e um rodo',
      add: ['Sabonete', 'Esponja', 'Rodo'],
    },
    {
      said: 'uma cebola o alho ainda tem uma cabeça inteira não precisa mais um pacote de sal',
      add: ['Cebola', ['Sal', 1, 'pacote']],
    },
    // "não precisa (mais)" said again of what is had goes with it; an amount after it is the next item (mind27)
    {
      said: 'pega um sabão de coco e amaciante ainda tem uma garrafa não precisa mais um rolo de papel toalha e um rodo',
      add: ['Sabão de coco', ['Papel toalha', 1, 'rolo'], 'Rodo'],
    },
    {
      said: 'tira o sabão que ainda tem um pacote lá na lavanderia',
      list: ['Sabão', 'Arroz'],
      add: [],
      remove: ['Sabão'],
    },
  ],
  'why-not-needed': [
    // the reason ends where a change of mind said without "não" opens (mind27)
    {
      said: 'cancela o sorvete e o chantilly também não precisa que ela tem eu ia pegar biscoito recheado mas ela prefere rosquinha então pega um pacote de rosquinha de coco e um suco',
      list: ['Sorvete', 'Chantilly'],
      add: [['Rosquinha de coco', 1, 'pacote'], 'Suco'],
      remove: ['Sorvete', 'Chantilly'],
    },
    {
      said: 'apaga o biscoito e a bolacha também tira que ninguém come e põe uma fruta',
      list: ['Biscoito', 'Bolacha'],
      add: ['Fruta'],
      remove: ['Biscoito', 'Bolacha'],
    },
  ],
  'more-after-removal': [
    {
      said: 'risca o leite e o que falta mesmo é café açúcar e um pacote de biscoito',
      list: ['Leite'],
      add: ['Café', 'Açúcar', ['Biscoito', 1, 'pacote']],
      remove: ['Leite'],
    },
    {
      said: 'tira o iogurte também outra coisa e três bananas',
      list: ['Iogurte'],
      add: [['Bananas', 3, null]],
      remove: ['Iogurte'],
    },
    {
      said: 'tira o chocolate também outra coisa e não esquece do leite condensado',
      list: ['Chocolate'],
      add: ['Leite condensado'],
      remove: ['Chocolate'],
    },
    {
      said: 'apaga a cerveja hum e um pacote de carvão',
      list: ['Cerveja'],
      add: [['Carvão', 1, 'pacote']],
      remove: ['Cerveja'],
    },
  ],
  'reason-before-next-removal': [
    // (Someone buying it elsewhere, "a gente compra", is the reason's, up to the next removal.)
    {
      said: 'risca a lâmpada porque a gente compra no depósito e o sabão também não precisa que tem três põe um rodo',
      list: ['Lâmpada', 'Sabão'],
      add: ['Rodo'],
      remove: ['Lâmpada', 'Sabão'],
    },
    // a price said in words in the reason: the "e" inside the number is the number's, no next item (i27b)
    {
      said: 'tira a picanha que tá oitenta e nove o quilo e põe dois quilos de fraldinha',
      list: ['Picanha'],
      add: [['Fraldinha', 2, 'kg']],
      remove: ['Picanha'],
    },
    // the word a cancelling verb and its article name before "que" is an item, even one the lexicon knows as no
    // product ("roma") (i27b)
    {
      said: 'cancela o vinho que tá caro e exclui a romã que ninguém achou na feira e põe pernil',
      list: ['Vinho', 'Romã'],
      add: ['Pernil'],
      remove: ['Vinho', 'Romã'],
    },
    // a request word that is the reason's verb, after its subject ("a receita … pede"), is the reason's (i27b)
    {
      said: 'risca o creme de leite que a receita da torta pede nata e coloca leite condensado',
      list: ['Creme de leite'],
      add: ['Leite condensado'],
      remove: ['Creme de leite'],
    },
    {
      said: 'corta o salmão porque tá cento e dez reais o quilo e coloca tilápia e limão',
      list: ['Salmão'],
      add: ['Tilápia', 'Limão'],
      remove: ['Salmão'],
    },
    // with no "e": an item said with its article, then "também", after the reason's verb
    {
      said: 'risca o detergente que a vizinha trouxe dois frascos o sabão em pó também pode riscar e põe esponja',
      list: ['Leite', 'Arroz', 'Sabão em pó', 'Detergente'],
      add: ['Esponja'],
      remove: ['Detergente', 'Sabão em pó'],
    },
    // "ran out" before a place in the reason says the shop is out of it, no request (`RAN_OUT_WORDS`, rsn68)
    {
      said: 'cancela o leite que acabou no mercado e põe suco de uva',
      list: ['Leite'],
      add: ['Suco de uva'],
      remove: ['Leite'],
    },
    {
      said: 'risca a água sanitária porque faltou na loja e coloca cloro',
      list: ['Água sanitária'],
      add: ['Cloro'],
      remove: ['Água sanitária'],
    },
    // after the reason, a product asked for is an item of its own, never the removed one's kind (rsn68)
    {
      said: 'risca a bolacha recheada porque o dentista proibiu açúcar e põe banana e aveia',
      list: ['Bolacha recheada'],
      add: ['Banana', 'Aveia'],
      remove: ['Bolacha recheada'],
    },
    { said: 'apaga o pudim que a vó tá com diabetes e coloca pera', list: ['Pudim'], add: ['Pera'], remove: ['Pudim'] },
    // (words the lexicon does not know, said as "X de Y", name a product too)
    {
      said: 'tira o desodorante que comprei ontem no caminho e põe pedra de alúmen e algodão',
      list: ['Desodorante'],
      add: ['Pedra de alúmen', 'Algodão'],
      remove: ['Desodorante'],
    },
    // (a kind alone still names the removed product's kind)
    {
      said: 'tira o refrigerante que o médico cortou e põe o diet',
      list: ['Refrigerante'],
      add: ['Refrigerante diet'],
      remove: ['Refrigerante'],
    },
    // "e" and one more infinitive of buying is the reason's too, products and all (talk6)
    {
      said: 'tira o leite porque o joão vai passar no mercado e comprar duas caixas põe um café e açúcar',
      list: ['Leite', 'Arroz'],
      add: ['Café', 'Açúcar'],
      remove: ['Leite'],
    },
    // "e também" and an article and a product: one more removal, the reason before it goes
    {
      said: 'risca o iogurte de morango porque a bia enjoou e também a gelatina e põe um pão',
      list: ['Iogurte de morango', 'Gelatina'],
      add: ['Pão'],
      remove: ['Iogurte de morango', 'Gelatina'],
    },
    // "acabou de" and an infinitive in the reason is no "ran out"
    {
      said: 'risca o iogurte que acabou de vencer e acrescenta leite fermentado e granola',
      list: ['Iogurte'],
      add: ['Leite fermentado', 'Granola'],
      remove: ['Iogurte'],
    },
    {
      said: 'risca a pizza congelada que a gente vai jantar fora ah sim e tomate um quilo',
      list: ['Pizza congelada'],
      add: [['Tomate', 1, 'kg']],
      remove: ['Pizza congelada'],
    },
    {
      said: 'apaga o chocolate que a gente tá de dieta ah e o leite dois litros e meio quilo de peito de peru',
      list: ['Chocolate'],
      add: [
        ['Leite', 2, 'l'],
        ['Peito de peru', 0.5, 'kg'],
      ],
      remove: ['Chocolate'],
    },
    {
      said: 'cancela o café que o pai parou de tomar e um pacote de chá de camomila também',
      list: ['Café'],
      add: [['Chá de camomila', 1, 'pacote']],
      remove: ['Café'],
    },
    {
      said: 'corta o leite condensado porque a nutricionista mandou trocar pelo creme de leite light e corta o doce de leite também e põe uma gelatina',
      list: ['Leite condensado', 'Doce de leite', 'Café'],
      add: ['Gelatina'],
      remove: ['Leite condensado', 'Doce de leite'],
    },
    {
      said: 'cancela o camarão que o rodrigo vai pegar na peixaria amanhã e coloca dois limões',
      list: ['Camarão', 'Arroz'],
      add: [['Limões', 2, null]],
      remove: ['Camarão'],
    },
    {
      said: 'apaga o tempero pronto que a gente vai substituir por alho e cebola e coloca azeite',
      list: ['Tempero pronto', 'Sal'],
      add: ['Azeite'],
      remove: ['Tempero pronto'],
    },
    {
      said: 'risca o arroz integral porque a gente vai comprar no atacado',
      list: ['Arroz integral', 'Feijão'],
      add: [],
      remove: ['Arroz integral'],
    },
    {
      said: 'desmarca o sabonete que a diarista trouxe e o shampoo a vizinha deu e põe desodorante',
      list: ['Sabonete', 'Shampoo'],
      add: ['Desodorante'],
      remove: ['Sabonete', 'Shampoo'],
    },
    {
      said: 'descarta a manteiga que ainda tem um pote e o requeijão a minha cunhada trouxe e põe pão de forma',
      list: ['Manteiga', 'Requeijão', 'Leite'],
      add: ['Pão de forma'],
      remove: ['Manteiga', 'Requeijão'],
    },
    {
      said: 'risca o chocolate que o dentista proibiu doce pras crianças e a bala de goma também apaga',
      list: ['Chocolate', 'Bala de goma', 'Arroz'],
      add: [],
      remove: ['Chocolate', 'Bala de goma'],
    },
    {
      said: 'tira a cerveja que o médico cortou o álcool do meu marido e o amendoim e a linguiça também desmarca e põe água com gás',
      list: ['Cerveja', 'Amendoim', 'Linguiça', 'Pão'],
      add: ['Água com gás'],
      remove: ['Cerveja', 'Amendoim', 'Linguiça'],
    },
    {
      said: 'pode cancelar o iogurte que a menina tá com alergia a leite e o queijo também pode tirar',
      list: ['Iogurte', 'Queijo prato', 'Café'],
      add: [],
      remove: ['Iogurte', 'Queijo prato'],
    },
    {
      said: 'esquece o sabão em pó que a vizinha deu dois pacotes e o amaciante também e põe água sanitária',
      list: ['Sabão em pó Omo', 'Amaciante', 'Detergente'],
      add: ['Água sanitária'],
      remove: ['Sabão em pó Omo', 'Amaciante'],
    },
    {
      said: 'cancela o refrigerante que a nutricionista falou que só pode água e suco natural e põe água de coco',
      list: ['Refrigerante', 'Pão'],
      add: ['Água de coco'],
      remove: ['Refrigerante'],
    },
  ],
  'list-purpose-said-first': [
    // what the whole list is for, said first, up to the article that starts the talk after it (i27g)
    {
      said: 'pra festa junina o quentão a tia Neide traz e o milho o Zé traz então a gente leva só paçoca e pé de moleque',
      add: ['Paçoca', 'Pé de moleque'],
    },
    {
      said: 'pra viagem de Natal o repelente e o protetor a gente compra na farmácia então põe aqui biscoito e água',
      add: ['Biscoito', 'Água'],
    },
  ],
  'then-not-said-last': [
    // before a request, or "e" and a request, an amount or a product; where it comes from, or it is still had (i27g)
    { said: 'o xarope é da farmácia então não anota pega mel e gengibre', add: ['Mel', 'Gengibre'] },
    { said: 'o arroz lá de casa ainda dá pro mês então não pega pega feijão', add: ['Feijão'] },
    { said: 'põe cerveja dois fardos e carvão o beto disse que leva então não compra', add: [['Cerveja', 2, 'fardo']] },
    { said: 'anota pão de queijo e bolo a lu falou que traz então não', add: ['Pão de queijo'] },
    { said: 'o fermento é da padaria então não anota mas põe farinha e ovos', add: ['Farinha', 'Ovos'] },
    {
      said: 'um quilo de costela a couve o zé disse que traz da horta dele então não precisa',
      add: [['Costela', 1, 'kg']],
    },
    { said: 'um pão e o queijo ela falou que traz então deixa', add: ['Pão'] },
    // (Before a request, or "e" and an amount: talk turns back to the list; "então não compra isso", "do mercado".)
    { said: 'o fubá lá de casa ainda dá pro mês então não pega pega três quilos de arroz', add: [['Arroz', 3, 'kg']] },
    { said: 'o pão a padaria entrega então não compra isso pega duas manteigas', add: [['Manteigas', 2, null]] },
  ],
  'not-that-only-this': [
    {
      said: 'o detergente ainda tem três então não leva só esponja e dois panos de prato',
      add: ['Esponja', ['Panos de prato', 2, null]],
    },
    { said: 'açúcar a gente tem bastante não compra só o café dois pacotes', add: [['Café', 2, 'pacote']] },
    { said: 'o sabonete a tia deu um monte então não pega somente o xampu', add: ['Xampu'] },
  ],
  'not-to-put-said-first': [
    // ("não precisa de X": what is not needed said with "de", and "a gente" before it; "nem de Y" joins one more.)
    {
      said: 'não precisa de açúcar que tem um saco fechado nem de café o beto trouxe ontem então é dois litros de leite e um pão',
      add: [['Leite', 2, 'l'], 'Pão'],
    },
    {
      said: 'pepino e alface a gente não precisa de tomate que a horta tá cheia põe dois limões',
      add: ['Pepino', 'Alface', ['Limões', 2, null]],
    },
    { said: 'não bota açúcar nem adoçante que o médico cortou compra dois litros de leite', add: [['Leite', 2, 'l']] },
    { said: 'não põe carne na lista põe arroz e feijão', add: ['Arroz', 'Feijão'] },
    { said: 'não coloca detergente porque tem três põe só esponja', add: ['Esponja'] },
    // "não precisa pegar …", and a buying verb said of someone inside the reason
    {
      said: 'não precisa pegar farinha nem fermento que isso a vó compra na padaria leva só manteiga',
      add: ['Manteiga'],
    },
    {
      said: 'não compra o café não que isso a gente pega no atacado amanhã compra só o açúcar dois quilos',
      add: [['Açúcar', 2, 'kg']],
    },
  ],
  'not-that-one': [
    {
      said: 'um abacaxi grande não quero aquele verde e duas laranjas',
      add: ['Abacaxi', ['Laranjas', 2, null]],
    },
    { said: 'pedro não pega isso filho então põe arroz e feijão', add: ['Arroz', 'Feijão'] },
  ],
  'kept-said-after': [
    {
      said: 'tira o café e o leite também não o leite fica',
      list: ['Café', 'Leite', 'Pão'],
      add: [],
      remove: ['Café'],
    },
  ],
  'keep-only-these': [
    { said: 'o carvão é pra outra loja deixa só a picanha e a linguiça', add: ['Picanha', 'Linguiça'] },
    { said: 'a cerveja o tio traz deixa só o gelo', add: ['Gelo'] },
    { said: 'não compra o vinho deixa só o queijo e o pão', add: ['Queijo', 'Pão'] },
  ],
  'kept-on-list': [
    {
      said: 'risca o bolo e o sorvete deixa só o pão de queijo e põe duas pizzas',
      list: ['Bolo', 'Sorvete', 'Pão de queijo'],
      add: [['Pizzas', 2, null]],
      remove: ['Bolo', 'Sorvete'],
    },
    {
      said: 'tira o refrigerante que ninguém bebe e deixa o suco de uva que a vó gosta',
      list: ['Refrigerante', 'Suco de uva', 'Pão'],
      add: [],
      remove: ['Refrigerante'],
    },
    {
      said: 'risca o queijo e o presunto e a mortadela não precisa riscar que o pai leva no trabalho',
      list: ['Queijo', 'Presunto', 'Mortadela'],
      add: [],
      remove: ['Queijo', 'Presunto'],
    },
    {
      said: 'não tira o café que eu esqueci de comprar semana passada e põe um açúcar',
      list: ['Café', 'Leite'],
      add: ['Açúcar'],
    },
    {
      said: 'desmarca a pizza congelada mas deixa a lasanha que as crianças pediram e coloca um sorvete',
      list: ['Pizza congelada', 'Lasanha'],
      add: ['Sorvete'],
      remove: ['Pizza congelada'],
    },
    // "pode deixar" is said like "deixa": the item is not bought
    { said: 'pode deixar o sabão em pó que a gente tem bastante e compra um detergente', add: ['Detergente'] },
    { said: 'pode deixar a farinha que ainda tem no armário traz dois quilos de açúcar', add: [['Açúcar', 2, 'kg']] },
  ],
  'someones-clause-after-item': [
    // "X não põe Y que …" whose reason speaks of X is a correction, not Y said not to buy (`not-to-put-said-first`, i27b)
    {
      said: 'coloca iogurte grego não põe iogurte natural que a Ana disse que o grego tem muito açúcar e granola e mel',
      add: ['Iogurte natural', 'Granola', 'Mel'],
    },
    // an article and a product after the clause's own words start the next item (`clauseEndsAtItem`, own27)
    { said: 'o xampu que a lara usa no cabelo o sabonete', add: ['Xampu', 'Sabonete'] },
    { said: 'a bolacha que o pedro come no recreio a maçã e o suco', add: ['Bolacha', 'Maçã', 'Suco'] },
    { said: 'o biscoito que ela tá sem glúten o leite', add: ['Biscoito', 'Leite'] },
    // after a preposition or a verb form the article and product are the clause's own
    { said: 'o fermento que a vó usa pra fazer o bolo', add: ['Fermento'] },
    // (A judgement for it is no change of mind: `change-of-mind-with-reason` stands back.)
    { said: 'um iogurte a bia disse que é muito bom pega granola', add: ['Iogurte', 'Granola'] },
    // after "tá" a gerund is no state: its object is the clause's, no item (own6)
    {
      said: 'o suco de uva da Nina que ela tá tomando vitamina pega também torrada',
      add: ['Suco de uva', 'Torrada'],
    },
    // after a verb with no bare object, an article and a product start the next item (pur68)
    { said: 'iogurte que a bia gosta o biscoito dela e pão', add: ['Iogurte', 'Biscoito', 'Pão'] },
    { said: 'uma caixa de leite que o davi gosta a granola dele', add: [['Leite', 1, 'caixa'], 'Granola'] },
    // the kind said with its article after a liking is the item's (pur68)
    { said: 'o biscoito que a vó gosta o de polvilho e café', add: ['Biscoito de polvilho', 'Café'] },
    { said: 'leite que ela gosta o sem lactose e pão', add: ['Leite sem lactose', 'Pão'] },
    {
      said: 'o chocolate que a clara gosta o branco e um pote de sorvete',
      add: ['Chocolate branco', ['Sorvete', 1, 'pote']],
    },
    { said: 'o vinho que o pai gosta o tinto suave e queijo', add: ['Vinho tinto suave', 'Queijo'] },
    // the clause ends at "e" and a purpose said first before the next product (pur68)
    { said: 'iogurte que ela gosta e pro lanche da escola biscoito', add: ['Iogurte', 'Biscoito'] },
    {
      said: 'o creme que ela usa e pra casa dela detergente dois e sabão',
      add: ['Creme', ['Detergente', 2, null], 'Sabão'],
    },
    // a removal's reason said of someone: a product asked for after it is an item of its own (rsn68)
    {
      said: 'remove o iogurte de morango que a bia tá resfriada deixa o sorvete e põe limão',
      list: ['Iogurte de morango', 'Sorvete'],
      add: ['Limão'],
      remove: ['Iogurte de morango'],
    },
    // a count said with "unidades" after the clause is the item's (amt5)
    {
      said: 'traz o pão de queijo que o vô adora dez unidades e um café',
      add: [['Pão de queijo', 10, null], 'Café'],
    },
    // the kind said last in the clause is the item's
    { said: 'um iogurte que o joão come de morango e pão', add: ['Iogurte de morango', 'Pão'] },
    { said: 'o xampu que a mãe usa sem sal e um condicionador', add: ['Xampu sem sal', 'Condicionador'] },
    {
      said: 'aquele pão de queijo que o vô come no café três e um pacote de café',
      add: [
        ['Pão de queijo', 3, null],
        ['Café', 1, 'pacote'],
      ],
    },
    // it ends where "não" names the item again: the rejection is left to its rules
    { said: 'bota linguiça pro churrasco que o pessoal vem não a linguiça o tio traz bota carvão', add: ['Carvão'] },
    { said: 'creme de leite que a gente vai fazer strogonoff e batata palha', add: ['Creme de leite', 'Batata palha'] },
    { said: 'um litro de óleo ela vai fritar pastel', add: [['Óleo', 1, 'l']] },
    { said: 'queijo e presunto o menino leva pra escola', add: ['Queijo', 'Presunto'] },
    { said: 'mais um sabão que a gente usa muito', list: ['Sabão'], add: ['Sabão'] },
    { said: 'dois pacotes de bolacha foi ele que pediu', add: [['Bolacha', 2, 'pacote']] },
    { said: 'cerveja e carvão a turma chega às oito', add: ['Cerveja', 'Carvão'] },
    { said: 'bolacha que eles gostam e suco de uva', add: ['Bolacha', 'Suco de uva'] },
    // "gostar" takes no bare object: the "que" is its object, and a product after it is the next item
    { said: 'iogurte que as crianças gostam queijo e pão', add: ['Iogurte', 'Queijo', 'Pão'] },
    // after "tá" and a word that says how someone is, a product is the next item
    { said: 'mel que o bebê tá gripado limão e gengibre', add: ['Mel', 'Limão', 'Gengibre'] },
    // after "que", a verb in the past has its object: a product right after it is the next item
    {
      said: 'sabonete que a dermatologista recomendou shampoo e condicionador',
      add: ['Sabonete', 'Shampoo', 'Condicionador'],
    },
    {
      said: 'biscoito e uma porção de queijo que a menina gosta e um pouquinho de presunto',
      add: ['Biscoito', 'Queijo', 'Presunto'],
    },
  ],
  'call-someone': [
    // fillers after the name do not count (i27g)
    { said: 'ô Cida olha aí o que falta sabão e amaciante', add: ['Sabão', 'Amaciante'] },
    { said: 'ô seu joão dois pães de sal', add: [['Pães de sal', 2, null]] },
    { said: 'ô meu deus do céu mais três ovos', add: [['Ovos', 3, null]] },
  ],
  'how-fast': [{ said: 'sal e óleo devagarinho que eu tô cansada', add: ['Sal', 'Óleo'] }],
  interjection: [
    { said: 'arre égua uma tapioca', add: ['Tapioca'] },
    { said: 'doce de leite uai é isso que o pai pediu', add: ['Doce de leite'] },
    { said: 'alface rúcula agrião égua tá tudo murcho', add: ['Alface', 'Rúcula', 'Agrião'] },
    { said: 'cadê o vinagre bota aí visse', add: ['Vinagre'] },
    { said: 'só um minutinho põe farinha de milho tchê', add: ['Farinha de milho'] },
    {
      said: 'dois quilos de farinha de milho uai e um queijo minas',
      add: [['Farinha de milho', 2, 'kg'], 'Queijo minas'],
    },
    { said: 'leite manteiga uai não posso esquecer nada', add: ['Leite', 'Manteiga'] },
  ],
  'list-question-first': [
    {
      said: 'quais são as coisas do churrasco picanha dois quilos e carvão',
      add: [
        ['Picanha', 2, 'kg'],
        ['Carvão', 1, null],
      ],
    },
    { said: 'qual é o resto ah sim pão de forma e manteiga', add: ['Pão de forma', 'Manteiga'] },
    {
      said: 'amor você quer o que pro lanche dois iogurtes e um pão de queijo',
      add: [['Iogurtes', 2, null], 'Pão de queijo'],
    },
  ],
  'speaker-restarts': [
    { said: 'espera deixa eu começar de novo arroz feijão e óleo', add: ['Arroz', 'Feijão', 'Óleo'] },
    { said: 'pera deixa eu falar direito pega arroz e feijão', add: ['Arroz', 'Feijão'] },
  ],
  'said-of-the-item': [
    { said: 'cenoura e beterraba tá tudo aqui no mesmo corredor', add: ['Cenoura', 'Beterraba'] },
    { said: 'café e açúcar tá amor', add: ['Café', 'Açúcar'] },
    { said: 'leite manteiga e queijo tá tudo acabando', add: ['Leite', 'Manteiga', 'Queijo'] },
    { said: 'feijão tá em promoção', add: ['Feijão'] },
    { said: 'o refrigerante tá caro tira ele', list: ['Refrigerante', 'Pão'], add: [], remove: ['Refrigerante'] },
  ],
  'call-or-today-after-item': [
    { said: 'arroz e feijão hoje é dia de feijoada', add: ['Arroz', 'Feijão'] },
    { said: 'pão de forma e requeijão meu amor', add: ['Pão de forma', 'Requeijão'] },
  ],
  vocative: [
    { said: 'amor coloca pão', add: ['Pão'] },
    { said: 'mulher o milho de pipoca a vizinha trouxe pega dois quilos de arroz', add: [['Arroz', 2, 'kg']] },
    { said: 'querido você quer alguma coisa ah pudim', add: ['Pudim'] },
    { said: 'mana põe três abacates', add: [['Abacates', 3, null]] },
  ],
  'with-someone': [{ said: 'deixa eu ver com ele leite e pão', add: ['Leite', 'Pão'] }],
  'right-away': [
    { said: 'meio quilo de tomate não faz um quilo logo', add: [['Tomate', 1, 'kg']] },
    { said: 'meia dúzia de pães não põe uma dúzia logo', add: [['Pães', 12, null]] },
  ],
  'all-after-request': [{ said: 'acabou tudo omo e qboa', add: ['Omo', 'Qboa'] }],
  'reason-after-removal': [
    { said: 'não quero mais o pão não que ainda tem', list: ['Pão'], add: [], remove: ['Pão'] },
    { said: 'não quero mais o pão não que ainda tem', list: ['Pão', 'Leite'], add: [], remove: ['Pão'] },
  ],
  'that-is-more': [
    { said: 'arroz que é mais barato', add: ['Arroz'] },
    { said: 'leite ninho que é mais caro', add: ['Leite ninho'] },
  ],
  'tag-between-items': [
    { said: 'dois pães viu e uma manteiga', add: [['Pães', 2, null], 'Manteiga'] },
    {
      said: 'um pote de margarina tá e dois quilos de tomate',
      add: [
        ['Margarina', 1, 'pote'],
        ['Tomate', 2, 'kg'],
      ],
    },
  ],
  'kind-of-list': [{ said: 'salgadinho e refrigerante coisa de festa né', add: ['Salgadinho', 'Refrigerante'] }],
  'whatever-there-is': [{ said: 'heineken sei lá o que tiver gelado', add: ['Heineken'] }],
  'what-we-will-do': [
    { said: 'pipoca pra gente comer no cinema e refrigerante', add: ['Pipoca', 'Refrigerante'] },
    { said: 'pão pra mim levar pro trabalho queijo e presunto', add: ['Pão', 'Queijo', 'Presunto'] },
    { said: 'cerveja pra gente ver o jogo amendoim e gelo', add: ['Cerveja', 'Amendoim', 'Gelo'] },
    { said: 'biscoito pra gente levar na viagem dois pacotes', add: [['Biscoito', 2, 'pacote']] },
    { said: 'bolacha pra gente comer no caminho', add: ['Bolacha'] },
  ],
  'filler-goes-through': [
    { said: 'hã deixa eu ver coloca café', add: ['Café'] },
    { said: 'um monte de laranja', add: ['Laranja'] },
    { said: 'coloca arroz acho que feijão também', add: ['Arroz', 'Feijão'] },
    { said: 'pão e café pelo amor de deus', add: ['Pão', 'Café'] },
    // The whole one, not a part of it (`PARTS_OF_A_WHOLE`): a description, no removal.
    {
      said: 'um queijo minas um inteiro não quero pedaço e dois quilos de uva',
      add: ['Queijo minas', ['Uva', 2, 'kg']],
    },
  ],
  'subject-asks': [
    { said: 'a receita do pavê pede dois pacotes de bolacha maisena', add: [['Bolacha maisena', 2, 'pacote']] },
  ],
  'run-boundary': [
    // after a purpose said first, what someone will do is no clause after an item: "então" ends it (own6)
    {
      said: 'pro chá de bebê da Lívia a gente vai dar uma cesta então fralda dois pacotes e lenço umedecido',
      add: [['Fralda', 2, 'pacote'], 'Lenço umedecido'],
    },
    { said: 'arroz, feijão e macarrão', add: ['Arroz', 'Feijão', 'Macarrão'] },
    { said: 'adiciona alface tomate e cebola', add: ['Alface', 'Tomate', 'Cebola'] },
    { said: 'hã deixa eu ver coloca café', add: ['Café'] },
    {
      said: 'em vez de arroz branco põe arroz integral',
      list: ['Arroz branco'],
      add: ['Arroz integral'],
      remove: ['Arroz branco'],
    },
    {
      said: 'em vez do queijo prato pega o de coalho',
      list: ['Queijo prato'],
      add: ['Queijo de coalho'],
      remove: ['Queijo prato'],
    },
    { said: 'em vez de suco põe refrigerante a vó prefere', list: ['Suco'], add: ['Refrigerante'], remove: ['Suco'] },
    {
      said: 'os dois primeiros tira que o quintal da minha sogra tá dando',
      list: ['Sal', 'Óleo', 'Arroz'],
      add: [],
      remove: ['Sal', 'Óleo'],
    },
    {
      said: 'em vez do bombril põe assolan',
      list: ['Esponja Bombril', 'Sal'],
      add: ['Esponja Assolan'],
      remove: ['Esponja Bombril'],
    },
  ],
  'not-was-amount': [{ said: 'duas pizzas não era três', add: [['Pizzas', 3, null]] }],
  'not-make-it-amount': [{ said: 'meio quilo de tomate não faz um quilo logo', add: [['Tomate', 1, 'kg']] }],
  'the-rest-of-money': [{ said: 'vinte reais de alcatra o resto de costela', add: ['Alcatra', 'Costela'] }],
  'amount-said-again': [
    { said: 'três pacotes de hã dois pacotes de macarrão', add: [['Macarrão', 2, 'pacote']] },
    { said: 'duas latas de hã três latas de milho', add: [['Milho', 3, 'lata']] },
  ],
  'each-after-unit': [
    { said: 'três garrafas de vinagre de 750 ml cada', add: [['Vinagre', 3, 'garrafa']] },
    { said: 'um pacote de fralda com 50 unidades cada', add: [['Fralda', 1, 'pacote']] },
  ],
  'one-for-each': [
    // a count after "pra cada" is the item's amount, no one's (pur68)
    { said: 'um vinho suave pra cada cinco garrafas e arroz', add: [['Vinho suave', 5, 'garrafa'], 'Arroz'] },
    { said: 'um panetone pra cada seis caixas', add: [['Panetone', 6, 'caixa']] },
    { said: 'duas escovas de dente uma pra cada filho e uma pasta', add: [['Escovas de dente', 2, null], 'Pasta'] },
    { said: 'quatro iogurtes um pra cada um e granola', add: [['Iogurtes', 4, null], 'Granola'] },
  ],
  'how-many-times': [{ said: 'um quilo de músculo moído duas vezes', add: [['Músculo moído', 1, 'kg']] }],
  'for-how-many-people': [{ said: '3 kg de fraldinha pra 12 pessoas', add: [['Fraldinha', 3, 'kg']] }],
  cheapest: [
    { said: 'um pacote de café de 500 g do mais barato', add: [['Café', 1, 'pacote']] },
    { said: 'arroz camil é mais em conta', add: ['Arroz camil'] },
  ],
  'what-ran-out': [
    { said: 'uma lata de leite condensado que acabou a daqui', add: [['Leite condensado', 1, 'lata']] },
    { said: 'um pote de doce de leite que acabou o daqui', add: [['Doce de leite', 1, 'pote']] },
    // the item's amount said after the clause ends it (amount66)
    { said: 'açúcar que acabou semana passada dois quilos e sal', add: [['Açúcar', 2, 'kg'], 'Sal'] },
    { said: 'e café que acabou ontem um pacote de meio quilo', add: [['Café', 1, 'pacote']] },
  ],
  'why-before-items': [{ said: 'escreve aí que eu tô com a mão suja farinha e ovos', add: ['Farinha', 'Ovos'] }],
  'comment-after-item': [
    // an article and a product after the comment's own words start the next item (i27f)
    {
      said: 'o pão sem glúten do Dudu que tem doença celíaca o requeijão light e a geleia',
      add: ['Pão sem glúten', 'Requeijão light', 'Geleia'],
    },
    // it ends where "não" names the item again: the rejection is left to its rules
    {
      said: 'pega iogurte grego pra minha filha que tá de dieta não iogurte não que ela enjoou pega gelatina',
      add: ['Gelatina'],
    },
    { said: 'ovos que é pro bolo', add: ['Ovos'] },
    { said: 'um pacote de farinha que eu vou fazer pudim', add: [['Farinha', 1, 'pacote']] },
    { said: 'dois iogurtes não um kefir que iogurte tem muito açúcar', add: ['Kefir'] },
    { said: 'um pacote de fubá que tá 6 e 50 aqui no mercado', add: [['Fubá', 1, 'pacote']] },
    { said: 'farinha de trigo que a minha mãe quer fazer bolo', add: ['Farinha de trigo'] },
    { said: 'tira o café que tá os olhos da cara', list: ['Café', 'Pão'], add: [], remove: ['Café'] },
  ],
  'said-of-all-items': [{ said: 'cenoura beterraba tudo bem barato hoje', add: ['Cenoura', 'Beterraba'] }],
  'clause-opener': [
    { said: 'aveia por causa da glicose', add: ['Aveia'] },
    { said: 'doce de leite igual a tia fazia', add: ['Doce de leite'] },
    { said: 'sal e óleo o resto eu compro amanhã', add: ['Sal', 'Óleo'] },
    { said: 'sabonete e xampu tudo pro nosso cachorro novo', add: ['Sabonete', 'Xampu'] },
    { said: 'três quilos de batata igual semana passada', add: [['Batata', 3, 'kg']] },
    { said: 'abobrinha berinjela e quiabo tudo da feira', add: ['Abobrinha', 'Berinjela', 'Quiabo'] },
    { said: 'desodorante e xampu tudo que o pai usa', add: ['Desodorante', 'Xampu'] },
    { said: 'bolo torrada e geleia tudo pro café da tarde', add: ['Bolo', 'Torrada', 'Geleia'] },
    { said: 'dois sabões em pó tanto faz a marca', add: [['Sabões em pó', 2, null]] },
  ],
  'time-said-first': [{ said: 'hora do lanche aqui ó banana e aveia', add: ['Banana', 'Aveia'] }],
  'situation-said-first': [
    // what someone asked for is the items, no object of the clause (i27f)
    { said: 'a Lara pediu o sabonete de erva doce dela e uma esponja', add: ['Sabonete de erva doce', 'Esponja'] },
    // after a shop said first, a product is an item even with its amount said after it (i27f)
    { said: 'no açougue costela dois quilos e carvão', add: [['Costela', 2, 'kg'], 'Carvão'] },
    {
      said: 'na padaria sonho três e um litro de leite',
      add: [
        ['Sonho', 3, null],
        ['Leite', 1, 'l'],
      ],
    },
    // a shop's name said in capitals runs on through its "de" (`NAME_JOINS`, i27): "Açúcar" is no item
    { said: 'quando sair do trabalho passa no Pão de Açúcar e traz leite', add: ['Leite'] },
    { said: 'quando voltar passa na Casa do Pão de Queijo e pega manteiga', add: ['Manteiga'] },
    // a shop's name written in capitals said first, and what someone is going to do before "então" (i27g)
    {
      said: 'pode ser no Pão de Açúcar mesmo pega um shampoo e dois sabonetes',
      add: ['Shampoo', ['Sabonetes', 2, null]],
    },
    { said: 'no Assaí pega um fardo de água', add: [['Água', 1, 'fardo']] },
    { said: 'o Caio vai fazer pizza pro jantar então anota queijo e orégano', add: ['Queijo', 'Orégano'] },
    {
      said: 'tô arrumando a casa e eu queria desinfetante de lavanda mas a Bia disse que o cheiro é forte então pega um rodo',
      add: ['Rodo'],
    },
    {
      said: 'a gente vai viajar e eu pensei em biscoito recheado mas a Nina falou que suja então pega maçã',
      add: ['Maçã'],
    },
    { said: 'pede lá no frios 300 g de presunto', add: [['Presunto', 300, 'g']] },
    { said: 'tô no corredor dos congelados pega lasanha', add: ['Lasanha'] },
    { said: 'o dermatologista cortou o chocolate um pacote de castanha', add: [['Castanha', 1, 'pacote']] },
    { said: 'lá no mercado pega limão', add: ['Limão'] },
    { said: 'peraí que o menino tá chamando hã arroz e sal', add: ['Arroz', 'Sal'] },
    { said: 'tô lavando a louça aqui põe esponja', add: ['Esponja'] },
    { said: 'as meninas comem muita maçã um saco de laranja', add: [['Laranja', 1, 'saco']] },
    { said: 'o gato fugiu de novo dois sacos de ração', add: [['Ração', 2, 'saco']] },
    { said: 'em belém é costume dois litros de tucupi', add: [['Tucupi', 2, 'l']] },
    { said: 'aqui em poa dois quilos de linguiça', add: [['Linguiça', 2, 'kg']] },
    { said: 'tá todo mundo com tosse três limões', add: [['Limões', 3, null]] },
    { said: 'o cardiologista cortou o queijo tira o bacon', list: ['Bacon', 'Pão'], add: [], remove: ['Bacon'] },
    { said: 'passou no mercado pega peito de frango', add: ['Peito de frango'] },
    { said: 'em porto alegre é chimarrão um quilo de erva mate', add: [['Erva mate', 1, 'kg']] },
    { said: 'aqui em bh é pão de queijo e café', add: ['Pão de queijo', 'Café'] },
    { said: 'tô grávida sabe ácido fólico e leite', add: ['Ácido fólico', 'Leite'] },
    { said: 'tô fritando o peixe aqui anota aí limão e sal grosso', add: ['Limão', 'Sal grosso'] },
    { said: 'tô com a mão na massa aqui anota aí fermento e ovos', add: ['Fermento', 'Ovos'] },
    { said: 'enquanto o arroz cozinha uma cebola e um alho', add: ['Cebola', 'Alho'] },
    { said: 'parei na farmácia rapidinho fralda e lenço umedecido', add: ['Fralda', 'Lenço umedecido'] },
    { said: 'enquanto lavo a louça aqui o primeiro pode apagar', list: ['Pão', 'Leite'], add: [], remove: ['Pão'] },
    { said: 'o feijão vai render pouco mais um quilo de feijão', add: [['Feijão', 1, 'kg']] },
    { said: 'a carol pediu fruta então duas peras', add: [['Peras', 2, null]] },
    { said: 'na barraca da tia 3 kg de laranja', add: [['Laranja', 3, 'kg']] },
    { said: 'aqui na banca do seu joão meio quilo de quiabo', add: [['Quiabo', 0.5, 'kg']] },
    { said: 'o carrinho tá pesado põe 1 kg de sal', add: [['Sal', 1, 'kg']] },
    { said: 'passando no mercado R$ 10 de pão francês', add: ['Pão francês'] },
    { said: 'ó no açougue picanha e fraldinha', add: ['Picanha', 'Fraldinha'] },
    { said: 'lá na peixaria 1 kg de tilápia', add: [['Tilápia', 1, 'kg']] },
    { said: 'tô sem sabonete põe um dove', add: ['Dove'] },
    { said: 'tô pensando em fazer feijoada então feijão preto e linguiça', add: ['Feijão preto', 'Linguiça'] },
    { said: 'na feira r$ 20 de camarão', add: ['Camarão'] },
    { said: 'na padaria pão e leite', add: ['Pão', 'Leite'] },
  ],
};
