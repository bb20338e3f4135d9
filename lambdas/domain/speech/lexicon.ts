/**
 * Word lists the rules engine leans on. Pure data: extend these lists rather than the
 * code. Entries are written the natural way (accents, singular or plural); the engine
 * folds and singularises them once, at module load.
 */

/**
 * Words that name an item on their own. When Chrome gives a list without commas
 * ("alface tomate e cebola"), a head word right after another name word (not after
 * "de", "com", "em"...) starts a new item. Modifiers ("condensado", "integral", "ninho")
 * are deliberately absent, so "leite condensado" stays one item.
 */
export const HEAD_WORDS: readonly string[] = [
  // mercearia
  'arroz', 'feijão', 'macarrão', 'miojo', 'farinha', 'fubá', 'açúcar', 'sal', 'café', 'chá',
  'achocolatado', 'nescau', 'toddy', 'toddynho', 'aveia', 'granola', 'cereal', 'mel', 'óleo',
  'azeite', 'vinagre', 'molho', 'extrato', 'ketchup', 'maionese', 'mostarda', 'tempero',
  'orégano', 'cominho', 'colorau', 'pimenta', 'canela', 'fermento', 'amido', 'gelatina',
  'pudim', 'biscoito', 'bolacha', 'torrada', 'geleia', 'pipoca', 'atum', 'sardinha', 'milho',
  'ervilha', 'palmito', 'azeitona', 'lentilha', 'grão-de-bico', 'chocolate', 'bombom', 'bala',
  'chiclete', 'salgadinho', 'amendoim', 'castanha', 'sopa', 'caldo',
  // padaria e laticínios
  'pão', 'bolo', 'leite', 'iogurte', 'danone', 'queijo', 'mussarela', 'muçarela', 'requeijão',
  'manteiga', 'margarina', 'creme', 'nata', 'ovo', 'presunto', 'mortadela', 'salame',
  'peito', 'blanquet', 'coalhada',
  // açougue e peixaria
  'carne', 'frango', 'peixe', 'filé', 'bife', 'linguiça', 'salsicha', 'bacon', 'picanha',
  'alcatra', 'patinho', 'acém', 'costela', 'cupim', 'fraldinha', 'maminha', 'contrafilé',
  'lombo', 'pernil', 'calabresa', 'paio', 'camarão', 'tilápia', 'salmão', 'bacalhau',
  'hambúrguer', 'almôndega', 'coxa', 'sobrecoxa', 'asa', 'coração', 'fígado', 'carvão',
  // hortifruti
  'banana', 'maçã', 'laranja', 'limão', 'uva', 'pera', 'pêssego', 'manga', 'mamão',
  'abacaxi', 'melão', 'melancia', 'morango', 'kiwi', 'abacate', 'maracujá', 'goiaba',
  'tangerina', 'mexerica', 'ameixa', 'coco', 'batata', 'cenoura', 'beterraba', 'cebola',
  'alho', 'tomate', 'alface', 'rúcula', 'agrião', 'couve', 'repolho', 'brócolis', 'espinafre',
  'abobrinha', 'abóbora', 'berinjela', 'pimentão', 'pepino', 'chuchu', 'quiabo', 'jiló',
  'mandioca', 'inhame', 'cará', 'salsinha', 'cebolinha', 'coentro', 'hortelã', 'manjericão',
  'gengibre', 'salsão', 'aipim', 'vagem',
  // bebidas
  'água', 'suco', 'refrigerante', 'coca', 'coca-cola', 'guaraná', 'cerveja', 'vinho',
  'cachaça', 'vodka', 'whisky', 'energético', 'isotônico',
  // limpeza, higiene, casa
  'sabão', 'detergente', 'amaciante', 'desinfetante', 'esponja', 'vassoura', 'rodo',
  'alvejante', 'lustra-móveis', 'sabonete', 'shampoo', 'xampu', 'condicionador',
  'desodorante', 'absorvente', 'fralda', 'lenço', 'pomada', 'escova', 'pasta', 'fio',
  'cotonete', 'algodão', 'papel', 'guardanapo', 'fósforo', 'vela', 'pilha', 'lâmpada',
  'ração', 'areia', 'protetor', 'repelente', 'perfume', 'barbeador',
  // congelados e prontos
  'pizza', 'lasanha', 'sorvete', 'nuggets', 'empanado', 'coxinha', 'esfiha',
];

/**
 * Multi-word item names that must stay whole: they contain "e", a unit word
 * ("saco de lixo") or two head words ("tomate cereja"). A match starts a new item.
 */
export const COMPOUND_ITEMS: readonly string[] = [
  'romeu e julieta', 'pé de moleque', 'saco de lixo', 'saquinho de lixo', 'barra de cereal',
  'barrinha de cereal', 'tomate cereja', 'queijo mussarela', 'queijo muçarela',
  'queijo parmesão', 'queijo minas', 'queijo cottage', 'queijo coalho', 'queijo prato', 'linguiça calabresa',
  'cheiro verde', 'pimenta do reino', 'goiabada cascão',
  'alho poró', 'couve flor', 'couve-flor', 'batata palha', 'batata doce', 'pão de queijo',
  'lata de lixo', 'copo descartável', 'prato descartável', 'garrafa térmica',
  'pote de plástico', 'queijo e goiabada', 'frango a passarinho', 'mate leão',
  'limão siciliano', 'água de coco',
];

/**
 * Multi-word pieces that qualify the item before them ("biscoito de água e sal",
 * "batata chips sal e vinagre"), so they never start an item of their own.
 */
export const COMPOUND_TAILS: readonly string[] = [
  'água e sal', 'sal e vinagre', 'sal e pimenta do reino', 'erva doce', 'leite e mel',
  'morango e banana', 'chocolate e avelã', 'cream cracker', 'dois em um', '2 em 1', '3 em 1',
];

/**
 * Words that never appear in a grocery item and mark an utterance that is not about the
 * list ("bom dia", "qual a previsão do tempo", "toca uma música"). An add without a verb
 * that contains one of them is dropped.
 */
export const NON_GROCERY_WORDS: readonly string[] = [
  'dia', 'tarde', 'noite', 'oi', 'olá', 'tchau', 'ok',
  'okay', 'beleza', 'certo', 'qual', 'quais', 'quanto', 'quanta', 'quantos', 'quantas',
  'como', 'quando', 'onde', 'porque', 'quem', 'previsão', 'tempo', 'horas', 'hora', 'música',
  'liga', 'ligar', 'toca', 'tocar', 'ouvir', 'abre', 'abrir', 'fecha', 'fechar', 'teste',
  'testando', 'alô', 'tudo', 'bem', 'isso', 'nada', 'sim', 'não', 'você', 'idade', 'trânsito',
  'preço', 'custa', 'falei', 'tá', 'que', 'sua', 'seu', 'está', 'ajuda',
  'pode', 'consegue', 'lembra', 'lembrar', 'beber', 'me',
];
