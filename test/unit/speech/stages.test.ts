import { extractSpeech } from '@domain/speech/extract-speech';
import { exampleAnswer, type RuleExample } from '@domain/speech/rules/examples/rule-example';

/**
 * Examples of the passes that are not lists of named rules, by module and what it does: what is
 * said, the list it is said to (empty when left out) and the whole answer expected. The named
 * rules' examples are in `lambdas/domain/speech/rules/examples/` (test/unit/speech/rules.test.ts);
 * an example goes there when the rule that answers it is one of them.
 */
const STAGE_EXAMPLES: Readonly<Record<string, readonly RuleExample[]>> = {
  'tokenize.ts: words, digits and hesitations': [
    // a kind's number said right before the next item's amount is no word said twice (i27g)
    {
      said: 'um quilo de arroz tipo um um pacote de feijão',
      add: [
        ['Arroz tipo um', 1, 'kg'],
        ['Feijão', 1, 'pacote'],
      ],
    },
    { said: 'é coloca é 2 litros de leite é', add: [['Leite', 2, 'l']] },
    { said: "copo d'água e papel filme", add: ["Copo d'água", 'Papel filme'] },
    // a percentage names the kind (look68b)
    { said: 'dois chocolates 85% e um álcool 70%', add: [['Chocolates 85%', 2, null], 'Álcool 70%'] },
  ],
  'segment-intents.ts: intents, fillers, openers, closers and no request': [
    // a phone call's "alô" is a greeting, not a command to the phone (i27g)
    { said: 'alô mãe tô no mercado pega arroz e um sabão em pó', add: ['Arroz', 'Sabão em pó'] },
    { said: 'não esquece o papel higiênico', add: ['Papel higiênico'] },
    { said: 'não esquece o leite', list: ['Leite'], add: ['Leite'] },
    { said: 'esquece o leite', list: ['Leite'], add: [], remove: ['Leite'] },
    // "pera" said after an article is the fruit, no "pera que" (wait) filler (`requestPhraseAt`)
    {
      said: 'tira a pera que tá passada e põe duas maçãs',
      list: ['Pera'],
      add: [['Maçãs', 2, null]],
      remove: ['Pera'],
    },
    { said: 'coloca iogurte não pera que ela não gosta põe queijo', add: ['Queijo'] },
    // "suspende" cancels (`CANCEL_PHRASES`, `CANCEL_VERBS`)
    { said: 'suspende a cerveja', list: ['Cerveja'], add: [], remove: ['Cerveja'] },
    {
      said: 'suspende o vinho que o jantar foi cancelado e põe suco de uva',
      list: ['Vinho'],
      add: ['Suco de uva'],
      remove: ['Vinho'],
    },
    // "mas" between two requests is no word of an item
    {
      said: 'tira o detergente e sabão não precisa mas põe lã de aço',
      list: ['Detergente'],
      add: ['Lã de aço'],
      remove: ['Detergente'],
    },
    {
      said: 'risca a vassoura e rodo não precisa porém bota lã de aço',
      list: ['Vassoura'],
      add: ['Lã de aço'],
      remove: ['Vassoura'],
    },
    // after a removal, "mas" and a product said before an add request are that request's item
    { said: 'não precisa de sal mas arroz pega dois pacotes', add: [['Arroz', 2, 'pacote']] },
    // "não precisa pôr/colocar/pegar": the verb of putting is no add
    {
      said: 'tira o café e açúcar não precisa pôr que a vó deu põe leite',
      list: ['Café'],
      add: ['Leite'],
      remove: ['Café'],
    },
    // cancelling verbs ("corta", "descarta", "anula o pedido de") and "marca aí" adds ("tanto faz a marca" does not)
    { said: 'corta o biscoito recheado', list: ['Biscoito recheado', 'Pão'], add: [], remove: ['Biscoito recheado'] },
    {
      said: 'descarta a margarina e marca aí uma manteiga',
      list: ['Margarina'],
      add: ['Manteiga'],
      remove: ['Margarina'],
    },
    { said: 'anula o pedido de vinho', list: ['Vinho', 'Queijo'], add: [], remove: ['Vinho'] },
    // "pode cortar" opening the utterance cancels; "cortar" later is a reason's
    {
      said: 'pode cortar o requeijão que ninguém come e põe um queijo prato',
      list: ['Requeijão', 'Pão'],
      add: ['Queijo prato'],
      remove: ['Requeijão'],
    },
    { said: 'bacon não o médico mandou cortar gordura põe peito de peru', add: ['Peito de peru'] },
    // not-needed-said-last: an item on the list, said not needed last, goes off it; one not on it stays talk
    {
      said: 'põe duas cebolas e um pacote de arroz e o feijão preto não precisa',
      list: ['Feijão preto', 'Alho'],
      add: [
        ['Cebolas', 2, null],
        ['Arroz', 1, 'pacote'],
      ],
      remove: ['Feijão preto'],
    },
    {
      said: 'põe duas cebolas e o feijão não precisa',
      list: ['Feijão preto', 'Alho'],
      add: [['Cebolas', 2, null]],
    },
    { said: 'sabão em pó tanto faz a marca', add: ['Sabão em pó'] },
    { said: 'bom dia', list: ['Leite'], add: [] },
    { said: 'qual a previsão do tempo', list: ['Leite'], add: [] },
    { said: 'qual o preço do arroz', list: ['Leite'], add: [] },
    // a general kind chosen instead, right before a request, heads what is asked for next
    { said: 'pega sorvete não melhor fruta então põe uma melancia', add: ['Melancia'] },
    { said: 'pega sorvete não melhor fruta', add: ['Fruta'] },
    { said: 'ok', list: ['Leite'], add: [] },
    { said: 'adiciona', list: ['Leite'], add: [] },
    { said: 'tira', list: ['Leite'], add: [] },
    { said: 'hã', list: ['Leite'], add: [] },
    { said: '', list: ['Leite'], add: [] },
    { said: 'toca uma música', list: ['Leite'], add: [] },
    { said: 'obrigado tchau', list: ['Leite'], add: [] },
    { said: 'coloca arroz obrigado', add: ['Arroz'] },
    { said: 'sabão em pó e aí deixa eu pensar detergente', add: ['Sabão em pó', 'Detergente'] },
    { said: 'vou fazer um bolo então coloca ovos e farinha', add: ['Ovos', 'Farinha'] },
    { said: 'coloca pão e é só isso', add: ['Pão'] },
    { said: 'pronto agora manteiga', add: ['Manteiga'] },
    { said: 'eita esqueci o alho', add: ['Alho'] },
    { said: 'e mais uma coisa sabonete', add: ['Sabonete'] },
    { said: 'vamos ver o que falta na despensa sal e óleo', add: ['Sal', 'Óleo'] },
    { said: 'coloca molho pronto', add: ['Molho pronto'] },
    { said: 'ah lembrei do vinagre', add: ['Vinagre'] },
    { said: 'lã de aço e sabão', add: ['Lã de aço', 'Sabão'] },
    { said: 'compra sabonete tá', add: ['Sabonete'] },
    { said: 'opa esqueci o sal', add: ['Sal'] },
    { said: 'preciso de umas coisas tomate e alho', add: ['Tomate', 'Alho'] },
    { said: 'deixa eu olhar aqui manteiga', add: ['Manteiga'] },
    { said: 'mais uma coisinha amor fermento', add: ['Fermento'] },
    { said: 'fralda tamanho g sabe', add: ['Fralda'] },
    { said: 'tem que levar alface', add: ['Alface'] },
    { said: 'cerca de dois quilos de laranja', add: [['Laranja', 2, 'kg']] },
    { said: 'coloca tira manchas e alvejante', add: ['Tira manchas', 'Alvejante'] },
    { said: 'que eu ia dizer mesmo ah sim orégano', add: ['Orégano'] },
    { said: 'quanto custa o leite', add: [] },
    // said after a product, a question word starts talk of that item only; a command still drops it all (i27g)
    { said: 'arroz feijão e ovos como sempre', add: ['Arroz', 'Feijão', 'Ovos'] },
    { said: 'leite pão quem vai buscar é o Beto e manteiga', add: ['Leite', 'Pão', 'Manteiga'] },
    { said: 'leite e pão e toca uma música', add: [] },
    { said: 'pedro larga isso menino é um pacote de arroz', add: [['Arroz', 1, 'pacote']] },
    { said: 'calma filha já vou então é um litro de leite', add: [['Leite', 1, 'l']] },
    { said: 'como é que chama aquele negócio ah esponja', add: ['Esponja'] },
    { said: 'acabou o sabonete de novo', add: ['Sabonete'] },
    { said: 'açúcar de qualquer marca mesmo', add: ['Açúcar'] },
    { said: 'arroz o mais baratinho que tiver', add: ['Arroz'] },
    { said: 'antes que eu esqueça fósforo', add: ['Fósforo'] },
    { said: 'coloca cuscuz e já que vai lá aproveita e traz manteiga', add: ['Cuscuz', 'Manteiga'] },
    { said: 'pega o carvão e já pega o gelo', add: ['Carvão', 'Gelo'] },
    { said: 'vê se anota polvilho e vê se compra queijo', add: ['Polvilho', 'Queijo'] },
    { said: 'três mamões não dois já dá', add: [['Mamões', 2, null]] },
    { said: 'vê se lembra da manteiga', add: ['Manteiga'] },
    { said: 'me lembra de ligar pro médico', add: [] },
    { said: 'na base de uns três quilos de coxa', add: [['Coxa', 3, 'kg']] },
    { said: 'quase que eu esqueço a pilha', add: ['Pilha'] },
    { said: 'égua dois quilos de açaí', add: [['Açaí', 2, 'kg']] },
    { said: 'barbaridade três pacotes de erva mate', add: [['Erva mate', 3, 'pacote']] },
    { said: 'visse um quilo de charque', add: [['Charque', 1, 'kg']] },
    { said: 'cara um quilo de arroz', add: [['Arroz', 1, 'kg']] },
    { said: 'vai vir gente então mais três cocas', add: [['Cocas', 3, null]] },
    { said: 'o café acabou né então café pilão', add: ['Café pilão'] },
    { said: 'arroz então feijão', add: ['Arroz', 'Feijão'] },
    { said: 'um leite e não esquece o leite condensado', add: ['Leite', 'Leite condensado'] },
    { said: 'me lembra do sabão em pó', add: ['Sabão em pó'] },
    { said: 'me lembra de pagar a luz', add: [] },
    { said: 'me lembra de três sabonetes', add: [['Sabonetes', 3, null]] },
    { said: 'me lembra de ligar pro gás', add: [] },
    { said: 'vê se acha um requeijão cremoso', add: ['Requeijão cremoso'] },
    { said: 'me lembra de trazer a ração', add: ['Ração'] },
    { said: 'sabão em pó isso não pode faltar', add: ['Sabão em pó'] },
    { said: 'um pote de manteiga meu', add: [['Manteiga', 1, 'pote']] },
    { said: 'ó mais um pacote de arroz', add: [['Arroz', 1, 'pacote']] },
    // asking for help to remember, ordering from the shop, a delivery (i27g)
    { said: 'filho me ajuda a lembrar três caixas de leite e um pão', add: [['Leite', 3, 'caixa'], 'Pão'] },
    {
      said: 'dona Lúcia queria encomendar pra entrega um frango e dois quilos de batata',
      add: ['Frango', ['Batata', 2, 'kg']],
    },
    // what someone asks to know is talk (i27g)
    { said: 'a vó quer saber o que falta é arroz e sabão', add: ['Arroz', 'Sabão'] },
  ],
  'reported-speech.ts: who reported or wrote it, headings': [
    { said: 'ela disse que quer pão de mel', add: ['Pão de mel'] },
    { said: 'minha esposa escreveu aqui ó sabão e amaciante', add: ['Sabão', 'Amaciante'] },
    { said: 'tá escrito aqui no caderno dela arroz e óleo', add: ['Arroz', 'Óleo'] },
    { said: 'meu sogro quer um quilo de picanha', add: [['Picanha', 1, 'kg']] },
    { said: 'a madrinha vai fazer torta ovos e farinha', add: ['Ovos', 'Farinha'] },
    {
      said: '2 kg de batata e 1 kg de cebola meu marido falou',
      add: [
        ['Batata', 2, 'kg'],
        ['Cebola', 1, 'kg'],
      ],
    },
    { said: 'agora limpeza sabão em pó e esponja', add: ['Sabão em pó', 'Esponja'] },
    { said: 'na parte de higiene shampoo e sabonete', add: ['Shampoo', 'Sabonete'] },
    { said: 'dona célia pediu pra trocar o café por chá', list: ['Café'], add: ['Chá'], remove: ['Café'] },
    { said: 'ela quer iogurte e granola', add: ['Iogurte', 'Granola'] },
    { said: 'do açougue picanha e fraldinha', add: ['Picanha', 'Fraldinha'] },
    { said: 'agora o corredor dos doces paçoca e pé de moleque', add: ['Paçoca', 'Pé de moleque'] },
    { said: 'padaria ó pão doce e rosca', add: ['Pão doce', 'Rosca'] },
    { said: 'da parte das bebidas suco e água', add: ['Suco', 'Água'] },
  ],
  'merge-compounds.ts: compounds and brands': [
    { said: 'preciso de pão de queijo e creme de leite', add: ['Pão de queijo', 'Creme de leite'] },
    { said: 'quero água com gás', add: ['Água com gás'] },
    { said: 'coloca sabão em pó e manteiga sem sal', add: ['Sabão em pó', 'Manteiga sem sal'] },
    { said: 'adiciona biscoito de água e sal e arroz', add: ['Biscoito de água e sal', 'Arroz'] },
    { said: 'coloca romeu e julieta', add: ['Romeu e julieta'] },
    { said: 'adiciona saco de lixo', add: ['Saco de lixo'] },
    // a two-word compound gives its last word to that product's kind said with "de" ("pilha palito" stays alone)
    { said: 'pega pilha palito de fósforo e vela', add: ['Pilha', 'Palito de fósforo', 'Vela'] },
    { said: 'duas pilhas palito e um isqueiro', add: [['Pilhas palito', 2, null], 'Isqueiro'] },
    // sweets named by what they are made of (`SWEET_COMPOUNDS`); "pão doce" keeps its kind
    { said: 'bolo de fubá doce de banana e pão doce', add: ['Bolo de fubá', 'Doce de banana', 'Pão doce'] },
    // one product said as two words (`TWO_WORD_PRODUCTS`)
    {
      said: 'um pacote de goma de tapioca e chá mate gelado duas garrafas',
      add: [
        ['Goma de tapioca', 1, 'pacote'],
        ['Chá mate gelado', 2, 'garrafa'],
      ],
    },
    // tableware named by its material is one product; a count after it counts it (`TABLEWARE_COMPOUNDS`)
    { said: 'garfo de plástico trinta e guardanapo', add: [['Garfo de plástico', 30, null], 'Guardanapo'] },
    {
      said: 'duas taças de acrílico e um pote de sorvete',
      add: [
        ['Taças de acrílico', 2, null],
        ['Sorvete', 1, 'pote'],
      ],
    },
    // bags named by what they are for are one product; a container after it counts them (`BAG_COMPOUNDS`, pack27)
    {
      said: 'saquinho de geladinho dois pacotes e uma sacola de presente',
      add: [['Saquinho de geladinho', 2, 'pacote'], 'Sacola de presente'],
    },
    { said: 'coloca sabão em barra', add: ['Sabão em barra'] },
    { said: 'coloca leite condensado e leite em pó', add: ['Leite condensado', 'Leite em pó'] },
    { said: 'café três corações e pinga 51', add: ['Café três corações', 'Pinga 51'] },
    { said: 'tá faltando água e sal', add: ['Água', 'Sal'] },
    { said: 'biscoito de água e sal', add: ['Biscoito de água e sal'] },
    { said: 'lenço de bebê', add: ['Lenço de bebê'] },
    { said: 'batata chips sal e vinagre', add: ['Batata chips sal e vinagre'] },
    {
      said: 'romeu e julieta um pacote de bolacha cream cracker',
      add: ['Romeu e julieta', ['Bolacha cream cracker', 1, 'pacote']],
    },
    { said: 'o bom ar e o papel toalha', add: ['Bom ar', 'Papel toalha'] },
    { said: 'dois kinder ovo e um suco', add: [['Kinder ovo', 2, null], 'Suco'] },
    { said: 'pão de alho santa massa e carvão', add: ['Pão de alho santa massa', 'Carvão'] },
    { said: 'castanha de caju pringles e um refrigerante', add: ['Castanha de caju', 'Pringles', 'Refrigerante'] },
    { said: 'um salgadinho doritos e uma batata ruffles', add: ['Salgadinho doritos', 'Batata ruffles'] },
    {
      said: 'duas latas de ervilha quero e uma de milho',
      add: [
        ['Ervilha quero', 2, 'lata'],
        ['Milho', 1, 'lata'],
      ],
    },
    {
      said: 'extrato de tomate quero e um pacote de macarrão',
      add: ['Extrato de tomate quero', ['Macarrão', 1, 'pacote']],
    },
    { said: 'molho de tomate eu quero dois', add: [['Molho de tomate', 2, null]] },
    { said: 'molho de tomate quero duas latas', add: [['Molho de tomate', 2, 'lata']] },
  ],
  'split-items.ts: names kept whole (no rule splits them)': [
    // "aos/à/às" glue like "ao": a product after them is no item of its own (i27g)
    { said: 'um pacote de bombom pra caça aos ovos e leite', add: [['Bombom', 1, 'pacote'], 'Leite'] },
    { said: 'leite ninho e nescau', add: ['Leite ninho', 'Nescau'] },
    { said: 'mexerica ponkan', add: ['Mexerica ponkan'] },
    { said: 'um quilo de limão cravo e peixe salmão', add: [['Limão cravo', 1, 'kg'], 'Peixe salmão'] },
    { said: 'dois vidros de palmito pupunha', add: [['Palmito pupunha', 2, 'vidro']] },
    { said: 'peixe empanado e bife temperado', add: ['Peixe empanado', 'Bife temperado'] },
    { said: 'gelatina abacaxi e sabonete lavanda', add: ['Gelatina abacaxi', 'Sabonete lavanda'] },
    { said: 'uma sukita laranja', add: ['Sukita laranja'] },
    { said: '2 pacotes de macarrão parafuso', add: [['Macarrão parafuso', 2, 'pacote']] },
    { said: 'arroz agulhinha', add: ['Arroz agulhinha'] },
    { said: 'vinho miolo e pipoca de micro-ondas', add: ['Vinho miolo', 'Pipoca de micro-ondas'] },
    { said: 'leite condensado e vagem', add: ['Leite condensado', 'Vagem'] },
    { said: 'refrigerante pepsi zero', add: ['Refrigerante pepsi zero'] },
    { said: 'um quilo de batata baroa', add: [['Batata baroa', 1, 'kg']] },
    { said: 'guaraná antarctica', add: ['Guaraná antarctica'] },
    { said: 'batata nova chá gelado e palmito pupunha', add: ['Batata nova', 'Chá gelado', 'Palmito pupunha'] },
    { said: 'café torrado e moído e açúcar', add: ['Café torrado e moído', 'Açúcar'] },
    { said: 'refrigerante fanta', add: ['Refrigerante fanta'] },
    { said: 'pomada hipoglós', add: ['Pomada hipoglós'] },
    { said: 'sachê whiskas e areia', add: ['Sachê whiskas', 'Areia'] },
    { said: 'biscoito maizena e leite', add: ['Biscoito maizena', 'Leite'] },
    { said: 'gema e trigo', add: ['Gema', 'Trigo'] },
  ],
  'split-items.ts (revisedWords): only another kind asked for after a rejection replaces the last modifier': [
    { said: 'leite em pó desnatado não a mãe disse que é ruim pega integral', add: ['Leite em pó integral'] },
    {
      said: 'iogurte natural desnatado não a vó acha azedo pega integral e granola',
      add: ['Iogurte natural integral', 'Granola'],
    },
  ],
  'read-quantity.ts and units.ts: amounts': [
    // a percentage names the kind (`PERCENT_PHRASES`, lexicon-amounts.ts)
    {
      said: 'duas barras de chocolate setenta por cento e álcool setenta porcento um litro',
      add: [
        ['Chocolate setenta por cento', 2, 'barra'],
        ['Álcool setenta porcento', 1, 'l'],
      ],
    },
    { said: 'coloca 2 kg de arroz', add: [['Arroz', 2, 'kg']] },
    { said: 'coloca 2kg de batata', add: [['Batata', 2, 'kg']] },
    { said: 'inclui duas caixas de leite', add: [['Leite', 2, 'caixa']] },
    { said: 'bota 6 latinhas de cerveja', add: [['Cerveja', 6, 'lata']] },
    { said: 'põe meia dúzia de ovos', add: [['Ovos', 6, null]] },
    { said: 'coloca duas dúzias de ovos', add: [['Ovos', 24, null]] },
    { said: 'coloca uma dúzia e meia de ovos', add: [['Ovos', 18, null]] },
    { said: 'quero um quilo e meio de alcatra', add: [['Alcatra', 1.5, 'kg']] },
    { said: 'me vê meio quilo de queijo prato', add: [['Queijo prato', 0.5, 'kg']] },
    { said: 'quero 1,5 kg de alcatra', add: [['Alcatra', 1.5, 'kg']] },
    { said: '15 reais de pão', add: ['Pão'] },
    { said: 'coloca r$ 10 de pão', add: ['Pão'] },
    { said: 'coloca 2 unidades de abacate', add: [['Abacate', 2, null]] },
    { said: 'coloca 2 copos descartáveis', add: [['Copos descartáveis', 2, null]] },
    { said: 'uns três abacates', add: [['Abacates', 3, null]] },
    { said: '1,5 l de refrigerante', add: [['Refrigerante', 1.5, 'l']] },
    {
      said: 'meio melão e meia dúzia de ovos',
      add: [
        ['Melão', 0.5, null],
        ['Ovos', 6, null],
      ],
    },
    { said: 'duas me enganei quatro latas de milho', add: [['Milho', 4, 'lata']] },
    { said: 'uma meia dúzia de ovos', add: [['Ovos', 6, null]] },
    { said: '3 e meio quilos de laranja', add: [['Laranja', 3.5, 'kg']] },
    { said: 'quilo e meio de patinho', add: [['Patinho', 1.5, 'kg']] },
    { said: 'três três latas de ervilha', add: [['Ervilha', 3, 'lata']] },
    { said: 'dois pedaços de abóbora', add: [['Abóbora', 2, null]] },
    {
      said: 'duas cartelas de ovos e três ramos de salsinha',
      add: [
        ['Ovos', 2, null],
        ['Salsinha', 3, null],
      ],
    },
    { said: 'dois engradados de cerveja', add: [['Cerveja', 2, null]] },
    { said: 'banana uma penca e maçã', add: ['Banana', 'Maçã'] },
    { said: '10 reais de pão e 3 de salsinha', add: ['Pão', 'Salsinha'] },
    { said: 'dois pacotes de arroz três na verdade', add: [['Arroz', 3, 'pacote']] },
    { said: 'uns pedaços de queijo coalho', add: ['Queijo coalho'] },
    { said: 'um pacote pequeno de café', add: [['Café', 1, 'pacote']] },
  ],
  'number-words.ts: numbers said in words': [
    { said: 'coloca vinte e cinco pães', add: [['Pães', 25, null]] },
    { said: 'coloca cento e cinquenta gramas de presunto', add: [['Presunto', 150, 'g']] },
  ],
  'purpose.ts: whose, which one and whole-list purposes go': [
    { said: 'bolacha e suco tudo pros netos', add: ['Bolacha', 'Suco'] },
    { said: 'gelatina diet tudo pra vó doente', add: ['Gelatina diet'] },
    { said: 'um pacote de café do bom', add: [['Café', 1, 'pacote']] },
  ],
  'extract-speech.ts: a place or a party said alone is no item': [
    { said: 'acabou o açougue pega frango', add: ['Frango'] },
    { said: 'minha filha acabou a feira anota aí chuchu e quiabo', add: ['Chuchu', 'Quiabo'] },
    // nor a party named by a product word
    { said: 'a lista do chá de panela detergente e esponja', add: ['Detergente', 'Esponja'] },
    // where, said with "no/na" and no amount, is no product (i27g)
    {
      said: 'risca o xampu que ela compra lá no salão e põe sabonete',
      list: ['Xampu'],
      add: ['Sabonete'],
      remove: ['Xampu'],
    },
    { said: 'passa no açougue do Zé e traz linguiça', add: ['Linguiça'] },
  ],
  'extract-speech.ts: a product said alone, then asked for again more precisely (restatedNext)': [
    { said: 'e detergente põe um detergente de coco', add: ['Detergente de coco'] },
    { said: 'arroz não esquece dois pacotes de arroz integral', add: [['Arroz integral', 2, 'pacote']] },
    { said: 'queijo põe presunto', add: ['Queijo', 'Presunto'] },
    // past "acabou", a request said with nothing
    { said: 'o sal acabou pega sal refinado', add: ['Sal refinado'] },
  ],
  'extract-speech.ts: a general kind said to have run out, then its products (ranOutHeading)': [
    { said: 'o tempero acabou põe sazon e colorau', add: ['Sazon', 'Colorau'] },
    { said: 'a fruta acabou pega banana e maçã', add: ['Banana', 'Maçã'] },
    { said: 'a carne acabou pega frango', add: ['Frango'] },
    // not before a product of another aisle, nor a product that is no general kind
    { said: 'o tempero acabou põe arroz', add: ['Tempero', 'Arroz'] },
    { said: 'o leite acabou põe pão', add: ['Leite', 'Pão'] },
  ],
  'extract-speech.ts: a product said alone, then a count of a product of its aisle said with "de" (countOfKindHeading)':
    [
      { said: 'macarrão põe dois de parafuso e molho', add: [['Parafuso', 2, null], 'Molho'] },
      { said: 'fruta pega três de manga', add: [['Manga', 3, null]] },
      // a product of the lexicon after a product that is no general kind is an item of its own
      { said: 'arroz põe dois de feijão', add: ['Arroz', ['Feijão', 2, null]] },
    ],
  'extract-speech.ts: a product said with whose it is, then right away with its amount (saidAgainWithAmount)': [
    {
      said: 'o xampu da bia um frasco de xampu anticaspa e sabonete',
      add: [['Xampu anticaspa', 1, 'frasco'], 'Sabonete'],
    },
    { said: 'o sabonete do joão dois sabonetes de glicerina', add: [['Sabonetes de glicerina', 2, null]] },
    // with "e" between, two items (the pet's name goes, pur68)
    { said: 'ração do thor e um saco de ração de gato', add: ['Ração', ['Ração de gato', 1, 'saco']] },
    // a product said alone as a heading, then said again with its amount and kind (i27g)
    { said: 'acabou o café então um café extra forte e açúcar', add: ['Café extra forte', 'Açúcar'] },
    { said: 'tá faltando queijo dois queijos minas e pão', add: [['Queijos minas', 2, null], 'Pão'] },
    // with "e" between, two items
    { said: 'leite e um leite condensado', add: ['Leite', 'Leite condensado'] },
  ],
  'extract-speech.ts: increments and amounts said again': [
    // more of an item said earlier in the same utterance, by the first words of its name
    {
      said: 'coxa de frango dois quilos e linguiça e mais um quilo de coxa',
      add: [['Coxa de frango', 3, 'kg'], 'Linguiça'],
    },
    { said: 'ração pega três sacos de 15 kg', add: [['Ração', 3, 'saco']] },
    { said: 'café põe dois pacotes de meio quilo e um açúcar', add: [['Café', 2, 'pacote'], 'Açúcar'] },
    { said: 'mais dois leites', list: ['Arroz', 'Leite integral'], add: [['Leite integral', 2, null]] },
    { said: 'mais dois leites', list: ['Arroz'], add: [['Leites', 2, null]] },
    { said: 'coloca outra caixa de leite', list: ['Leite integral'], add: [['Leite integral', 1, 'caixa']] },
    { said: 'mais um leite que esse acaba rápido', list: ['Leite integral'], add: ['Leite integral'] },
    { said: 'cadê o café ah põe dois pacotes de café', add: [['Café', 2, 'pacote']] },
    { said: 'café coloca mais dois', list: ['Café'], add: [['Café', 2, null]] },
    { said: 'aumenta mais um quilo na batata', list: ['Batata'], add: [['Batata', 1, 'kg']] },
    { said: 'dois limões hã três limões', add: [['Limões', 3, null]] },
    { said: 'coloca dois sabonetes a mais', list: ['Sabonete', 'Arroz'], add: [['Sabonete', 2, null]] },
    { said: 'dois quilos de picanha é muito põe só um quilo', add: [['Picanha', 1, 'kg']] },
    { said: 'cerveja gelada pega umas dez', add: [['Cerveja', 10, null]] },
    { said: 'uma dúzia de ovos que o bolo leva ovo', add: [['Ovos', 12, null]] },
  ],
  'extract-speech.ts: removals, swaps, positions and not-needed': [
    // after an add, "e", an article and an item, then a removal naming nothing: that item goes (removal-said-next)
    {
      said: 'põe três latas de ervilha e o milho também pode tirar',
      list: ['Milho', 'Sal'],
      add: [['Ervilha', 3, 'lata']],
      remove: ['Milho'],
    },
    {
      said: 'risca o queijo que tá caro e coloca requeijão e a mortadela também pode cancelar que ninguém comeu',
      list: ['Queijo', 'Mortadela'],
      add: ['Requeijão'],
      remove: ['Queijo', 'Mortadela'],
    },
    // "e o X" after a not-needed phrase, with a removal of its own said next, is removed, not added
    {
      said: 'o vinagre também não precisa e o azeite pode tirar que a sogra trouxe e põe um pacote de sal',
      list: ['Vinagre', 'Azeite'],
      add: [['Sal', 1, 'pacote']],
      remove: ['Vinagre', 'Azeite'],
    },
    // "esquece" said right after items is like a not-needed phrase (`LEFT_OUT_AFTER`): "e" and an item after it
    // add it; "e o X também" removes it too
    {
      said: 'um pão e peito de peru esquece que tá muito caro e mortadela 300 gramas',
      add: ['Pão', ['Mortadela', 300, 'g']],
    },
    {
      said: 'arroz feijão e o bacon esquece e o leite também',
      list: ['Bacon', 'Leite'],
      add: ['Arroz', 'Feijão'],
      remove: ['Bacon', 'Leite'],
    },
    // after a list said with amounts, a not-needed phrase takes only the last item, even after "e"
    {
      said: 'arroz cinco quilos feijão e sal não precisa',
      list: ['Sal'],
      add: [['Arroz', 5, 'kg'], 'Feijão'],
      remove: ['Sal'],
    },
    { said: 'dois litros de leite pão e manteiga já tem', add: [['Leite', 2, 'l'], 'Pão'] },
    { said: 'o café e o açúcar já tem', list: ['Café', 'Açúcar'], add: [], remove: ['Café', 'Açúcar'] },
    { said: 'tira o leite e coloca iogurte', list: ['Leite', 'Pão'], add: ['Iogurte'], remove: ['Leite'] },
    {
      said: 'troca o leite integral por leite desnatado',
      list: ['Leite integral'],
      add: ['Leite desnatado'],
      remove: ['Leite integral'],
    },
    { said: 'tira o último', list: ['Arroz', 'Leite integral', 'Pão'], add: [], remove: ['Pão'] },
    { said: 'apaga o primeiro da lista', list: ['Arroz', 'Leite integral', 'Pão'], add: [], remove: ['Arroz'] },
    { said: 'tira o último', add: [] },
    { said: 'troca o leite pelo desnatado', list: ['Leite', 'Pão'], add: ['Leite desnatado'], remove: ['Leite'] },
    {
      said: 'troca o suco de laranja pelo de uva',
      list: ['Suco de laranja'],
      add: ['Suco de uva'],
      remove: ['Suco de laranja'],
    },
    { said: 'troca o leite por iogurte', list: ['Leite'], add: ['Iogurte'], remove: ['Leite'] },
    { said: 'não vou mais levar o vinho', list: ['Vinho', 'Queijo', 'Uva'], add: [], remove: ['Vinho'] },
    { said: 'desisti do queijo', list: ['Vinho', 'Queijo', 'Uva'], add: [], remove: ['Queijo'] },
    { said: 'tira a última coisa', list: ['Vinho', 'Queijo', 'Uva'], add: [], remove: ['Uva'] },
    { said: 'o leite já comprei', list: ['Leite', 'Pão'], add: [], remove: ['Leite'] },
    { said: 'o pão pode tirar', list: ['Leite', 'Pão'], add: [], remove: ['Pão'] },
    { said: 'tira os dois últimos', list: ['Arroz', 'Feijão', 'Leite', 'Pão'], add: [], remove: ['Leite', 'Pão'] },
    {
      said: 'apaga as três primeiras',
      list: ['Arroz', 'Feijão', 'Leite', 'Pão'],
      add: [],
      remove: ['Arroz', 'Feijão', 'Leite'],
    },
    { said: 'muda o leite pra 3 litros', list: ['Leite'], add: [['Leite', 3, 'l']], remove: ['Leite'] },
    {
      said: 'troca o sabão em pó pelo ariel',
      list: ['Sabão em pó'],
      add: ['Sabão em pó ariel'],
      remove: ['Sabão em pó'],
    },
    { said: 'coloca café e depois tira o açúcar', list: ['Açúcar'], add: ['Café'], remove: ['Açúcar'] },
    {
      said: 'troca o iogurte grego pelo de morango',
      list: ['Iogurte grego'],
      add: ['Iogurte de morango'],
      remove: ['Iogurte grego'],
    },
    { said: 'tira o quinto', list: ['Arroz', 'Feijão', 'Leite', 'Pão', 'Sal'], add: [], remove: ['Sal'] },
    { said: 'o quarto pode tirar', list: ['Arroz', 'Feijão', 'Leite', 'Pão', 'Sal'], add: [], remove: ['Pão'] },
    {
      said: 'apaga o segundo que tá repetido',
      list: ['Arroz', 'Feijão', 'Leite', 'Pão', 'Sal'],
      add: [],
      remove: ['Feijão'],
    },
    { said: 'não quero o primeiro não', list: ['Arroz', 'Feijão', 'Leite', 'Pão', 'Sal'], add: [], remove: ['Arroz'] },
    { said: 'no lugar da margarina põe manteiga', list: ['Margarina'], add: ['Manteiga'], remove: ['Margarina'] },
    {
      said: 'tira o café tradicional e põe o extra forte',
      list: ['Café tradicional'],
      add: ['Café extra forte'],
      remove: ['Café tradicional'],
    },
    { said: 'no lugar do sabão omo põe o ariel', list: ['Sabão omo'], add: ['Ariel'], remove: ['Sabão omo'] },
    { said: 'apaga o primeiro dessa lista', list: ['Sal', 'Óleo'], add: [], remove: ['Sal'] },
    { said: 'o primeiro pode apagar que já tem', list: ['Sal', 'Óleo'], add: [], remove: ['Sal'] },
    { said: 'aumenta o arroz pra dois pacotes', list: ['Arroz'], add: [['Arroz', 2, 'pacote']], remove: ['Arroz'] },
    { said: 'não vou querer mais o pepino', list: ['Pepino'], add: [], remove: ['Pepino'] },
    { said: 'o leite troca pelo desnatado', list: ['Leite', 'Pão'], add: ['Leite desnatado'], remove: ['Leite'] },
    { said: 'troca a coca pela light', list: ['Coca'], add: ['Coca light'], remove: ['Coca'] },
    { said: 'o café já comprei ontem', list: ['Café', 'Leite'], add: [], remove: ['Café'] },
    { said: 'o primeiro da lista tira fora', list: ['Sal', 'Óleo'], add: [], remove: ['Sal'] },
    { said: 'pão e um queijo na verdade não precisa de queijo', add: ['Pão'] },
    { said: 'tira o sal e coloca sal light no lugar', list: ['Sal'], add: ['Sal light'], remove: ['Sal'] },
    { said: 'o sal e o óleo já tão no carrinho', list: ['Sal', 'Óleo'], add: [], remove: ['Sal', 'Óleo'] },
    { said: 'o abacaxi deixa pra próxima', list: ['Abacaxi'], add: [], remove: ['Abacaxi'] },
    {
      said: 'o segundo pode tirar que eu já tenho',
      list: ['Arroz', 'Feijão', 'Sabão', 'Café'],
      add: [],
      remove: ['Feijão'],
    },
    {
      said: 'as duas primeiras pode apagar',
      list: ['Arroz', 'Feijão', 'Sabão', 'Café'],
      add: [],
      remove: ['Arroz', 'Feijão'],
    },
    { said: 'tira o primeiro ali', list: ['Arroz', 'Feijão'], add: [], remove: ['Arroz'] },
    { said: 'o último pode tirar que o porteiro já trouxe', list: ['Arroz', 'Gás'], add: [], remove: ['Gás'] },
    {
      said: 'o macarrão pode tirar que a vizinha trouxe',
      list: ['Macarrão parafuso', 'Sal'],
      add: [],
      remove: ['Macarrão parafuso'],
    },
    { said: 'o terceiro pode tirar que ela já tem em casa', list: ['Pão', 'Sal', 'Óleo'], add: [], remove: ['Óleo'] },
    {
      said: 'tira o segundo da lista a mãe disse que não precisa',
      list: ['Pão', 'Sal', 'Óleo'],
      add: [],
      remove: ['Sal'],
    },
    { said: 'troca o açúcar pelo maltitol', list: ['Açúcar'], add: ['Maltitol'], remove: ['Açúcar'] },
    { said: 'troca o adoçante pelo eritritol', list: ['Adoçante'], add: ['Eritritol'], remove: ['Adoçante'] },
    { said: 'troca o vinho tinto pelo branco', list: ['Vinho tinto'], add: ['Vinho branco'], remove: ['Vinho tinto'] },
    { said: 'troca o pão pelo integral', list: ['Pão'], add: ['Pão integral'], remove: ['Pão'] },
    { said: 'a margarina risca que ninguém come', list: ['Margarina', 'Pão'], add: [], remove: ['Margarina'] },
    { said: 'apaga o sal e o segundo também', list: ['Pão', 'Leite', 'Sal'], add: [], remove: ['Sal', 'Leite'] },
    { said: 'tira o penúltimo e o café', list: ['Café', 'Pão', 'Leite'], add: [], remove: ['Pão', 'Café'] },
    {
      said: 'o refri pode tirar que a gente tá de dieta',
      list: ['Refrigerante', 'Pão'],
      add: [],
      remove: ['Refrigerante'],
    },
    {
      said: 'troca o toddy por nescau',
      list: ['Achocolatado Toddy'],
      add: ['Achocolatado Nescau'],
      remove: ['Achocolatado Toddy'],
    },
    { said: 'o queijo deixa pra lá que tá caro', list: ['Queijo', 'Pão'], add: [], remove: ['Queijo'] },
    { said: 'apaga o último por favor achei em casa', list: ['Pão', 'Café'], add: [], remove: ['Café'] },
    {
      said: 'troca o pilão pelo três corações',
      list: ['Café Pilão'],
      add: ['Café Três corações'],
      remove: ['Café Pilão'],
    },
    { said: 'troca o suco pelo toddy', list: ['Suco', 'Pão'], add: ['Toddy'], remove: ['Suco'] },
    { said: 'um suco de uva aliás não põe água de coco', add: ['Água de coco'] },
    { said: 'uma goiabada hã não quer dizer põe doce de leite', add: ['Doce de leite'] },
    { said: 'azeite e vinagre ah não deixa o vinagre pra lá', add: ['Azeite'] },
    { said: 'deixa o iogurte pra lá', list: ['Leite', 'Iogurte'], add: [], remove: ['Iogurte'] },
    { said: 'pode tirar o leite e pôr suco', list: ['Leite', 'Pão'], add: ['Suco'], remove: ['Leite'] },
    {
      said: 'o pão pode tirar e a manteiga também',
      list: ['Pão', 'Manteiga', 'Café'],
      add: [],
      remove: ['Pão', 'Manteiga'],
    },
  ],
  'extract-speech.ts: after a removal, an add with no article names its own product (namesOwnProduct)': [
    // in a container of its own, or listed with more items; "o desnatado" still names the removed one's kind
    {
      said: 'risca o sabão e põe um galão de lava louças',
      list: ['Sabão'],
      add: [['Lava louças', 1, 'galão']],
      remove: ['Sabão'],
    },
    {
      said: 'cancela o frango que a gente vai viajar e coloca um frasco de lava roupas e um pacote de esponja',
      list: ['Frango'],
      add: [
        ['Lava roupas', 1, 'frasco'],
        ['Esponja', 1, 'pacote'],
      ],
      remove: ['Frango'],
    },
    {
      said: 'tira o leite integral e põe o desnatado',
      list: ['Leite integral'],
      add: ['Leite desnatado'],
      remove: ['Leite integral'],
    },
  ],
  'extract-speech.ts: the setting said first, talk after an item': [
    // what the speaker tells someone nearby to do, before a request, is chatter (i27g)
    { said: 'Enzo larga o videogame e me ajuda anota arroz e feijão', add: ['Arroz', 'Feijão'] },
    // a purpose of the whole list said first with a verb: the article after it is its object (i27g)
    { said: 'pra fazer o bolo farinha ovos e manteiga', add: ['Farinha', 'Ovos', 'Manteiga'] },
    // one unknown word asked for right before a product said with no amount is a product (i27g)
    { said: 'pega cartolina cola bastão e tesoura', add: ['Cartolina', 'Cola bastão', 'Tesoura'] },
    // not a name said to someone, nor before an amount
    { said: 'anota aí Duda arroz e feijão', add: ['Arroz', 'Feijão'] },
    // a general kind with a purpose, said alone before a request, heads it (`HEADING_WORDS`)
    { said: 'carne pro churrasco bota picanha e linguiça', add: ['Picanha', 'Linguiça'] },
    { said: 'carne pro churrasco do sábado põe picanha', add: ['Picanha'] },
    { said: 'carne pro churrasco', add: ['Carne'] },
    { said: 'fim de semana na praia então carvão e gelo', add: ['Carvão', 'Gelo'] },
    { said: 'o arroz queimou coloca mais um pacote de arroz', add: [['Arroz', 1, 'pacote']] },
    { said: 'laranja pera que tá acabando', add: ['Laranja pera'] },
    { said: 'leite que tá acabando e pão', add: ['Leite', 'Pão'] },
    { said: 'leite ninho e nescau as coisas das crianças', add: ['Leite ninho', 'Nescau'] },
    { said: 'pasta de dente e fio dental o armário tá vazio', add: ['Pasta de dente', 'Fio dental'] },
    { said: 'escolhe três abacates', add: [['Abacates', 3, null]] },
    { said: 'leva o cetaphil e um sabonete', add: ['Cetaphil', 'Sabonete'] },
    { said: 'pega a bepantol e fralda', add: ['Bepantol', 'Fralda'] },
    // one unknown word asked for and listed with "e" is a product, not the setting
    { said: 'põe eritritol e café', add: ['Eritritol', 'Café'] },
    { said: 'pega ele e fralda', add: ['Fralda'] },
  ],
  'match-removal.ts: list names': [
    { said: 'tira a banana', list: ['Bananas', 'Leite'], add: [], remove: ['Bananas'] },
    { said: 'tira o leite', list: ['Leite integral', 'Arroz'], add: [], remove: ['Leite integral'] },
    { said: 'tira o leite', list: ['Leite', 'Leite condensado'], add: [], remove: ['Leite'] },
    { said: 'apaga o café', list: ['CAFÉ', 'Leite'], add: [], remove: ['CAFÉ'] },
    { said: 'tira o acucar', list: ['Açúcar', 'Sal'], add: [], remove: ['Açúcar'] },
    { said: 'tira a coca', list: ['Coca-cola', 'Pão'], add: [], remove: ['Coca-cola'] },
    { said: 'não preciso mais do carvão', list: ['Cerveja', 'Carvão'], add: [], remove: ['Carvão'] },
    { said: 'remove o arroz e o feijão', list: ['Arroz', 'Feijão', 'Macarrão'], add: [], remove: ['Arroz', 'Feijão'] },
    { said: 'tira o leite integral', list: ['Leite', 'Pão'], add: [], remove: ['Leite'] },
    { said: 'esquece os tomates', list: ['Tomate cereja', 'Cebola'], add: [], remove: ['Tomate cereja'] },
    { said: 'tira o leite', list: ['Leite integral', 'Leite desnatado'], add: [] },
    { said: 'tira o sabão', list: ['Sabão em pó', 'Sabão em barra'], add: [] },
    { said: 'desconsidera a manteiga', list: ['Margarina'], add: [] },
    { said: 'tira o feijão', add: [] },
    { said: 'mais dois leitinhos', list: ['Leite'], add: [['Leite', 2, null]] },
    { said: 'mais um pãozinho', list: ['Pão francês'], add: ['Pão francês'] },
    { said: 'tira o pãozinho', list: ['Pão', 'Leite'], add: [], remove: ['Pão'] },
    { said: 'mais dois leitinhos', add: [['Leitinhos', 2, null]] },
    { said: 'mais dois limõezinhos', list: ['Limão'], add: [['Limão', 2, null]] },
  ],
};

describe.each(Object.entries(STAGE_EXAMPLES))('%s', (_stage, examples) => {
  it.each(examples.map((example) => [example.said, example] as const))('%s', (_said, example) => {
    expect(extractSpeech(example.said, [...(example.list ?? [])])).toEqual(exampleAnswer(example));
  });
});
