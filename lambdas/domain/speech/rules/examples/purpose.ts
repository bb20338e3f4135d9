import type { RuleExamples } from './rule-example';

/** Examples of the purpose pass's rules (`purpose.ts`), by rule name; see situation-talk.ts here. */
export const PURPOSE_EXAMPLES: RuleExamples = {
  condition: [
    // "se não tiver" too (i27g)
    { said: 'pega mandioquinha se não tiver e um maço de couve', add: ['Mandioquinha', ['Couve', 1, 'maço']] },
    { said: 'ricota se tiver e pão sírio', add: ['Ricota', 'Pão sírio'] },
  ],
  'where-it-is': [
    // a place in the house ends where an article and a product start the next item (own27)
    { said: 'o desinfetante do banheiro o repelente', add: ['Desinfetante', 'Repelente'] },
    { said: 'queijo lá no balcão e presunto', add: ['Queijo', 'Presunto'] },
    { said: 'pão da padaria e leite', add: ['Pão', 'Leite'] },
    { said: 'mamão lá na feira duas bananas', add: ['Mamão', ['Bananas', 2, null]] },
    // going to a shop first says where, before a request too ("pet" is a shop said short, own6)
    { said: 'vai no pet um osso pro Rex e pega leite', add: ['Osso', 'Leite'] },
    { said: 'vai na feira três mamões e uma abóbora e pega leite', add: [['Mamões', 3, null], 'Abóbora', 'Leite'] },
  ],
  'whose-it-is': [
    // what it goes in, said with whose that is (i27f)
    { said: 'o adoçante do chá da vó e um pacote de biscoito', add: ['Adoçante', ['Biscoito', 1, 'pacote']] },
    // a meal or dish it is for, said with "do/da"; an amount after it is the item's (pur68)
    {
      said: 'o vinho do jantar de sábado uma garrafa e o carvão do churrasco dois sacos',
      add: [
        ['Vinho', 1, 'garrafa'],
        ['Carvão', 2, 'saco'],
      ],
    },
    // a container right after the name's "de" is its package, no item (look6)
    { said: 'a manteiga de garrafa da vó', add: ['Manteiga de garrafa'] },
    { said: 'o iogurte das crianças e o café da copa', add: ['Iogurte', 'Café'] },
    { said: 'o absorvente da minha filha', add: ['Absorvente'] },
    // kin said fondly are people too (own6)
    { said: 'o chinelo da mamãe e o remédio do titio', add: ['Chinelo', 'Remédio'] },
    { said: 'tomate da promoção e alface', add: ['Tomate', 'Alface'] },
  ],
  'the-one-with': [
    // a figure printed on children's products, said with "do/da", says which one (own6)
    { said: 'a bolacha da sereia duas e um suco', add: [['Bolacha', 2, null], 'Suco'] },
    { said: 'o sabonete do unicórnio e um xampu', add: ['Sabonete', 'Xampu'] },
    { said: 'aquele iogurte da princesa pro lanche da Sofia e pão', add: ['Iogurte', 'Pão'] },
  ],
  'how-wanted': [
    // a participle that names a kind stays before how it is wanted (`KIND_PARTICIPLES`, i27g); a preparation goes
    {
      said: 'um pacote de provolone ralado fininho e duzentos gramas de peito de peru fatiado fininho',
      add: [
        ['Provolone ralado', 1, 'pacote'],
        ['Peito de peru', 200, 'g'],
      ],
    },
    // a kind said with "sem" after which package ends it and joins the name (look68b)
    { said: 'um leite daquele da caixinha azul sem lactose e café', add: ['Leite sem lactose', 'Café'] },
    { said: 'uma torrada daquela do pacotinho vermelho sem sal e geleia', add: ['Torrada sem sal', 'Geleia'] },
    { said: 'guaraná bem gelado e pão quentinho', add: ['Guaraná', 'Pão'] },
    // a product word said as an adjective after "bem"
    { said: 'farinha de mandioca bem torradinha e sal', add: ['Farinha de mandioca', 'Sal'] },
    { said: 'um pão francês bem torrado e manteiga', add: ['Pão francês', 'Manteiga'] },
    { said: 'uma melancia das grandes e azeite daquele bom', add: ['Melancia', 'Azeite'] },
    // "desses/dessas" too, the plural of "desse".
    { said: 'um abacate desses maduros e dois melões destes doces', add: ['Abacate', ['Melões', 2, null]] },
    // Up to the next amount or product, with no "e" before it.
    {
      said: 'um quilo de tomate bem maduro dois pimentões e uma alface',
      add: [['Tomate', 1, 'kg'], ['Pimentões', 2, null], 'Alface'],
    },
    { said: 'um tomate daqueles bem vermelhos e maduros e uma cebola', add: ['Tomate', 'Cebola'] },
    {
      said: 'um salame daqueles defumados dois pacotes de torrada',
      add: ['Salame', ['Torrada', 2, 'pacote']],
    },
    // "dos/das" and an adjective that agrees: which ones (a colour too).
    {
      said: 'meio quilo de camarão dos descascados um limão e coentro',
      add: [['Camarão', 0.5, 'kg'], 'Limão', 'Coentro'],
    },
    { said: 'dois quilos de uva das roxas um melão e pera', add: [['Uva', 2, 'kg'], 'Melão', 'Pera'] },
    { said: 'cebola das roxas', add: ['Cebola'] },
    { said: 'um mamão do grandão e uma abóbora da pequena', add: ['Mamão', 'Abóbora'] },
    { said: 'carvão um saco dos grandes e sal grosso', add: [['Carvão', 1, 'saco'], 'Sal grosso'] },
    { said: 'café daquele de pacote vermelho um pão de forma e leite', add: ['Café', 'Pão de forma', 'Leite'] },
    { said: 'uma abóbora das gordinhas e chuchu', add: ['Abóbora', 'Chuchu'] },
    { said: 'café daquele forte um quilo de açúcar', add: ['Café', ['Açúcar', 1, 'kg']] },
    // "uns/umas" and a product after the description start the next item (`SOME_ARTICLES`)
    { said: 'uva bem docinha uns tomates e alface', add: ['Uva', 'Tomates', 'Alface'] },
    { said: 'banana das grandes umas maçãs e pera', add: ['Banana', 'Maçãs', 'Pera'] },
    // "dos/das" and a "pra" phrase: those for a use
    { said: 'laranja das pra suco e melancia', add: ['Laranja', 'Melancia'] },
    { said: 'batata das pra fritar dois quilos e cebola', add: [['Batata', 2, 'kg'], 'Cebola'] },
  ],
  'what-it-looks-like': [
    // a figure it is shaped as is no kind (`FIGURES`, issue 27)
    { said: 'a bolacha da Bia aquela de bichinho e um leite', add: ['Bolacha', 'Leite'] },
    // the look ends at the next article and product ("gel" is a product word, issue 27)
    {
      said: 'o sabonete da Lia aquele da caixa de coelho o gel de barbear um frasco',
      add: ['Sabonete', ['Gel de barbear', 1, 'frasco']],
    },
    // the count of its parts, a plural said last (look69)
    { said: 'o barbeador aquele de duas lâminas e um sabonete', add: ['Barbeador', 'Sabonete'] },
    { said: 'o aparelho de barbear aquele de cinco lâminas e espuma', add: ['Aparelho de barbear', 'Espuma'] },
    // a thing's colour named like a product, said last (look68b); after a food it is its flavour
    { said: 'uma coleira aquela vinho e um osso', add: ['Coleira', 'Osso'] },
    { said: 'um balde aquele laranja e um rodo', add: ['Balde', 'Rodo'] },
    {
      said: 'uma garrafa de detergente de 500 ml o verdinho e esponja',
      add: [['Detergente', 1, 'garrafa'], 'Esponja'],
    },
    {
      said: 'um pacote de arroz de 5 kg aquele da embalagem roxa e feijão',
      add: [['Arroz', 1, 'pacote'], 'Feijão'],
    },
    { said: 'biscoito aquele de pacote amarelo duas unidades e suco', add: [['Biscoito', 2, null], 'Suco'] },
    { said: 'uma garrafa de amaciante de dois litros a azul e sabão', add: [['Amaciante', 1, 'garrafa'], 'Sabão'] },
    { said: 'um vinho aquele chileno de rótulo branco e queijo', add: ['Vinho', 'Queijo'] },
    // a product said after the description, not after a link, starts the next item
    { said: 'iogurte aquele do pote azul granola e leite', add: ['Iogurte', 'Granola', 'Leite'] },
    { said: 'sabão aquele da caixa laranja detergente e esponja', add: ['Sabão', 'Detergente', 'Esponja'] },
  ],
  'describing-word': [
    // a plural adjective only, before the next item's amount, describes it (look69)
    {
      said: 'um maço de couve maduras dois limões',
      add: [
        ['Couve', 1, 'maço'],
        ['Limões', 2, null],
      ],
    },
    // a plural counted right after a product said in the singular is the next item (amount66)
    {
      said: 'torta de limão uma grande docinhos cinquenta e suco',
      add: ['Torta de limão', ['Docinhos', 50, null], 'Suco'],
    },
    { said: 'duas abobrinhas médias e um mamão', add: [['Abobrinhas', 2, null], 'Mamão'] },
    {
      said: 'um pacote de arroz branquinho duas latas de sardinha e um pão italiano',
      add: [['Arroz', 1, 'pacote'], ['Sardinha', 2, 'lata'], 'Pão italiano'],
    },
    { said: 'uma abóbora pequena três pepinos e um abacaxi maduro', add: ['Abóbora', ['Pepinos', 3, null], 'Abacaxi'] },
    { said: 'um balde novo uma vassoura e um chocolate amargo', add: ['Balde', 'Vassoura', 'Chocolate amargo'] },
    {
      said: 'cebola roxa dois pimentões amarelos e um melão redondão',
      add: ['Cebola roxa', ['Pimentões amarelos', 2, null], 'Melão'],
    },
    { said: 'meio quilo de peito de frango cortado em tiras e um alho', add: [['Peito de frango', 0.5, 'kg'], 'Alho'] },
    { said: 'duas garrafas daquela cerveja mais gelada e gelo', add: [['Cerveja', 2, 'garrafa'], 'Gelo'] },
    { said: 'uma coca normal e uma fanta', add: ['Coca', 'Fanta'] },
    { said: 'uma picanha bonita de uns um quilo e meio e sal grosso', add: ['Picanha', 'Sal grosso'] },
  ],
  'package-part': [
    {
      said: 'põe o amaciante do rótulo roxo o desinfetante da tampa branca e o sabonete',
      add: [
        ['Amaciante', 1, null],
        ['Desinfetante', 1, null],
        ['Sabonete', 1, null],
      ],
    },
    {
      said: 'coloca a mostarda de tampinha amarela aquela maionese',
      add: [
        ['Mostarda', 1, null],
        ['Maionese', 1, null],
      ],
    },
    {
      said: 'um pote de margarina de tampa amarela e um pacote de café',
      add: [
        ['Margarina', 1, 'pote'],
        ['Café', 1, 'pacote'],
      ],
    },
    {
      said: 'uma garrafa de suco com tampinha azul duas maçãs',
      add: [
        ['Suco', 1, 'garrafa'],
        ['Maçãs', 2, null],
      ],
    },
    { said: 'um amaciante o de tampa rosa e sabão', add: ['Amaciante', 'Sabão'] },
  ],
  'printed-on-it': [
    { said: 'copo descartável com tema de festa junina e prato', add: ['Copo descartável', 'Prato'] },
    { said: 'bolo com a foto do aniversariante e vela', add: ['Bolo', 'Vela'] },
    { said: 'prato de papel com estampa de unicórnio dois pacotes', add: [['Prato de papel', 2, 'pacote']] },
  ],
  'which-brand': [
    { said: 'molho de tomate da marca do mercado dois sachês', add: [['Molho de tomate', 2, 'sachê']] },
    { said: 'arroz da marca do mercado cinco quilos e feijão', add: [['Arroz', 5, 'kg'], 'Feijão'] },
    { said: 'fralda da marca que a vizinha falou e lenço', add: ['Fralda', 'Lenço'] },
  ],
  'which-strength': [
    { said: 'chá do fraco e biscoito', add: ['Chá', 'Biscoito'] },
    { said: 'café do forte que a vó gosta dois pacotes', add: [['Café', 2, 'pacote']] },
    { said: 'cachaça da fraca que o vô toma e limão', add: ['Cachaça', 'Limão'] },
  ],
  'package-material': [
    { said: 'duas caixas de cerveja de lata com doze e gelo', add: [['Cerveja', 2, 'caixa'], 'Gelo'] },
    { said: 'um fardo de guaraná de latinha daquela verde e gelo', add: [['Guaraná', 1, 'fardo'], 'Gelo'] },
    // A refill is a form of package.
    { said: 'sabonete líquido de refil com cheirinho de bebê e xampu', add: ['Sabonete líquido', 'Xampu'] },
  ],
  'what-it-lacks': [
    { said: 'iogurte natural que não tem açúcar e granola', add: ['Iogurte natural', 'Granola'] },
    { said: 'pão de forma que não vem com gergelim e manteiga', add: ['Pão de forma', 'Manteiga'] },
    { said: 'sabonete que não tem perfume dois', add: [['Sabonete', 2, null]] },
    // "não leva" after "que" is no request either
    { said: 'iogurte que não leva lactose dois potes e granola', add: [['Iogurte', 2, 'pote'], 'Granola'] },
    { said: 'pão integral que não leva açúcar e um café', add: ['Pão integral', 'Café'] },
  ],
  comment: [
    // "que tá" after the item is a comment on it, not a situation said first; its amount after the comment stays (i27g)
    {
      said: 'pega o detergente que tá na promoção três frascos e uma esponja',
      add: [['Detergente', 3, 'frasco'], 'Esponja'],
    },
    // after an add request, "que tá" is the item's relative clause, no situation said first
    // (`situation-said-first` stands back, mind27)
    // a brand with a number word in it: "que tá …" with an amount after it is left to this rule too (mind27)
    {
      said: 'leva o sabão ypê que tá em oferta três caixas e um rodo',
      add: [['Sabão ypê', 3, 'caixa'], 'Rodo'],
    },
    {
      said: 'pega o café três corações que tá barato dois pacotes e um açúcar',
      add: [['Café três corações', 2, 'pacote'], 'Açúcar'],
    },
    {
      said: 'pega o feijão kicaldo que tá barato dois pacotes e um alho',
      add: [['Feijão kicaldo', 2, 'pacote'], 'Alho'],
    },
    // what it has not, after "que não", is no item (pur68)
    { said: 'lenço umedecido que não tem perfume e arroz', add: ['Lenço umedecido', 'Arroz'] },
    { said: 'iogurte que não tem açúcar dois potes e pão', add: [['Iogurte', 2, 'pote'], 'Pão'] },
    { said: 'sabonete que não tem cheiro shampoo e arroz', add: ['Sabonete', 'Shampoo', 'Arroz'] },
    {
      said: 'um pote de requeijão que espalha fácil trezentos gramas de mortadela e um pão',
      add: [['Requeijão', 1, 'pote'], ['Mortadela', 300, 'g'], 'Pão'],
    },
    { said: 'leite condensado que eu vou fazer pudim e creme de leite', add: ['Leite condensado', 'Creme de leite'] },
    // someone's "não" in it says why this one, no rejection
    { said: 'iogurte natural que a bia não pode comer o de morango e maçã', add: ['Iogurte natural', 'Maçã'] },
  ],
  recipe: [{ said: 'receita de bolo de cenoura três cenouras e farinha', add: [['Cenouras', 3, null], 'Farinha'] }],
  'for-a-time': [
    { said: 'fralda pra noite lenço umedecido', add: ['Fralda', 'Lenço umedecido'] },
    { said: 'um creme pra manhã e um pacote de café pro mês', add: ['Creme', ['Café', 1, 'pacote']] },
    { said: 'uma torta pros 80 anos do vô e velas', add: ['Torta', 'Velas'] },
  ],
  'for-juice': [
    // after the pack's size the juice is a purpose, up to the next product (i27c)
    { said: 'um saco de limão de dois quilos pra suco um abacaxi', add: [['Limão', 1, 'saco'], 'Abacaxi'] },
    { said: 'laranja pera pra suco e mamão', add: ['Laranja pera', 'Mamão'] },
    { said: 'hortelã pro suco de abacaxi', add: ['Hortelã'] },
    {
      said: 'dez limões pro suco um pacote de açúcar',
      add: [
        ['Limões', 10, null],
        ['Açúcar', 1, 'pacote'],
      ],
    },
  ],
  'for-dish-or-person': [
    // what the one it is for has ("que ele tem …") is no item had (own6)
    { said: 'pomada pro vô que ele tem alergia e algodão', add: ['Pomada', 'Algodão'] },
    // a verb with no object after the person leaves the product after it to the next item (pur68)
    { said: 'chá pra mãe dormir biscoito pras visitas e café', add: ['Chá', 'Biscoito', 'Café'] },
    // an amount asked for after the purpose, then "e" and the next request, is the item's (pur68)
    {
      said: 'o iogurte pra lancheira dele põe uma bandeja e pega também bisnaguinha',
      add: [['Iogurte', 1, 'bandeja'], 'Bisnaguinha'],
    },
    // the purpose's verb before the next request is no chatter: the item stays (talk6)
    { said: 'queijo pra vó fazer lasanha pega um molho', add: ['Queijo', 'Molho'] },
    { said: 'ovos pro bolo e iogurte pro meu filho', add: ['Ovos', 'Iogurte'] },
    {
      said: 'cerveja pros homens dois fardos e refrigerante pras crianças',
      add: [['Cerveja', 2, 'fardo'], 'Refrigerante'],
    },
    { said: 'rapadura pra vó fazer doce e farinha', add: ['Rapadura', 'Farinha'] },
    // a role, a part of a dish, a workout, a cage (`PURPOSE_ROLE_WORDS`, `PURPOSE_USE_WORDS`), even after a kind's product
    { said: 'um tubo de pomada pra enfermeira e um lenço pra babá', add: [['Pomada', 1, 'tubo'], 'Lenço'] },
    { said: 'coco ralado pro recheio e um whey pro pós treino', add: ['Coco ralado', 'Whey'] },
    { said: 'um saco de feno pro viveiro e chocolate pra cobertura', add: [['Feno', 1, 'saco'], 'Chocolate'] },
    // what the person will do with it ends at a product after the verb's object
    { said: 'carvão pro vô assar a carne sal grosso', add: ['Carvão', 'Sal grosso'] },
    { said: 'biscoito pras crianças levar na escola maçã e banana', add: ['Biscoito', 'Maçã', 'Banana'] },
  ],
  'for-when': [
    { said: 'remédio pra quando der dor de cabeça e algodão', add: ['Remédio', 'Algodão'] },
    { said: 'bolacha pra quando a visita chegar dois pacotes e café', add: [['Bolacha', 2, 'pacote'], 'Café'] },
  ],
  'to-prepare': [
    // "a" said of what a thing works by is no article of a next item (own6)
    { said: 'pinhão pra assar no fogão a lenha e salame', add: ['Pinhão', 'Salame'] },
    // a fresh food is what its verb prepares: a product with a purpose of its own after the verb is the next item (pur68)
    { said: 'batata pra fritar óleo pra fritura e limão', add: ['Batata', 'Óleo', 'Limão'] },
    { said: 'peixe pra fritar farinha de rosca pra empanar', add: ['Peixe', 'Farinha de rosca'] },
    { said: 'carne pra assar sal grosso pro churrasco', add: ['Carne', 'Sal grosso'] },
    // what it is made or eaten with goes with the verb; an amount after it is the item's (pur68)
    { said: 'charque pra fazer com o açaí meio quilo e banana', add: [['Charque', 0.5, 'kg'], 'Banana'] },
    { said: 'pão pra comer com a sopa dois pacotes e arroz', add: [['Pão', 2, 'pacote'], 'Arroz'] },
    // the purpose's verb before the next request is no chatter: the item stays (talk6)
    { said: 'farinha pra fazer pizza traz um pacote de açúcar', add: ['Farinha', ['Açúcar', 1, 'pacote']] },
    // a dozen after a verb of preparation is the next item's amount (i27f)
    { said: 'fubá pra empanar uma dúzia de ovos e sal', add: ['Fubá', ['Ovos', 12, null], 'Sal'] },
    // a product with its own amount said after its name, after a verb of preparation, is the next item (i27f)
    {
      said: 'um pernil pra assar mandioca amarela dois quilos e cebola',
      add: ['Pernil', ['Mandioca amarela', 2, 'kg'], 'Cebola'],
    },
    { said: 'peixe pra grelhar limão taiti um saco e sal', add: ['Peixe', ['Limão taiti', 1, 'saco'], 'Sal'] },
    // a verb with no object leaves the product after it to the next item (amount66)
    { said: 'whey pra treinar banana seis', add: ['Whey', ['Banana', 6, null]] },
    {
      said: 'leite morno pra ele dormir bolacha de maisena um pacote',
      add: ['Leite morno', ['Bolacha de maisena', 1, 'pacote']],
    },
    { said: 'um vinho pra dar de presente pro sogro e queijo', add: ['Vinho', 'Queijo'] },
    { said: 'linguiça pra assar cebola pra fazer vinagrete e pão', add: ['Linguiça', 'Cebola', 'Pão'] },
    { said: 'protetor pra passar na praia chinelo e boné', add: ['Protetor', 'Chinelo', 'Boné'] },
    // going somewhere is a purpose too ("pra ir pra", "pra viajar").
    { said: 'protetor solar pra ir pra praia e um boné', add: ['Protetor solar', 'Boné'] },
    { said: 'sanduíche pra viajar e suco', add: ['Sanduíche', 'Suco'] },
    { said: 'azeite pra temperar uma rúcula pra mim', add: ['Azeite', 'Rúcula'] },
    { said: 'leite pra fazer doce de leite pra vender', add: ['Leite'] },
    { said: 'carne pra moer um pacote de farinha', add: ['Carne', ['Farinha', 1, 'pacote']] },
    { said: 'shoyu pra marinar o frango e limão', add: ['Shoyu', 'Limão'] },
    { said: 'óleo pra fritar dois frascos', add: [['Óleo', 2, 'frasco']] },
    // a dish with a purpose of its own after the verb is the next item ("farinha pra fazer um bolo" keeps the bolo)
    { said: 'vinho pra cozinhar uma cerveja pra beber gelada e queijo', add: ['Vinho', 'Cerveja', 'Queijo'] },
    // after a kind said already ("papel celofane", not "creme pra pentear"), a verb is what it is for
    { said: 'papel manteiga pra forrar e farinha', add: ['Papel manteiga', 'Farinha'] },
    { said: 'shampoo anticaspa pra lavar e condicionador', add: ['Shampoo anticaspa', 'Condicionador'] },
  ],
  'for-someone-named': [{ said: 'ração pedigree pro thor e areia', add: ['Ração pedigree', 'Areia'] }],
  'for-own-pets': [
    { said: 'um saco de ração premier pros cachorros e uma coleira', add: [['Ração premier', 1, 'saco'], 'Coleira'] },
    { said: 'petisco pras gatas e ração pro gato', add: ['Petisco', 'Ração'] },
    // who a pet's product is for is no part of its name; after a general product the animal stays
    { said: 'ração pra filhote e biscoito pra cachorro', add: ['Ração', 'Biscoito'] },
    { said: 'coleira pro gato e areia', add: ['Coleira', 'Areia'] },
    {
      said: 'um pacote de tapete higiênico pro filhote e shampoo pra cachorro',
      add: [['Tapete higiênico', 1, 'pacote'], 'Shampoo'],
    },
    { said: 'ração úmida pra gata e areia sanitária pros coelhos', add: ['Ração úmida', 'Areia sanitária'] },
    { said: 'vermífugo pros três cachorros duas caixas', add: [['Vermífugo', 2, 'caixa']] },
    { said: 'ração pro labrador do vizinho e sabonete pra cachorro', add: ['Ração', 'Sabonete'] },
    { said: 'ração seca pro cão idoso três quilos', add: [['Ração seca', 3, 'kg']] },
    { said: 'areia pra caixinha do gato e detergente', add: ['Areia', 'Detergente'] },
  ],
  'for-someone-in-particular': [
    // what the one it is for has ("que ela tem …") is no item had (own6)
    { said: 'shampoo pra Ana que ela tem cabelo cacheado e condicionador', add: ['Shampoo', 'Condicionador'] },
    { said: 'lenço de papel pra bolsinha da bia e biscoito', add: ['Lenço de papel', 'Biscoito'] },
    { said: 'um creme pra pele dela e um batom', add: ['Creme', 'Batom'] },
    { said: 'protetor pro rosto do teu pai e boné', add: ['Protetor', 'Boné'] },
    { said: 'pente de cabelo pro caio sabonete', add: ['Pente de cabelo', 'Sabonete'] },
    { said: 'protetor solar pra bolsa dele e boné', add: ['Protetor solar', 'Boné'] },
    { said: 'um sabonete pra ela e um desodorante', add: ['Sabonete', 'Desodorante'] },
    { said: 'um hidratante pra minha nécessaire e batom', add: ['Hidratante', 'Batom'] },
    { said: 'petisco pro bob roer e coleira', add: ['Petisco', 'Coleira'] },
    { said: 'um creme de pele pra rosângela e sabonete', add: ['Creme de pele', 'Sabonete'] },
    // after "pra", a given name (`GIVEN_NAMES`); "shampoo pra caspa" keeps its kind
    { said: 'um lenço pra ana dois pacotes e shampoo pra caspa', add: [['Lenço', 2, 'pacote'], 'Shampoo'] },
    { said: 'uma escova pra lucas e um sabonete', add: ['Escova', 'Sabonete'] },
    // a care product said with its kind is one item (`CARE_COMPOUNDS`)
    { said: 'uma loção hidratante pra pele dela e um batom', add: ['Loção hidratante', 'Batom'] },
    { said: 'escova de dente pro davi que ele perdeu a dele e fio dental', add: ['Escova de dente', 'Fio dental'] },
    // a word that describes the target before the possessive ("shampoo pra cabelo cacheado" alone stays)
    { said: 'shampoo pra cabelo liso da tua irmã e condicionador', add: ['Shampoo', 'Condicionador'] },
    { said: 'sabonete pra pele sensível do meu filho e hidratante', add: ['Sabonete', 'Hidratante'] },
    {
      said: 'creme dental infantil pra escova nova do bebê e fio dental',
      add: ['Creme dental infantil', 'Fio dental'],
    },
    // "pros/pras" and a plural: the ones at home, even where the singular names a kind ("biscoito pra cachorro")
    { said: 'refrigerante pras crianças e cerveja pros adultos', add: ['Refrigerante', 'Cerveja'] },
    { said: 'shampoo pros cachorros e sabonete', add: ['Shampoo', 'Sabonete'] },
    {
      said: 'um saco de ração pro thor daquele de pacote verde e um osso pra ele morder',
      add: [['Ração', 1, 'saco'], 'Osso'],
    },
  ],
  'as-a-gift': [
    { said: 'um vinho de presente pro meu sogro e queijo', add: ['Vinho', 'Queijo'] },
    { said: 'chocolate de lembrancinha pras professoras e bala', add: ['Chocolate', 'Bala'] },
    {
      said: 'um rolo de papel de presente e uma fita de presente',
      add: [['Papel de presente', 1, 'rolo'], 'Fita de presente'],
    },
  ],
  'kind-target-of-someone': [{ said: 'milho pra pipoca das crianças e manteiga', add: ['Milho', 'Manteiga'] }],
  'names-a-kind': [
    // The same pet product for two animals: the animals tell them apart (`for-own-pets` lets them be).
    { said: 'ração pro gato e ração pro cachorro', add: ['Ração pro gato', 'Ração pro cachorro'] },
    { said: 'biscoito pra cachorro', add: ['Biscoito'] },
    { said: 'dois quilos de maracujá pra suco', add: [['Maracujá', 2, 'kg']] },
    { said: 'shampoo pra cabelo cacheado', add: ['Shampoo'] },
    { said: 'desodorante pra mulher', add: ['Desodorante'] },
    { said: 'creme pra pentear', add: ['Creme'] },
    { said: 'laranja pra suco', add: ['Laranja'] },
  ],
  'any-purpose': [
    // "pro/pros/pras" hold an article: the word after them is no verb, so a product after it is no object (pur68)
    { said: 'gelo pro cooler cerveja pro churrasco', add: ['Gelo', 'Cerveja'] },
    {
      said: 'dois sacos de gelo pro cooler vodka pra caipirinha e limão',
      add: [['Gelo', 2, 'saco'], 'Vodka', 'Limão'],
    },
    { said: 'coentro pro peixe e açúcar pro apê', add: ['Coentro', 'Açúcar'] },
    { said: 'fita pro embrulho do presente aquela de cetim vermelha e papel', add: ['Fita', 'Papel'] },
    // A kind said already before the phrase: what it is for ("sabonete pra mão" names a kind).
    { said: 'óleo de amêndoas pra massagem e um melão', add: ['Óleo de amêndoas', 'Melão'] },
    { said: 'detergente neutro pra louça e sabonete líquido pra mão', add: ['Detergente neutro', 'Sabonete líquido'] },
    // an article before the next product starts that item, not the purpose's (own6)
    { said: 'o mel pra garganta da Lúcia o chá de boldo e limão', add: ['Mel', 'Chá de boldo', 'Limão'] },
    { said: 'o xarope pra tosse do menino o sabonete e uma toalha', add: ['Xarope', 'Sabonete', 'Toalha'] },
  ],
  'what-someone-denies': [
    // why someone it is for does not take a product: the product denied is no item (pur68)
    {
      said: 'pão de alho pra vizinha que não come carne e refrigerante',
      add: ['Pão de alho', 'Refrigerante'],
    },
    { said: 'sorvete pra vó que não pode açúcar e um bolo', add: ['Sorvete', 'Bolo'] },
    // the one it is for said again as a pronoun before the denial (own6)
    { said: 'bolacha pro vô que ele não pode doce e uma manteiga', add: ['Bolacha', 'Manteiga'] },
    {
      said: 'gelatina diet pra tia que ela não pode doce dois pacotes de torrada',
      add: ['Gelatina diet', ['Torrada', 2, 'pacote']],
    },
    { said: 'iogurte pro joão que nunca toma leite de vaca e pão', add: ['Iogurte', 'Pão'] },
    { said: 'morango pra sobremesa da vó que não come chocolate e chantilly', add: ['Morango', 'Chantilly'] },
    { said: 'manteiga pro café da manhã do vô que não pode sal e pão', add: ['Manteiga', 'Pão'] },
  ],
};
