import { extractSpeech } from '@domain/speech/extract-speech';

const item = (name: string, quantity = 1, unit: string | null = null) => ({ name, quantity, unit });

describe('extractSpeech: adding', () => {
  it.each([
    ['arroz, feijão e macarrão', [item('Arroz'), item('Feijão'), item('Macarrão')]],
    ['adiciona alface tomate e cebola', [item('Alface'), item('Tomate'), item('Cebola')]],
    ['hã deixa eu ver coloca café', [item('Café')]],
    ['é coloca é 2 litros de leite é', [item('Leite', 2, 'l')]],
    ['me vê 500 g de presunto e 300 g de queijo', [item('Presunto', 500, 'g'), item('Queijo', 300, 'g')]],
    ['não esquece o papel higiênico', [item('Papel higiênico')]],
    ['preciso comprar sabonete shampoo e condicionador', [item('Sabonete'), item('Shampoo'), item('Condicionador')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: quantities and units', () => {
  it.each([
    ['coloca 2 kg de arroz', item('Arroz', 2, 'kg')],
    ['coloca 2kg de batata', item('Batata', 2, 'kg')],
    ['inclui duas caixas de leite', item('Leite', 2, 'caixa')],
    ['bota 6 latinhas de cerveja', item('Cerveja', 6, 'lata')],
    ['põe meia dúzia de ovos', item('Ovos', 6)],
    ['coloca duas dúzias de ovos', item('Ovos', 24)],
    ['coloca uma dúzia e meia de ovos', item('Ovos', 18)],
    ['quero um quilo e meio de alcatra', item('Alcatra', 1.5, 'kg')],
    ['me vê meio quilo de queijo prato', item('Queijo prato', 0.5, 'kg')],
    ['quero 1,5 kg de alcatra', item('Alcatra', 1.5, 'kg')],
    ['coloca vinte e cinco pães', item('Pães', 25)],
    ['coloca cento e cinquenta gramas de presunto', item('Presunto', 150, 'g')],
    ['15 reais de pão', item('Pão')],
    ['coloca r$ 10 de pão', item('Pão')],
    ['arroz 5 kg', item('Arroz', 5, 'kg')],
    ['coloca 2 unidades de abacate', item('Abacate', 2)],
    ['coloca 2 copos descartáveis', item('Copos descartáveis', 2)],
  ])('%s', (transcript, expected) => {
    expect(extractSpeech(transcript, []).add).toEqual([expected]);
  });

  it('gives "1 de X" the unit of the item before it', () => {
    expect(extractSpeech('coloca 1 pacote de bacon e 2 de calabresa', []).add).toEqual([
      item('Bacon', 1, 'pacote'),
      item('Calabresa', 2, 'pacote'),
    ]);
  });
});

describe('extractSpeech: names that contain de, com, sem, em or e', () => {
  it.each([
    ['preciso de pão de queijo e creme de leite', ['Pão de queijo', 'Creme de leite']],
    ['quero água com gás', ['Água com gás']],
    ['coloca sabão em pó e manteiga sem sal', ['Sabão em pó', 'Manteiga sem sal']],
    ['adiciona biscoito de água e sal e arroz', ['Biscoito de água e sal', 'Arroz']],
    ['coloca romeu e julieta', ['Romeu e julieta']],
    ['adiciona saco de lixo', ['Saco de lixo']],
    ['coloca sabão em barra', ['Sabão em barra']],
    ['coloca leite condensado e leite em pó', ['Leite condensado', 'Leite em pó']],
  ])('%s', (transcript, names) => {
    expect(extractSpeech(transcript, []).add.map((a) => a.name)).toEqual(names);
  });
});

describe('extractSpeech: removing', () => {
  it.each([
    ['tira a banana', ['Bananas', 'Leite'], ['Bananas']],
    ['tira o leite', ['Leite integral', 'Arroz'], ['Leite integral']],
    ['tira o leite', ['Leite', 'Leite condensado'], ['Leite']],
    ['apaga o café', ['CAFÉ', 'Leite'], ['CAFÉ']],
    ['tira o acucar', ['Açúcar', 'Sal'], ['Açúcar']],
    ['tira a coca', ['Coca-cola', 'Pão'], ['Coca-cola']],
    ['não preciso mais do carvão', ['Cerveja', 'Carvão'], ['Carvão']],
    ['remove o arroz e o feijão', ['Arroz', 'Feijão', 'Macarrão'], ['Arroz', 'Feijão']],
    ['tira o leite integral', ['Leite', 'Pão'], ['Leite']],
    ['esquece os tomates', ['Tomate cereja', 'Cebola'], ['Tomate cereja']],
  ])('%s from %j', (transcript, currentItems, remove) => {
    expect(extractSpeech(transcript, currentItems)).toEqual({ add: [], remove });
  });

  it.each([
    ['tira o leite', ['Leite integral', 'Leite desnatado']],
    ['tira o sabão', ['Sabão em pó', 'Sabão em barra']],
    ['desconsidera a manteiga', ['Margarina']],
    ['tira o feijão', []],
  ])('removes nothing for "%s" from %j (ambiguous or absent)', (transcript, currentItems) => {
    expect(extractSpeech(transcript, currentItems)).toEqual({ add: [], remove: [] });
  });

  it('tells "não esquece" (add) from "esquece" (remove)', () => {
    expect(extractSpeech('não esquece o leite', ['Leite'])).toEqual({ add: [item('Leite')], remove: [] });
    expect(extractSpeech('esquece o leite', ['Leite'])).toEqual({ add: [], remove: ['Leite'] });
  });
});

describe('extractSpeech: mixed utterances', () => {
  it('removes and adds in one breath', () => {
    expect(extractSpeech('tira o leite e coloca iogurte', ['Leite', 'Pão'])).toEqual({
      add: [item('Iogurte')],
      remove: ['Leite'],
    });
  });

  it('swaps with "troca X por Y"', () => {
    expect(extractSpeech('troca o leite integral por leite desnatado', ['Leite integral'])).toEqual({
      add: [item('Leite desnatado')],
      remove: ['Leite integral'],
    });
  });

  it('swaps with "em vez de X coloca Y"', () => {
    expect(extractSpeech('em vez de arroz branco põe arroz integral', ['Arroz branco'])).toEqual({
      add: [item('Arroz integral')],
      remove: ['Arroz branco'],
    });
  });
});

describe('extractSpeech: no grocery intent', () => {
  it.each([
    'bom dia',
    'qual a previsão do tempo',
    'ok',
    'adiciona',
    'tira',
    'hã',
    '',
    'toca uma música',
    'obrigado tchau',
  ])('"%s" gives nothing', (transcript) => {
    expect(extractSpeech(transcript, ['Leite'])).toEqual({ add: [], remove: [] });
  });

  it('keeps the item when politeness follows it', () => {
    expect(extractSpeech('coloca arroz obrigado', [])).toEqual({ add: [item('Arroz')], remove: [] });
  });
});

describe('extractSpeech: what phone recognisers send', () => {
  it.each([
    ['macaxeira jerimum e mexerica', [item('Macaxeira'), item('Jerimum'), item('Mexerica')]],
    ['omo bombril ypê', [item('Omo'), item('Bombril'), item('Ypê')]],
    ['leite ninho e nescau', [item('Leite ninho'), item('Nescau')]],
    ['detergente ypê bombril esponja', [item('Detergente ypê'), item('Bombril'), item('Esponja')]],
    ['três não quatro latas de milho', [item('Milho', 4, 'lata')]],
    ['leite quer dizer leite desnatado', [item('Leite desnatado')]],
    ['uns dois ou três pepinos', [item('Pepinos', 3)]],
    ['ovos pro bolo farinha e açúcar', [item('Ovos'), item('Farinha'), item('Açúcar')]],
    ['sal grosso pra churrasco', [item('Sal grosso')]],
    ['cerveja 2 fardos pro churrasco', [item('Cerveja', 2, 'fardo')]],
    ['uma caixa de leite não duas', [item('Leite', 2, 'caixa')]],
    ['farinha de trigo pra fazer pão', [item('Farinha de trigo')]],
    ['ração pro cachorro', [item('Ração pro cachorro')]],
    ['papel higiênico de doze rolos', [item('Papel higiênico')]],
    ['2 pacotes de papel higiênico de 12 rolos', [item('Papel higiênico', 2, 'pacote')]],
    ['um monte de laranja', [item('Laranja')]],
    ['uns três abacates', [item('Abacates', 3)]],
    ['feijão 2 kg açúcar 5 kg', [item('Feijão', 2, 'kg'), item('Açúcar', 5, 'kg')]],
    ['1,5 l de refrigerante', [item('Refrigerante', 1.5, 'l')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('removes the last or the first name on the list', () => {
    const list = ['Arroz', 'Leite integral', 'Pão'];
    expect(extractSpeech('tira o último', list)).toEqual({ add: [], remove: ['Pão'] });
    expect(extractSpeech('apaga o primeiro da lista', list)).toEqual({ add: [], remove: ['Arroz'] });
    expect(extractSpeech('tira o último', [])).toEqual({ add: [], remove: [] });
  });

  it('adds an increment under the name already on the list', () => {
    expect(extractSpeech('mais dois leites', ['Arroz', 'Leite integral'])).toEqual({
      add: [item('Leite integral', 2)],
      remove: [],
    });
    expect(extractSpeech('mais dois leites', ['Arroz'])).toEqual({ add: [item('Leites', 2)], remove: [] });
  });
});

describe('extractSpeech: chatter, corrections, diminutives and swaps to a modifier', () => {
  it.each([
    ['coloca arroz acho que feijão também', [item('Arroz'), item('Feijão')]],
    ['sabão em pó e aí deixa eu pensar detergente', [item('Sabão em pó'), item('Detergente')]],
    ['vou fazer um bolo então coloca ovos e farinha', [item('Ovos'), item('Farinha')]],
    ['coloca pão e é só isso', [item('Pão')]],
    ['duas não peraí três caixas de leite', [item('Leite', 3, 'caixa')]],
    ['três não não quatro latas de atum', [item('Atum', 4, 'lata')]],
    ['arroz e feijão não arroz e macarrão', [item('Arroz'), item('Macarrão')]],
    ['leite integral não desnatado', [item('Leite desnatado')]],
    ['iogurte de morango não de coco', [item('Iogurte de coco')]],
    ['coloca 2 kg de tomate não de batata', [item('Batata', 2, 'kg')]],
    ['iogurte pro meu filho', [item('Iogurte')]],
    ['ovos que é pro bolo', [item('Ovos')]],
    ['arroz pacote de 5 kg', [item('Arroz', 1, 'pacote')]],
    ['pacote de fralda com 40', [item('Fralda', 1, 'pacote')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('maps a diminutive to the name on the list, and keeps it as said when nothing matches', () => {
    expect(extractSpeech('mais dois leitinhos', ['Leite'])).toEqual({ add: [item('Leite', 2)], remove: [] });
    expect(extractSpeech('mais um pãozinho', ['Pão francês'])).toEqual({ add: [item('Pão francês')], remove: [] });
    expect(extractSpeech('tira o pãozinho', ['Pão', 'Leite'])).toEqual({ add: [], remove: ['Pão'] });
    expect(extractSpeech('mais dois leitinhos', [])).toEqual({ add: [item('Leitinhos', 2)], remove: [] });
  });

  it('completes the product when a swap names only a modifier', () => {
    expect(extractSpeech('troca o leite pelo desnatado', ['Leite', 'Pão'])).toEqual({
      add: [item('Leite desnatado')],
      remove: ['Leite'],
    });
    expect(extractSpeech('troca o suco de laranja pelo de uva', ['Suco de laranja'])).toEqual({
      add: [item('Suco de uva')],
      remove: ['Suco de laranja'],
    });
    expect(extractSpeech('troca o leite por iogurte', ['Leite'])).toEqual({
      add: [item('Iogurte')],
      remove: ['Leite'],
    });
  });
});

describe('extractSpeech: brands, talk around the items, conditions, dishes and halves', () => {
  it.each([
    [
      'amaciante downy limpador pinho sol e esponja',
      [item('Amaciante downy'), item('Limpador pinho sol'), item('Esponja')],
    ],
    ['café três corações e pinga 51', [item('Café três corações'), item('Pinga 51')]],
    ['ração golden sachê whiskas', [item('Ração golden'), item('Sachê whiskas')]],
    ["copo d'água e papel filme", [item("Copo d'água"), item('Papel filme')]],
    ['amor coloca pão', [item('Pão')]],
    ['pronto agora manteiga', [item('Manteiga')]],
    ['eita esqueci o alho', [item('Alho')]],
    ['e mais uma coisa sabonete', [item('Sabonete')]],
    ['querido você quer alguma coisa ah pudim', [item('Pudim')]],
    ['vamos ver o que falta na despensa sal e óleo', [item('Sal'), item('Óleo')]],
    ['abacate se tiver maduro e kiwi', [item('Abacate'), item('Kiwi')]],
    ['linguiça pro feijão e farinha pra farofa', [item('Linguiça'), item('Farinha')]],
    ['meio melão e meia dúzia de ovos', [item('Melão', 0.5), item('Ovos', 6)]],
    ['sacola garrafa de suco e tinta', [item('Sacola'), item('Suco', 1, 'garrafa'), item('Tinta')]],
    ['guaraná coca cola e ômega 3', [item('Guaraná'), item('Coca cola'), item('Ômega 3')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('keeps "pronto" inside a name: only an opening word is dropped', () => {
    expect(extractSpeech('coloca molho pronto', []).add).toEqual([item('Molho pronto')]);
  });

  it('removes on "não vou mais levar", "desisti" and "a última coisa"', () => {
    const list = ['Vinho', 'Queijo', 'Uva'];
    expect(extractSpeech('não vou mais levar o vinho', list)).toEqual({ add: [], remove: ['Vinho'] });
    expect(extractSpeech('desisti do queijo', list)).toEqual({ add: [], remove: ['Queijo'] });
    expect(extractSpeech('tira a última coisa', list)).toEqual({ add: [], remove: ['Uva'] });
  });

  it('removes an item named before the removal verb ("o leite já comprei")', () => {
    expect(extractSpeech('o leite já comprei', ['Leite', 'Pão'])).toEqual({ add: [], remove: ['Leite'] });
    expect(extractSpeech('o pão pode tirar', ['Leite', 'Pão'])).toEqual({ add: [], remove: ['Pão'] });
  });

  it('reads "me enganei" and "desculpa" as self-corrections, and "lembrei do" as an add', () => {
    expect(extractSpeech('duas me enganei quatro latas de milho', []).add).toEqual([item('Milho', 4, 'lata')]);
    expect(extractSpeech('farinha desculpa fubá', []).add).toEqual([item('Fubá')]);
    expect(extractSpeech('ah lembrei do vinagre', []).add).toEqual([item('Vinagre')]);
  });

  it('drops an opener only as written: "lá" opens, "lã de aço" is an item', () => {
    expect(extractSpeech('lá no mercado pega limão', []).add).toEqual([item('Limão')]);
    expect(extractSpeech('lã de aço e sabão', []).add).toEqual([item('Lã de aço'), item('Sabão')]);
  });

  it('drops a pack size said in words that are no unit, and reads "outra" as one more', () => {
    expect(extractSpeech('papel higiênico de 30 metros', []).add).toEqual([item('Papel higiênico')]);
    expect(extractSpeech('sabão líquido de 50 lavagens e rodo', []).add).toEqual([item('Sabão líquido'), item('Rodo')]);
    expect(extractSpeech('coloca outra caixa de leite', ['Leite integral'])).toEqual({
      add: [item('Leite integral', 1, 'caixa')],
      remove: [],
    });
  });

  it('removes a count of names from the end or the start ("os dois últimos")', () => {
    const list = ['Arroz', 'Feijão', 'Leite', 'Pão'];
    expect(extractSpeech('tira os dois últimos', list)).toEqual({ add: [], remove: ['Leite', 'Pão'] });
    expect(extractSpeech('apaga as três primeiras', list)).toEqual({ add: [], remove: ['Arroz', 'Feijão', 'Leite'] });
  });

  it('swaps to an amount or a brand alone, keeping the product', () => {
    expect(extractSpeech('muda o leite pra 3 litros', ['Leite'])).toEqual({
      add: [item('Leite', 3, 'l')],
      remove: ['Leite'],
    });
    expect(extractSpeech('troca o sabão em pó pelo ariel', ['Sabão em pó'])).toEqual({
      add: [item('Sabão em pó ariel')],
      remove: ['Sabão em pó'],
    });
  });

  it('reads "uma meia dúzia" as half a dozen and drops "depois" between intents', () => {
    expect(extractSpeech('uma meia dúzia de ovos', []).add).toEqual([item('Ovos', 6)]);
    expect(extractSpeech('coloca café e depois tira o açúcar', ['Açúcar'])).toEqual({
      add: [item('Café')],
      remove: ['Açúcar'],
    });
  });

  it('reads "pelo de X" in a swap as a modifier of the product it replaces', () => {
    expect(extractSpeech('troca o iogurte grego pelo de morango', ['Iogurte grego'])).toEqual({
      add: [item('Iogurte de morango')],
      remove: ['Iogurte grego'],
    });
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('reads an interjection mid-item as a self-correction and drops a closing tag', () => {
    expect(extractSpeech('um pacote de macarrão opa de arroz', []).add).toEqual([item('Arroz', 1, 'pacote')]);
    expect(extractSpeech('compra sabonete tá', []).add).toEqual([item('Sabonete')]);
    expect(extractSpeech('opa esqueci o sal', []).add).toEqual([item('Sal')]);
  });

  it('splits a tail said as items, and drops placeholders before the items', () => {
    expect(extractSpeech('tá faltando água e sal', []).add).toEqual([item('Água'), item('Sal')]);
    expect(extractSpeech('biscoito de água e sal', []).add).toEqual([item('Biscoito de água e sal')]);
    expect(extractSpeech('preciso de umas coisas tomate e alho', []).add).toEqual([item('Tomate'), item('Alho')]);
  });

  it('removes later positions, said before the verb or with a reason', () => {
    const list = ['Arroz', 'Feijão', 'Leite', 'Pão', 'Sal'];
    expect(extractSpeech('tira o quinto', list)).toEqual({ add: [], remove: ['Sal'] });
    expect(extractSpeech('o quarto pode tirar', list)).toEqual({ add: [], remove: ['Pão'] });
    expect(extractSpeech('apaga o segundo que tá repetido', list)).toEqual({ add: [], remove: ['Feijão'] });
    expect(extractSpeech('não quero o primeiro não', list)).toEqual({ add: [], remove: ['Arroz'] });
  });

  it('swaps on "em vez do" and "no lugar da", and finds the base of "-õezinhos"', () => {
    expect(extractSpeech('no lugar da margarina põe manteiga', ['Margarina'])).toEqual({
      add: [item('Manteiga')],
      remove: ['Margarina'],
    });
    expect(extractSpeech('mais dois limõezinhos', ['Limão'])).toEqual({ add: [item('Limão', 2)], remove: [] });
  });

  it('completes the removed product when the add after a removal names only a kind, but not with a brand alone', () => {
    expect(extractSpeech('em vez do queijo prato pega o de coalho', ['Queijo prato'])).toEqual({
      add: [item('Queijo de coalho')],
      remove: ['Queijo prato'],
    });
    expect(extractSpeech('tira o café tradicional e põe o extra forte', ['Café tradicional']).add).toEqual([
      item('Café extra forte'),
    ]);
    expect(extractSpeech('no lugar do sabão omo põe o ariel', ['Sabão omo']).add).toEqual([item('Ariel')]);
  });

  it('keeps varieties and origins in the name, and splits regional words and brand products', () => {
    expect(extractSpeech('tucupi jambu e castanha do pará', []).add).toEqual([
      item('Tucupi'),
      item('Jambu'),
      item('Castanha do pará'),
    ]);
    expect(extractSpeech('mexerica ponkan', []).add).toEqual([item('Mexerica ponkan')]);
    expect(extractSpeech('miojo maizena', []).add).toEqual([item('Miojo'), item('Maizena')]);
  });

  it('drops the speaker looking, small talk with a diminutive, a drink as purpose, and a demonstrative after a position', () => {
    expect(extractSpeech('deixa eu olhar aqui manteiga', []).add).toEqual([item('Manteiga')]);
    expect(extractSpeech('mais uma coisinha amor fermento', []).add).toEqual([item('Fermento')]);
    expect(extractSpeech('gelo pra cerveja', []).add).toEqual([item('Gelo')]);
    expect(extractSpeech('apaga o primeiro dessa lista', ['Sal', 'Óleo'])).toEqual({ add: [], remove: ['Sal'] });
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('drops a purpose said before the whole list, and a number inside a purpose', () => {
    expect(extractSpeech('pra festa do sábado dois refrigerantes e salgadinho', []).add).toEqual([
      item('Refrigerantes', 2),
      item('Salgadinho'),
    ]);
    expect(extractSpeech('feijão preto pro baião de dois', []).add).toEqual([item('Feijão preto')]);
  });

  it('keeps a flavour or scent with the product (or its brand) said before it', () => {
    expect(extractSpeech('gelatina abacaxi e sabonete lavanda', []).add).toEqual([
      item('Gelatina abacaxi'),
      item('Sabonete lavanda'),
    ]);
    expect(extractSpeech('uma sukita laranja', []).add).toEqual([item('Sukita laranja')]);
    expect(extractSpeech('pão banana maçã', []).add).toEqual([item('Pão'), item('Banana'), item('Maçã')]);
  });

  it('corrects the flavour alone: "amaciante lavanda não baunilha"', () => {
    expect(extractSpeech('amaciante lavanda não baunilha', []).add).toEqual([item('Amaciante baunilha')]);
  });

  it('drops a comment after "que" and a closing "sabe"', () => {
    expect(extractSpeech('mais um leite que esse acaba rápido', ['Leite integral']).add).toEqual([
      item('Leite integral'),
    ]);
    expect(extractSpeech('o primeiro pode apagar que já tem', ['Sal', 'Óleo'])).toEqual({ add: [], remove: ['Sal'] });
    expect(extractSpeech('fralda tamanho g sabe', []).add).toEqual([item('Fralda tamanho g')]);
    expect(extractSpeech('cadê o vinagre bota aí visse', []).add).toEqual([item('Vinagre')]);
  });

  it('drops "pra" with a verb of preparation, and reads "aumenta X pra N" as a new amount', () => {
    expect(extractSpeech('queijo parmesão pra ralar', []).add).toEqual([item('Queijo parmesão')]);
    expect(extractSpeech('aumenta o arroz pra dois pacotes', ['Arroz'])).toEqual({
      add: [item('Arroz', 2, 'pacote')],
      remove: ['Arroz'],
    });
  });

  it('reads a half said before the unit ("2 e meio quilos"), and a baby as a purpose', () => {
    expect(extractSpeech('3 e meio quilos de laranja', []).add).toEqual([item('Laranja', 3.5, 'kg')]);
    expect(extractSpeech('lenço umedecido pro neném', []).add).toEqual([item('Lenço umedecido')]);
  });

  it('reads "tem que levar" as an add, "não vou querer mais" as a removal and "melhor" before an amount as a correction', () => {
    expect(extractSpeech('tem que levar alface', []).add).toEqual([item('Alface')]);
    expect(extractSpeech('não vou querer mais o pepino', ['Pepino'])).toEqual({ add: [], remove: ['Pepino'] });
    expect(extractSpeech('duas latas de atum melhor quatro', []).add).toEqual([item('Atum', 4, 'lata')]);
  });

  it('swaps when the swap is said after what it replaces', () => {
    expect(extractSpeech('o leite troca pelo desnatado', ['Leite', 'Pão'])).toEqual({
      add: [item('Leite desnatado')],
      remove: ['Leite'],
    });
  });

  it('splits drink brands said in a row, and keeps a modifier with a brand said as the product', () => {
    expect(extractSpeech('coca sprite e fanta', []).add).toEqual([item('Coca'), item('Sprite'), item('Fanta')]);
    expect(extractSpeech('troca a coca pela light', ['Coca'])).toEqual({ add: [item('Coca light')], remove: ['Coca'] });
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('drops vague adverbs of amount and whose the item is', () => {
    expect(extractSpeech('cerca de dois quilos de laranja', []).add).toEqual([item('Laranja', 2, 'kg')]);
    expect(extractSpeech('o shampoo do meu marido e o creme da minha filha', []).add).toEqual([
      item('Shampoo'),
      item('Creme'),
    ]);
    expect(extractSpeech('o achocolatado das crianças e o café dela', []).add).toEqual([
      item('Achocolatado'),
      item('Café'),
    ]);
  });

  it('reads a product named with a removal verb as a product', () => {
    expect(extractSpeech('coloca tira manchas e alvejante', []).add).toEqual([item('Tira manchas'), item('Alvejante')]);
  });

  it('keeps the speaker remembering out of the list, and a bread as a purpose', () => {
    expect(extractSpeech('que eu ia dizer mesmo ah sim orégano', []).add).toEqual([item('Orégano')]);
    expect(extractSpeech('manteiga pro pão da manhã', []).add).toEqual([item('Manteiga')]);
  });
});

describe('extractSpeech: numbers that name a kind, and containers with a count', () => {
  it('keeps "fator 50" in the name and drops a size ("tamanho 4") like a pack size', () => {
    expect(extractSpeech('protetor solar fator 30 e duas fraldas tamanho 4', []).add).toEqual([
      item('Protetor solar fator 30'),
      item('Fraldas', 2),
    ]);
  });

  it('reads "caixa com 12" after the name as one box', () => {
    expect(extractSpeech('cerveja caixa com 12', []).add).toEqual([item('Cerveja', 1, 'caixa')]);
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('drops only the item said with small talk, and the whole utterance for a question', () => {
    expect(extractSpeech('peraí que o menino tá chamando hã arroz e sal', []).add).toEqual([
      item('Arroz'),
      item('Sal'),
    ]);
    expect(extractSpeech('bom dia pão e leite', []).add).toEqual([item('Pão'), item('Leite')]);
    expect(extractSpeech('quanto custa o leite', []).add).toEqual([]);
  });

  it('reads "quilo e meio", "uma inteira" after a half, and a strength after álcool', () => {
    expect(extractSpeech('quilo e meio de patinho', []).add).toEqual([item('Patinho', 1.5, 'kg')]);
    expect(extractSpeech('meio mamão não um inteiro', []).add).toEqual([item('Mamão')]);
    expect(extractSpeech('2 litros de álcool 70', []).add).toEqual([item('Álcool 70', 2, 'l')]);
  });

  it('drops a description after "bem", a purpose with its own number, and "ontem" after a removal', () => {
    expect(extractSpeech('duas cervejas bem geladas', []).add).toEqual([item('Cervejas', 2)]);
    expect(extractSpeech('pra festa de 15 anos da ana 3 pacotes de guardanapo', []).add).toEqual([
      item('Guardanapo', 3, 'pacote'),
    ]);
    expect(extractSpeech('o café já comprei ontem', ['Café', 'Leite'])).toEqual({ add: [], remove: ['Café'] });
  });

  it('removes a position with "tira fora" said after it', () => {
    expect(extractSpeech('o primeiro da lista tira fora', ['Sal', 'Óleo'])).toEqual({ add: [], remove: ['Sal'] });
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('drops what is said to someone nearby, and a product said twice is one item', () => {
    expect(extractSpeech('pedro larga isso menino é um pacote de arroz', []).add).toEqual([item('Arroz', 1, 'pacote')]);
    expect(extractSpeech('calma filha já vou então é um litro de leite', []).add).toEqual([item('Leite', 1, 'l')]);
    expect(extractSpeech('cadê o café ah põe dois pacotes de café', []).add).toEqual([item('Café', 2, 'pacote')]);
    expect(extractSpeech('lenço de bebê', []).add).toEqual([item('Lenço de bebê')]);
  });

  it('takes back an item the same utterance removes, and drops the speaker looking for a word', () => {
    expect(extractSpeech('pão e um queijo na verdade não precisa de queijo', []).add).toEqual([item('Pão')]);
    expect(extractSpeech('como é que chama aquele negócio ah esponja', []).add).toEqual([item('Esponja')]);
  });

  it('corrects the last modifier only, and keeps "não pera" a correction', () => {
    expect(extractSpeech('cebola roxa grande não média', []).add).toEqual([item('Cebola roxa média')]);
    expect(extractSpeech('queijo minas frescal não padrão', []).add).toEqual([item('Queijo minas padrão')]);
    expect(extractSpeech('uma lata de milho não pera três latas', []).add).toEqual([item('Milho', 3, 'lata')]);
  });

  it('drops which one ("daquele bom"), "no lugar" after a swap, and rooms as purposes', () => {
    expect(extractSpeech('um sabão daquele que cheira bem', []).add).toEqual([item('Sabão')]);
    expect(extractSpeech('tira o sal e coloca sal light no lugar', ['Sal'])).toEqual({
      add: [item('Sal light')],
      remove: ['Sal'],
    });
    expect(extractSpeech('desinfetante pra cozinha', []).add).toEqual([item('Desinfetante')]);
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('drops where the speaker is looking and a comment after "que"', () => {
    expect(extractSpeech('abri o armário arroz e sal', []).add).toEqual([item('Arroz'), item('Sal')]);
    expect(extractSpeech('mais um sabão que a gente usa muito', ['Sabão']).add).toEqual([item('Sabão')]);
    expect(extractSpeech('ela disse que quer pão de mel', []).add).toEqual([item('Pão de mel')]);
  });

  it('reads an item said again more precisely as one item', () => {
    expect(extractSpeech('o leite o leite condensado', []).add).toEqual([item('Leite condensado')]);
    expect(extractSpeech('leite e leite condensado', []).add).toEqual([item('Leite'), item('Leite condensado')]);
  });

  it('removes with "já tão no carrinho" and "deixa pra próxima"', () => {
    expect(extractSpeech('o sal e o óleo já tão no carrinho', ['Sal', 'Óleo'])).toEqual({
      add: [],
      remove: ['Sal', 'Óleo'],
    });
    expect(extractSpeech('o abacaxi deixa pra próxima', ['Abacaxi'])).toEqual({ add: [], remove: ['Abacaxi'] });
  });

  it('drops "de novo", "de qualquer marca", "o mais baratinho que tiver" and a purpose with "pôr"', () => {
    expect(extractSpeech('acabou o sabonete de novo', []).add).toEqual([item('Sabonete')]);
    expect(extractSpeech('açúcar de qualquer marca mesmo', []).add).toEqual([item('Açúcar')]);
    expect(extractSpeech('arroz o mais baratinho que tiver', []).add).toEqual([item('Arroz')]);
    expect(extractSpeech('azeitona pra pôr na pizza', []).add).toEqual([item('Azeitona')]);
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('drops any "pra" phrase after a food, but keeps one that names a kind', () => {
    expect(extractSpeech('limão e cebola pro peixe assado', []).add).toEqual([item('Limão'), item('Cebola')]);
    expect(extractSpeech('iogurte pro lanche da tarde pão de forma', []).add).toEqual([
      item('Iogurte'),
      item('Pão de forma'),
    ]);
    expect(extractSpeech('ração pra filhote', []).add).toEqual([item('Ração pra filhote')]);
    expect(extractSpeech('biscoito pra cachorro', []).add).toEqual([item('Biscoito pra cachorro')]);
    expect(extractSpeech('dois quilos de maracujá pra suco', []).add).toEqual([item('Maracujá pra suco', 2, 'kg')]);
  });

  it('keeps a corrected amount when a comment follows it', () => {
    expect(extractSpeech('três pacotes de fralda não quatro que o neném usa muito', []).add).toEqual([
      item('Fralda', 4, 'pacote'),
    ]);
  });

  it('adds after "antes que eu esqueça" and "vê se lembra", and drops time asked for and regional tags', () => {
    expect(extractSpeech('antes que eu esqueça fósforo', []).add).toEqual([item('Fósforo')]);
    expect(extractSpeech('vê se lembra da manteiga', []).add).toEqual([item('Manteiga')]);
    expect(extractSpeech('me lembra de ligar pro médico', []).add).toEqual([]);
    expect(extractSpeech('só um minutinho põe farinha de milho tchê', []).add).toEqual([item('Farinha de milho')]);
  });

  it("drops an occasion or something of the speaker's said with no product", () => {
    expect(extractSpeech('fim de semana na praia então carvão e gelo', []).add).toEqual([item('Carvão'), item('Gelo')]);
    expect(extractSpeech('cadê minha chave ah sim detergente', []).add).toEqual([item('Detergente')]);
  });

  it('removes a position with the verb after it and a comment', () => {
    const list = ['Arroz', 'Feijão', 'Sabão', 'Café'];
    expect(extractSpeech('o segundo pode tirar que eu já tenho', list)).toEqual({ add: [], remove: ['Feijão'] });
    expect(extractSpeech('as duas primeiras pode apagar', list)).toEqual({ add: [], remove: ['Arroz', 'Feijão'] });
  });

  it('splits product words that flavour only a snack, and reads a stuttered amount once', () => {
    expect(extractSpeech('azeite sal e vinagre', []).add).toEqual([item('Azeite'), item('Sal'), item('Vinagre')]);
    expect(extractSpeech('batata chips sal e vinagre', []).add).toEqual([item('Batata chips sal e vinagre')]);
    expect(extractSpeech('três três latas de ervilha', []).add).toEqual([item('Ervilha', 3, 'lata')]);
  });

  it('drops "na base de", "pelo amor de deus" and a search for the word', () => {
    expect(extractSpeech('na base de uns três quilos de coxa', []).add).toEqual([item('Coxa', 3, 'kg')]);
    expect(extractSpeech('pão e café pelo amor de deus', []).add).toEqual([item('Pão'), item('Café')]);
    expect(extractSpeech('como é que chama aquele trem ah polvilho', []).add).toEqual([item('Polvilho')]);
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('corrects an amount with the next item or talk right after it', () => {
    expect(extractSpeech('3 caixas de leite não 4 caixas 2 pacotes de café', []).add).toEqual([
      item('Leite', 4, 'caixa'),
      item('Café', 2, 'pacote'),
    ]);
    expect(extractSpeech('dois fardos de água não três não quatro fardos', []).add).toEqual([item('Água', 4, 'fardo')]);
    expect(extractSpeech('seis pães de queijo não dez chegou visita', []).add).toEqual([item('Pães de queijo', 10)]);
    expect(extractSpeech('500 g de patinho opa 800 g', []).add).toEqual([item('Patinho', 800, 'g')]);
  });

  it('drops what the speaker is doing, what happened at home, a place a list is for and a recipe said first', () => {
    expect(extractSpeech('tô lavando a louça aqui põe esponja', []).add).toEqual([item('Esponja')]);
    expect(extractSpeech('o arroz queimou coloca mais um pacote de arroz', []).add).toEqual([
      item('Arroz', 1, 'pacote'),
    ]);
    expect(extractSpeech('guardanapo e copo descartável pra loja', []).add).toEqual([
      item('Guardanapo'),
      item('Copo descartável'),
    ]);
    expect(extractSpeech('receita de bolo de cenoura três cenouras e farinha', []).add).toEqual([
      item('Cenouras', 3),
      item('Farinha'),
    ]);
  });

  it('starts a new item after a drink version, and reads pieces as a count', () => {
    expect(extractSpeech('pepsi light fanta laranja', []).add).toEqual([item('Pepsi light'), item('Fanta laranja')]);
    expect(extractSpeech('dois pedaços de abóbora', []).add).toEqual([item('Abóbora', 2)]);
  });

  it('removes a position said with "ali", and adds after "quase que eu esqueço"', () => {
    expect(extractSpeech('tira o primeiro ali', ['Arroz', 'Feijão'])).toEqual({ add: [], remove: ['Arroz'] });
    expect(extractSpeech('quase que eu esqueço a pilha', []).add).toEqual([item('Pilha')]);
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it('drops a purpose said first, whatever it names, and a verb of any kind after a food', () => {
    expect(extractSpeech('pra marmita da semana arroz integral e brócolis', []).add).toEqual([
      item('Arroz integral'),
      item('Brócolis'),
    ]);
    expect(extractSpeech('pra bolsa da academia barra de cereal e água', []).add).toEqual([
      item('Barra de cereal'),
      item('Água'),
    ]);
    expect(extractSpeech('alho pra temperar a carne', []).add).toEqual([item('Alho')]);
    expect(extractSpeech('uvas pra levar na viagem', []).add).toEqual([item('Uvas')]);
    expect(extractSpeech('uns dois pacotes de salsicha pro cachorro quente', []).add).toEqual([
      item('Salsicha', 2, 'pacote'),
    ]);
  });

  it('drops the place an item is for after "do"/"da", and a pack size with the size of each bottle', () => {
    expect(extractSpeech('o açúcar da copa acabou', []).add).toEqual([item('Açúcar')]);
    expect(extractSpeech('um fardo de refrigerante de 12 latas de 350 ml pra portaria', []).add).toEqual([
      item('Refrigerante', 1, 'fardo'),
    ]);
    expect(extractSpeech('filme plástico de 28 metros pra embrulhar', []).add).toEqual([item('Filme plástico')]);
  });

  it('reads money said again without "reais", and an amount corrected after it', () => {
    expect(extractSpeech('10 reais de pão e 3 de salsinha', []).add).toEqual([item('Pão'), item('Salsinha')]);
    expect(extractSpeech('dois pacotes de arroz três na verdade', []).add).toEqual([item('Arroz', 3, 'pacote')]);
  });

  it('corrects a flavour as a modifier, and drops an order word said alone', () => {
    expect(extractSpeech('gelatina de abacaxi não morango', []).add).toEqual([item('Gelatina de morango')]);
    expect(extractSpeech('primeiro o sabão depois o amaciante', []).add).toEqual([item('Sabão'), item('Amaciante')]);
  });

  it('removes positions when the person who took them is named after "que"', () => {
    expect(extractSpeech('o último pode tirar que o porteiro já trouxe', ['Arroz', 'Gás'])).toEqual({
      add: [],
      remove: ['Gás'],
    });
  });
});

describe('extractSpeech: product words of every aisle', () => {
  it.each([
    ['detergente cadeado e pilha', [item('Detergente'), item('Cadeado'), item('Pilha')]],
    ['feijão manjerona cúrcuma', [item('Feijão'), item('Manjerona'), item('Cúrcuma')]],
    ['pão de forma panettone e geleia', [item('Pão de forma'), item('Panettone'), item('Geleia')]],
    ['caneta lápis apontador', [item('Caneta'), item('Lápis'), item('Apontador')]],
    ['sorvete kibon chinelo havaianas', [item('Sorvete kibon'), item('Chinelo havaianas')]],
    ['kibon itaipava', [item('Kibon'), item('Itaipava')]],
  ])('a product word after a complete item starts the next one: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['2 pacotes de macarrão parafuso', [item('Macarrão parafuso', 2, 'pacote')]],
    ['arroz agulhinha', [item('Arroz agulhinha')]],
    ['queijo provolone presunto', [item('Queijo provolone'), item('Presunto')]],
    ['papel toalha guardanapo', [item('Papel toalha'), item('Guardanapo')]],
    ['vinho miolo e pipoca de micro-ondas', [item('Vinho miolo'), item('Pipoca de micro-ondas')]],
    ['shampoo tresemmé condicionador', [item('Shampoo tresemmé'), item('Condicionador')]],
  ])('a variety, modifier or brand after a product stays in its item: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: more of what phone recognisers send, by kind', () => {
  it.each([
    ['égua dois quilos de açaí', [item('Açaí', 2, 'kg')]],
    ['arre égua uma tapioca', [item('Tapioca')]],
    ['barbaridade três pacotes de erva mate', [item('Erva mate', 3, 'pacote')]],
    ['visse um quilo de charque', [item('Charque', 1, 'kg')]],
    ['cara um quilo de arroz', [item('Arroz', 1, 'kg')]],
  ])('a regional interjection that opens what is said is chatter: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['desinfetante pra limpar o banheiro', [item('Desinfetante')]],
    ['detergente pra tirar a gordura da panela e esponja', [item('Detergente'), item('Esponja')]],
    ['óleo de soja pra fritura', [item('Óleo de soja')]],
    ['ração pedigree pro thor', [item('Ração pedigree')]],
    ['um saco de areia pra luna e petisco', [item('Areia', 1, 'saco'), item('Petisco')]],
  ])('a purpose after a non-food product, or a name, is not the item: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['ração pro cachorro', [item('Ração pro cachorro')]],
    ['shampoo pra cabelo cacheado', [item('Shampoo pra cabelo cacheado')]],
    ['desodorante pra mulher', [item('Desodorante pra mulher')]],
    ['creme pra pentear', [item('Creme pra pentear')]],
    ['coleira pro gato e areia', [item('Coleira pro gato'), item('Areia')]],
  ])('a "pra" phrase that names a kind of the product stays: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['um pacote de farinha que eu vou fazer pudim', [item('Farinha', 1, 'pacote')]],
    ['creme de leite que a gente vai fazer strogonoff e batata palha', [item('Creme de leite'), item('Batata palha')]],
    ['arroz que é mais barato', [item('Arroz')]],
    ['laranja pera que tá acabando', [item('Laranja pera')]],
  ])('a clause after "que" (a dish to make, a comment) is not an item: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['pão lá na padaria', [item('Pão')]],
    ['pede lá no frios 300 g de presunto', [item('Presunto', 300, 'g')]],
    ['beterraba aí embaixo e cenoura', [item('Beterraba'), item('Cenoura')]],
    ['cenoura e beterraba tá tudo aqui no mesmo corredor', [item('Cenoura'), item('Beterraba')]],
    ['sabonete e papel higiênico é só isso do banheiro', [item('Sabonete'), item('Papel higiênico')]],
    ['tô no corredor dos congelados pega lasanha', [item('Lasanha')]],
  ])('a place or errand is chatter and its neighbours stay: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['vai vir gente então mais três cocas', [item('Cocas', 3)]],
    ['o café acabou né então café pilão', [item('Café pilão')]],
    ['arroz então feijão', [item('Arroz'), item('Feijão')]],
  ])('situation talk before "então" is chatter; the items after it count: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: reported speech and headings around the items', () => {
  it.each([
    ['minha esposa escreveu aqui ó sabão e amaciante', [item('Sabão'), item('Amaciante')]],
    ['tá escrito aqui no caderno dela arroz e óleo', [item('Arroz'), item('Óleo')]],
    ['meu sogro quer um quilo de picanha', [item('Picanha', 1, 'kg')]],
    ['a madrinha vai fazer torta ovos e farinha', [item('Ovos'), item('Farinha')]],
    ['2 kg de batata e 1 kg de cebola meu marido falou', [item('Batata', 2, 'kg'), item('Cebola', 1, 'kg')]],
    ['doce de leite uai é isso que o pai pediu', [item('Doce de leite')]],
    ['bolacha e suco tudo pros netos', [item('Bolacha'), item('Suco')]],
    ['agora limpeza sabão em pó e esponja', [item('Sabão em pó'), item('Esponja')]],
    ['na parte de higiene shampoo e sabonete', [item('Shampoo'), item('Sabonete')]],
  ])('who wrote or wants the list, or the aisle, is talk: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('a person asking for a swap keeps the removal', () => {
    expect(extractSpeech('dona célia pediu pra trocar o café por chá', ['Café'])).toEqual({
      add: [item('Chá')],
      remove: ['Café'],
    });
  });

  it('a swap with whom it pleases keeps the add', () => {
    expect(extractSpeech('em vez de suco põe refrigerante a vó prefere', ['Suco'])).toEqual({
      add: [item('Refrigerante')],
      remove: ['Suco'],
    });
  });

  it.each([
    ['o macarrão pode tirar que a vizinha trouxe', ['Macarrão parafuso', 'Sal'], ['Macarrão parafuso']],
    ['o terceiro pode tirar que ela já tem em casa', ['Pão', 'Sal', 'Óleo'], ['Óleo']],
    ['tira o segundo da lista a mãe disse que não precisa', ['Pão', 'Sal', 'Óleo'], ['Sal']],
    ['não precisa mais do sal nem do óleo', ['Pão', 'Sal', 'Óleo'], ['Sal', 'Óleo']],
  ])('a removal with a reason or "nem" removes: %s', (transcript, currentItems, remove) => {
    expect(extractSpeech(transcript, currentItems)).toEqual({ add: [], remove });
  });

  it.each([
    ['carne pra churrasco', [item('Carne')]],
    ['leite da minha mãe', [item('Leite')]],
  ])('unchanged: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: a kind-naming purpose extended by a possessor or complement', () => {
  it.each([
    ['tangerina pro suco do meu avô', [item('Tangerina')]],
    ['milho pra pipoca da festa junina e sal', [item('Milho'), item('Sal')]],
    ['laranja pro suco do café da manhã', [item('Laranja')]],
    ['laranja pra suco', [item('Laranja pra suco')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: reasons and situations around the items by the shape of the clause', () => {
  it.each([
    // a conjugated verb with nothing of an item before it, up to the next amount or request
    ['o dermatologista cortou o chocolate um pacote de castanha', [item('Castanha', 1, 'pacote')]],
    ['as meninas comem muita maçã um saco de laranja', [item('Laranja', 1, 'saco')]],
    ['o gato fugiu de novo dois sacos de ração', [item('Ração', 2, 'saco')]],
    // a place said first, "tá"/"tô" and "a gente" opening the utterance
    ['em belém é costume dois litros de tucupi', [item('Tucupi', 2, 'l')]],
    ['aqui em poa dois quilos de linguiça', [item('Linguiça', 2, 'kg')]],
    ['tá todo mundo com tosse três limões', [item('Limões', 3)]],
    // a "que" clause after a complete item, prices included
    ['dois iogurtes não um kefir que iogurte tem muito açúcar', [item('Kefir')]],
    ['um pacote de fubá que tá 6 e 50 aqui no mercado', [item('Fubá', 1, 'pacote')]],
    // "por causa do", "igual a", "o resto", "tudo pro"
    ['aveia por causa da glicose', [item('Aveia')]],
    ['doce de leite igual a tia fazia', [item('Doce de leite')]],
    ['sal e óleo o resto eu compro amanhã', [item('Sal'), item('Óleo')]],
    ['sabonete e xampu tudo pro nosso cachorro novo', [item('Sabonete'), item('Xampu')]],
    // prices, "não era", "cada"
    ['um pacote de café de 500 g do mais barato', [item('Café', 1, 'pacote')]],
    ['arroz camil é mais em conta', [item('Arroz camil')]],
    ['duas pizzas não era três', [item('Pizzas', 3)]],
    ['três garrafas de vinagre de 750 ml cada', [item('Vinagre', 3, 'garrafa')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('a reason before a removal goes, and the removal stays', () => {
    expect(extractSpeech('o cardiologista cortou o queijo tira o bacon', ['Bacon', 'Pão'])).toEqual({
      add: [],
      remove: ['Bacon'],
    });
  });

  it.each([
    // verbs that are the request, an item after a verb, a comment that names the next item
    ['passou no mercado pega peito de frango', [item('Peito de frango')]],
    ['coloca arroz acho que feijão também', [item('Arroz'), item('Feijão')]],
    ['leite que tá acabando e pão', [item('Leite'), item('Pão')]],
    ['leite condensado e vagem', [item('Leite condensado'), item('Vagem')]],
    [
      'romeu e julieta um pacote de bolacha cream cracker',
      [item('Romeu e julieta'), item('Bolacha cream cracker', 1, 'pacote')],
    ],
  ])('unchanged: %s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: a brand with its version after a longer name is the next item', () => {
  it.each([
    ['pão integral sprite zero', [item('Pão integral'), item('Sprite zero')]],
    ['leite de coco pepsi light', [item('Leite de coco'), item('Pepsi light')]],
    ['veja multiuso ypê', [item('Veja multiuso'), item('Ypê')]],
    ['refrigerante pepsi zero', [item('Refrigerante pepsi zero')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: a correction that says the whole "de" compound again', () => {
  it.each([
    ['dois litros de leite de soja não de leite de arroz', [item('Leite de arroz', 2, 'l')]],
    ['uma pizza de calabresa não de pizza de frango', [item('Pizza de frango')]],
    ['iogurte de morango não de coco', [item('Iogurte de coco')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: a swap to a product said by its own name', () => {
  it.each([
    ['troca o açúcar pelo maltitol', ['Açúcar'], [item('Maltitol')], ['Açúcar']],
    ['troca o adoçante pelo eritritol', ['Adoçante'], [item('Eritritol')], ['Adoçante']],
    ['troca o vinho tinto pelo branco', ['Vinho tinto'], [item('Vinho branco')], ['Vinho tinto']],
    ['troca o pão pelo integral', ['Pão'], [item('Pão integral')], ['Pão']],
  ])('%s', (transcript, currentItems, add, remove) => {
    expect(extractSpeech(transcript, currentItems)).toEqual({ add, remove });
  });
});

describe('extractSpeech: a count said last after a container is the pack size', () => {
  it.each([
    ['duas caixas de pilha de 4', [item('Pilha', 2, 'caixa')]],
    ['um pacote de fralda de 40', [item('Fralda', 1, 'pacote')]],
    ['1 pacote de bacon e 2 de calabresa', [item('Bacon', 1, 'pacote'), item('Calabresa', 2, 'pacote')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: an amount said after a verb of purpose is the item’s', () => {
  it.each([
    ['vinagre pra temperar duas garrafas', [item('Vinagre', 2, 'garrafa')]],
    ['sabão pra lavar roupa três pacotes', [item('Sabão', 3, 'pacote')]],
    ['farinha pra fazer um bolo', [item('Farinha')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: a reason after a removal said after its item, and what is said of whom it is for', () => {
  it('"o X tira que …" removes X', () => {
    expect(extractSpeech('a margarina risca que ninguém come', ['Margarina', 'Pão'])).toEqual({
      add: [],
      remove: ['Margarina'],
    });
  });

  it('"tudo pro vô diabético" goes whole', () => {
    expect(extractSpeech('gelatina diet tudo pra vó doente', [])).toEqual({ add: [item('Gelatina diet')], remove: [] });
  });
});

describe('extractSpeech: the clause of a place, a tag and "igual"', () => {
  it.each([
    ['em porto alegre é chimarrão um quilo de erva mate', [item('Erva mate', 1, 'kg')]],
    ['aqui em bh é pão de queijo e café', [item('Pão de queijo'), item('Café')]],
    ['tô grávida sabe ácido fólico e leite', [item('Ácido fólico'), item('Leite')]],
    ['três quilos de batata igual semana passada', [item('Batata', 3, 'kg')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: a named removal and a position joined by "e"', () => {
  it.each([
    ['apaga o sal e o segundo também', ['Pão', 'Leite', 'Sal'], ['Sal', 'Leite']],
    ['tira o penúltimo e o café', ['Café', 'Pão', 'Leite'], ['Pão', 'Café']],
  ])('%s', (transcript, currentItems, remove) => {
    expect(extractSpeech(transcript, currentItems)).toEqual({ add: [], remove });
  });
});

describe('extractSpeech: gerunds, "enquanto", a first-person past and the clause\'s own object', () => {
  it.each([
    ['tô fritando o peixe aqui anota aí limão e sal grosso', [item('Limão'), item('Sal grosso')]],
    ['tô com a mão na massa aqui anota aí fermento e ovos', [item('Fermento'), item('Ovos')]],
    ['enquanto o arroz cozinha uma cebola e um alho', [item('Cebola'), item('Alho')]],
    ['parei na farmácia rapidinho fralda e lenço umedecido', [item('Fralda'), item('Lenço umedecido')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('a list position ends the situation ("enquanto … o primeiro pode apagar")', () => {
    expect(extractSpeech('enquanto lavo a louça aqui o primeiro pode apagar', ['Pão', 'Leite'])).toEqual({
      add: [],
      remove: ['Pão'],
    });
  });
});

describe('extractSpeech: a subject and its verb, a place said first before an amount, a place said last', () => {
  it.each([
    ['a receita do pavê pede dois pacotes de bolacha maisena', [item('Bolacha maisena', 2, 'pacote')]],
    ['o feijão vai render pouco mais um quilo de feijão', [item('Feijão', 1, 'kg')]],
    ['a carol pediu fruta então duas peras', [item('Peras', 2)]],
    ['na barraca da tia 3 kg de laranja', [item('Laranja', 3, 'kg')]],
    ['aqui na banca do seu joão meio quilo de quiabo', [item('Quiabo', 0.5, 'kg')]],
    ['abobrinha berinjela e quiabo tudo da feira', [item('Abobrinha'), item('Berinjela'), item('Quiabo')]],
    ['amaciante e desinfetante é isso da limpeza', [item('Amaciante'), item('Desinfetante')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: "pro suco" with its article, a variety and a regional green', () => {
  it.each([
    ['um monte de limão pro suco', [item('Limão')]],
    ['laranja pra suco', [item('Laranja pra suco')]],
    ['um quilo de batata baroa', [item('Batata baroa', 1, 'kg')]],
    ['jambu alfavaca e chicória', [item('Jambu'), item('Alfavaca'), item('Chicória')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: an amount said again, what ran out, a clipped name', () => {
  it('the amount said again with its unit replaces the first', () => {
    expect(extractSpeech('duas latas de hã três latas de milho', [])).toEqual({
      add: [item('Milho', 3, 'lata')],
      remove: [],
    });
  });

  it('"que acabou a daqui" after an item is a comment', () => {
    expect(extractSpeech('um pote de doce de leite que acabou o daqui', [])).toEqual({
      add: [item('Doce de leite', 1, 'pote')],
      remove: [],
    });
  });

  it('a clipped name removes the list item it starts ("o refri" → Refrigerante)', () => {
    expect(extractSpeech('o refri pode tirar que a gente tá de dieta', ['Refrigerante', 'Pão'])).toEqual({
      add: [],
      remove: ['Refrigerante'],
    });
  });
});

describe('extractSpeech: after a cut of a meat, a product said with "de" replaces the whole name', () => {
  it.each([
    ['1 kg de peito de frango não de linguiça toscana', 'Linguiça toscana'],
    ['meio quilo de coxa de frango digo de bacon', 'Bacon'],
    ['peito de frango não de peru', 'Peito de peru'],
    ['leite de soja não de aveia', 'Leite de aveia'],
  ])('%s', (transcript, name) => {
    expect(extractSpeech(transcript, []).add.map((a) => a.name)).toEqual([name]);
  });
});

describe('extractSpeech: an adding verb as a purpose, "não faz", "o resto de", another dish', () => {
  it.each([
    ['um requeijão pra colocar no pão de manhã', [item('Requeijão')]],
    ['meio quilo de tomate não faz um quilo logo', [item('Tomate', 1, 'kg')]],
    ['vinte reais de alcatra o resto de costela', [item('Alcatra'), item('Costela')]],
    ['mais uma lata de leite condensado que vou fazer pudim e brigadeiro', [item('Leite condensado', 1, 'lata')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: list references said in new orders', () => {
  it('the item said first, then its increment ("café coloca mais dois")', () => {
    expect(extractSpeech('café coloca mais dois', ['Café'])).toEqual({ add: [item('Café', 2)], remove: [] });
  });

  it('"aumenta mais … na X" is an increment, not a removal', () => {
    expect(extractSpeech('aumenta mais um quilo na batata', ['Batata'])).toEqual({
      add: [item('Batata', 1, 'kg')],
      remove: [],
    });
  });

  it('positions said first, then the removal and its reason', () => {
    expect(
      extractSpeech('os dois primeiros tira que o quintal da minha sogra tá dando', ['Sal', 'Óleo', 'Arroz']),
    ).toEqual({
      add: [],
      remove: ['Sal', 'Óleo'],
    });
  });

  it("a brand swapped for a brand takes the list name's head", () => {
    expect(extractSpeech('troca o toddy por nescau', ['Achocolatado Toddy'])).toEqual({
      add: [item('Achocolatado Nescau')],
      remove: ['Achocolatado Toddy'],
    });
  });
});

describe('extractSpeech: "não esquece" the item just said takes it back', () => {
  it.each([
    ['um mamão não esquece o mamão que tá verde põe uma pera', [item('Pera')]],
    ['um leite e não esquece o leite condensado', [item('Leite'), item('Leite condensado')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: someone and what they do said after the items; the items stay', () => {
  it.each([
    ['um litro de óleo ela vai fritar pastel', [item('Óleo', 1, 'l')]],
    ['queijo e presunto o menino leva pra escola', [item('Queijo'), item('Presunto')]],
    ['farinha de trigo que a minha mãe quer fazer bolo', [item('Farinha de trigo')]],
    ['dois pacotes de bolacha foi ele que pediu', [item('Bolacha', 2, 'pacote')]],
    ['cerveja e carvão a turma chega às oito', [item('Cerveja'), item('Carvão')]],
    ['bolacha que eles gostam e suco de uva', [item('Bolacha'), item('Suco de uva')]],
    ['desodorante e xampu tudo que o pai usa', [item('Desodorante'), item('Xampu')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: whom the speaker talks to, "me lembra", an amount said again, how it is wanted', () => {
  it.each([
    ['café e açúcar tá amor', [item('Café'), item('Açúcar')]],
    ['mana põe três abacates', [item('Abacates', 3)]],
    ['ela quer iogurte e granola', [item('Iogurte'), item('Granola')]],
    ['deixa eu ver com ele leite e pão', [item('Leite'), item('Pão')]],
    ['me lembra do sabão em pó', [item('Sabão em pó')]],
    ['me lembra de pagar a luz', []],
    ['dois limões hã três limões', [item('Limões', 3)]],
    ['bolo fresquinho e café', [item('Bolo'), item('Café')]],
    ['uma caixa de bombom e outra de chocolate', [item('Bombom', 1, 'caixa'), item('Chocolate', 1, 'caixa')]],
    ['do açougue picanha e fraldinha', [item('Picanha'), item('Fraldinha')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: what is said of the items after them; the items stay', () => {
  it.each([
    ['leite manteiga e queijo tá tudo acabando', [item('Leite'), item('Manteiga'), item('Queijo')]],
    ['alface rúcula agrião égua tá tudo murcho', [item('Alface'), item('Rúcula'), item('Agrião')]],
    ['feijão tá em promoção', [item('Feijão')]],
    [
      'dois quilos de farinha de milho uai e um queijo minas',
      [item('Farinha de milho', 2, 'kg'), item('Queijo minas')],
    ],
    ['bolo torrada e geleia tudo pro café da tarde', [item('Bolo'), item('Torrada'), item('Geleia')]],
    ['uma abóbora das pequenas', [item('Abóbora')]],
    ['cebola das roxas', [item('Cebola das roxas')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('keeps a subject said before its talk out of the list ("o carrinho tá pesado")', () => {
    expect(extractSpeech('o carrinho tá pesado põe 1 kg de sal', [])).toEqual({
      add: [item('Sal', 1, 'kg')],
      remove: [],
    });
  });

  it('removes the item a pronoun points back to after its reason', () => {
    expect(extractSpeech('o refrigerante tá caro tira ele', ['Refrigerante', 'Pão'])).toEqual({
      add: [],
      remove: ['Refrigerante'],
    });
  });
});

describe('extractSpeech: headings, soft drinks in a row, amounts said after the name, "a mais"', () => {
  it.each([
    ['agora o corredor dos doces paçoca e pé de moleque', [item('Paçoca'), item('Pé de moleque')]],
    ['hora do lanche aqui ó banana e aveia', [item('Banana'), item('Aveia')]],
    ['guaraná coca e fanta uva', [item('Guaraná'), item('Coca'), item('Fanta uva')]],
    ['guaraná antarctica', [item('Guaraná antarctica')]],
    ['refrigerante fanta', [item('Refrigerante fanta')]],
    ['café três pacotes de 500 g', [item('Café', 3, 'pacote')]],
    ['meio quilo de muçarela aliás um e meio', [item('Muçarela', 1.5, 'kg')]],
    ['passando no mercado R$ 10 de pão francês', [item('Pão francês')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('adds an item said with "a mais" under the name on the list', () => {
    expect(extractSpeech('coloca dois sabonetes a mais', ['Sabonete', 'Arroz'])).toEqual({
      add: [item('Sabonete', 2)],
      remove: [],
    });
  });
});

describe('extractSpeech: places and aisles said first, how good, product brands, the juice a purpose is for', () => {
  it.each([
    ['ó no açougue picanha e fraldinha', [item('Picanha'), item('Fraldinha')]],
    ['lá na peixaria 1 kg de tilápia', [item('Tilápia', 1, 'kg')]],
    ['padaria ó pão doce e rosca', [item('Pão doce'), item('Rosca')]],
    ['um pacote de café do bom', [item('Café', 1, 'pacote')]],
    ['sabonete e leite na volta', [item('Sabonete'), item('Leite')]],
    ['creme de assaduras hipoglós', [item('Creme de assaduras'), item('Hipoglós')]],
    ['pomada hipoglós', [item('Pomada hipoglós')]],
    ['açúcar pro suco de limão', [item('Açúcar')]],
    ['ração pro cachorro do meu irmão', [item('Ração pro cachorro')]],
    ['me lembra de três sabonetes', [item('Sabonetes', 3)]],
    ['me lembra de ligar pro gás', []],
    ['linguiça defumada não toscana', [item('Linguiça toscana')]],
    ['queijo fatiado não ralado', [item('Queijo ralado')]],
    ['dois sabões em pó tanto faz a marca', [item('Sabões em pó', 2)]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('takes back the item said before "não pera" and another add', () => {
    expect(extractSpeech('põe manteiga não pera a gente tem põe margarina', [])).toEqual({
      add: [item('Margarina')],
      remove: [],
    });
  });

  it('puts a brand said for another in place of the brand on the list', () => {
    expect(extractSpeech('em vez do bombril põe assolan', ['Esponja Bombril', 'Sal'])).toEqual({
      add: [item('Esponja Assolan')],
      remove: ['Esponja Bombril'],
    });
  });
});

describe('extractSpeech: whom the speaker calls, talk around the items, an amount said again with a request', () => {
  it.each([
    ['ô seu joão dois pães de sal', [item('Pães de sal', 2)]],
    ['ô meu deus do céu mais três ovos', [item('Ovos', 3)]],
    ['leite manteiga uai não posso esquecer nada', [item('Leite'), item('Manteiga')]],
    ['refrigerante 2 garrafas gelo 3 sacos', [item('Refrigerante', 2, 'garrafa'), item('Gelo', 3, 'saco')]],
    ['dois quilos de picanha é muito põe só um quilo', [item('Picanha', 1, 'kg')]],
    ['lembra o sabonete pra tua mãe', [item('Sabonete')]],
    ['sal e óleo devagarinho que eu tô cansada', [item('Sal'), item('Óleo')]],
    ['escreve aí que eu tô com a mão suja farinha e ovos', [item('Farinha'), item('Ovos')]],
    ['sachê whiskas e areia', [item('Sachê whiskas'), item('Areia')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['o queijo deixa pra lá que tá caro', ['Queijo', 'Pão'], ['Queijo']],
    ['apaga o último por favor achei em casa', ['Pão', 'Café'], ['Café']],
    ['tira o café que tá os olhos da cara', ['Café', 'Pão'], ['Café']],
  ])('%s removes it', (transcript, list, remove) => {
    expect(extractSpeech(transcript, list)).toEqual({ add: [], remove });
  });
});

describe('extractSpeech: "acabou tudo", sections with "da", what today is, a corrected modifier and its purpose', () => {
  it.each([
    ['acabou tudo omo e qboa', [item('Omo'), item('Qboa')]],
    ['da parte das bebidas suco e água', [item('Suco'), item('Água')]],
    ['arroz e feijão hoje é dia de feijoada', [item('Arroz'), item('Feijão')]],
    ['ovos que eu vou fazer dois pudins', [item('Ovos')]],
    ['biscoito maizena e leite', [item('Biscoito maizena'), item('Leite')]],
    ['laranja pera pra suco', [item('Laranja pera')]],
    ['laranja pra suco', [item('Laranja pra suco')]],
    ['um vinho branco digo tinto pra janta', [item('Vinho tinto')]],
    ['pão de forma e requeijão meu amor', [item('Pão de forma'), item('Requeijão')]],
    ['fralda pro meu filho', [item('Fralda')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: "vê se acha", a container corrected, prices and tags, what the speaker is out of', () => {
  it.each([
    ['vê se acha um requeijão cremoso', [item('Requeijão cremoso')]],
    ['cerveja seis latas não oito', [item('Cerveja', 8, 'lata')]],
    ['leite ninho que é mais caro', [item('Leite ninho')]],
    ['dois pães viu e uma manteiga', [item('Pães', 2), item('Manteiga')]],
    ['tô sem sabonete põe um dove', [item('Dove')]],
    ['tô pensando em fazer feijoada então feijão preto e linguiça', [item('Feijão preto'), item('Linguiça')]],
    ['bolacha pra gente comer no caminho', [item('Bolacha')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['troca o pilão pelo três corações', ['Café Pilão'], [item('Café Três corações')], ['Café Pilão']],
    ['troca o suco pelo toddy', ['Suco', 'Pão'], [item('Toddy')], ['Suco']],
    ['não quero mais o pão não que ainda tem', ['Pão', 'Leite'], [], ['Pão']],
  ])('%s', (transcript, list, add, remove) => {
    expect(extractSpeech(transcript, list)).toEqual({ add, remove });
  });
});

describe('extractSpeech: an item taken back after a correction, what someone will do, soft drinks after a brand', () => {
  it.each([
    ['farinha açúcar e ovos não ovos não precisa', [item('Farinha'), item('Açúcar')]],
    ['queijo pro vô fazer pão de queijo', [item('Queijo')]],
    ['linguiça pra assar na grelha e pão de alho', [item('Linguiça'), item('Pão de alho')]],
    ['suco tang sprite e água', [item('Suco tang'), item('Sprite'), item('Água')]],
    ['meia dúzia de pães não põe uma dúzia logo', [item('Pães', 12)]],
    ['salgadinho e refrigerante coisa de festa né', [item('Salgadinho'), item('Refrigerante')]],
    ['cenoura beterraba tudo bem barato hoje', [item('Cenoura'), item('Beterraba')]],
    ['me lembra de trazer a ração', [item('Ração')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });
});

describe('extractSpeech: a clause after an item, where the speaker is, a correction before a request, "não só"', () => {
  it.each([
    ['leite ninho e nescau as coisas das crianças', [item('Leite ninho'), item('Nescau')]],
    ['pasta de dente e fio dental o armário tá vazio', [item('Pasta de dente'), item('Fio dental')]],
    ['sabão em pó isso não pode faltar', [item('Sabão em pó')]],
    ['agora na praça de alimentação presunto e queijo', [item('Presunto'), item('Queijo')]],
    ['escolhe três abacates', [item('Abacates', 3)]],
    ['gema e trigo', [item('Gema'), item('Trigo')]],
    ['um sabonete protex quer dizer dove que o protex me dá alergia', [item('Sabonete dove')]],
    ['na feira r$ 20 de camarão', [item('Camarão')]],
    ['um suco de uva aliás não põe água de coco', [item('Água de coco')]],
    ['uma goiabada hã não quer dizer põe doce de leite', [item('Doce de leite')]],
    ['meia dúzia de pães não põe uma dúzia logo', [item('Pães', 12)]],
    ['cerveja gelada pega umas dez', [item('Cerveja gelada', 10)]],
    ['banana maçã e pera não só a pera', [item('Pera')]],
    ['três sonhos de creme quentinhos', [item('Sonhos de creme', 3)]],
    ['refrigerante pro aniversário duas garrafas de 2 l', [item('Refrigerante', 2, 'garrafa')]],
    ['uns pedaços de queijo coalho', [item('Queijo coalho')]],
    ['azeite e vinagre ah não deixa o vinagre pra lá', [item('Azeite')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it('removes with "deixa o X pra lá"', () => {
    expect(extractSpeech('deixa o iogurte pra lá', ['Leite', 'Iogurte'])).toEqual({ add: [], remove: ['Iogurte'] });
  });
});

describe('extractSpeech: pack and people sizes, names after "pro", the aisle said first, "pôr", a vocative at the end', () => {
  it.each([
    ['esponja bombril e sabão', [item('Esponja'), item('Bombril'), item('Sabão')]],
    ['coca-cola fanta uva', [item('Coca-cola'), item('Fanta uva')]],
    ['3 kg de fraldinha pra 12 pessoas', [item('Fraldinha', 3, 'kg')]],
    ['um quilo de músculo moído duas vezes', [item('Músculo moído', 1, 'kg')]],
    ['um pacote de fralda com 50 unidades cada', [item('Fralda', 1, 'pacote')]],
    ['4 latinhas de cerveja 473 ml', [item('Cerveja', 4, 'lata')]],
    ['um pacote pequeno de café', [item('Café', 1, 'pacote')]],
    ['xampu pro pedrinho', [item('Xampu')]],
    ['dois sachês de whiskas pro gato', [item('Whiskas', 2, 'sachê')]],
    ['o bom ar e o papel toalha', [item('Bom ar'), item('Papel toalha')]],
    ['quinta tem churrasco lá em casa carvão e linguiça', [item('Carvão'), item('Linguiça')]],
    ['na padaria pão e leite', [item('Pão'), item('Leite')]],
    ['uma dúzia de ovos que o bolo leva ovo', [item('Ovos', 12)]],
    [
      'biscoito e uma porção de queijo que a menina gosta e um pouquinho de presunto',
      [item('Biscoito'), item('Queijo'), item('Presunto')],
    ],
    ['um pote de manteiga meu', [item('Manteiga', 1, 'pote')]],
    ['ó mais um pacote de arroz', [item('Arroz', 1, 'pacote')]],
  ])('%s', (transcript, add) => {
    expect(extractSpeech(transcript, [])).toEqual({ add, remove: [] });
  });

  it.each([
    ['pode tirar o leite e pôr suco', ['Leite', 'Pão'], [item('Suco')], ['Leite']],
    ['o pão pode tirar e a manteiga também', ['Pão', 'Manteiga', 'Café'], [], ['Pão', 'Manteiga']],
  ])('%s', (transcript, list, add, remove) => {
    expect(extractSpeech(transcript, list)).toEqual({ add, remove });
  });
});
