/**
 * Spoken phrases that carry intent rather than items. Pure data, matched on folded
 * words, longest phrase first ("não esquece" adds, "esquece" removes; "não quero mais"
 * removes, "quero" adds).
 */
import { PARTS_OF_A_WHOLE } from './lexicon-descriptions';
import { phraseList, wordList } from './word-list';

export type PhraseKind = 'add' | 'remove' | 'swap' | 'filler';

/** Verbs and expressions that introduce items to add. */
const ADD_PHRASES: readonly string[] = phraseList(
  'adiciona,adicionar,adicione,adiciono,acrescenta,acrescentar,acrescente,coloca,colocar,coloque,' +
    'coloco,põe,ponha,bota,botar,bote,inclui,incluir,inclua,quero,queria,vou querer,gostaria de,gostaria,' +
    'preciso,preciso de,preciso comprar,precisa,precisa de,precisa comprar,precisamos de,' +
    'precisamos comprar,tenho que comprar,temos que comprar,precisar de,precisar,vou precisar de,' +
    'vamos precisar de,vai precisar de,to precisando de,tô precisando de,estou precisando de,' +
    'precisando de,precisando,compra,comprar,compre,me vê,me ve,me dá,me traz,traz,traga,pega,' +
    // "pede no balcão 200 g de queijo prato": asked for at a counter
    'pede,pegar,pegue,anota,anote,anotar,lembra de comprar,lembrar de comprar,não esquece,não esquece de,' +
    'não esqueça,não esqueça de,não esquecer,não esquecer de,não pode esquecer,não pode esquecer de,' +
    // "não posso esquecer nada", "lembra gilete pro teu pai"
    'não posso esquecer,não posso esquecer de,não quero esquecer,lembra,' +
    // "me lembra de trazer guaraná": fetching it is buying it
    'me lembra de trazer,me lembra de pegar,me lembra de levar,lembra de trazer,lembra de pegar,' +
    'não deixa de comprar,falta,faltou,faltando,tá faltando,está faltando,acabou,acabaram,acabando,' +
    'tá acabando,está acabando,vê,manda,manda ver,' +
    // "nossa esqueci o sal": what was forgotten is added
    'esqueci,esqueci de,quase esqueci,quase esqueci de,me esqueci,me esqueci de,lembrei,lembrei de,' +
    // "antes que eu esqueça papel higiênico", "vê se lembra do pão"
    'antes que eu esqueça,antes que eu me esqueça,antes que esqueça,quase que eu esqueço,' +
    'quase que esqueço,quase esqueço,pra não esquecer,pra eu não esquecer,vê se lembra,vê se lembra de,' +
    // "vê se acha um pacote de fralda", "vê se dá pra trazer picanha"
    'vê se acha,vê se encontra,vê se tem,vê se dá pra trazer,vê se dá pra pegar,vê se consegue,vê se traz,vê se pega,' +
    'vê se anota,vê se coloca,vê se põe,vê se bota,vê se compra,vê se leva,vê se acrescenta,' +
    'vê se não esquece,vê se não esquece de,lembra de comprar,lembra de levar,me lembrei,me lembrei de,' +
    // "me lembra 10 kg de ração", "me lembra do requeijão": asking to be reminded
    'me lembra,escreve,escrever,terminou,terminaram,tem que comprar,' +
    // "me ajuda a lembrar 2 pacotes de leite": asking for help to remember is asking for the items
    'me ajuda a lembrar,me ajuda a lembrar de,ajuda a lembrar,ajuda a lembrar de,me ajuda a anotar,ajuda a anotar,' +
    // "seu Jorge quero encomendar pra entrega dois quilos de tomate": the speaker ordering from this shop
    'quero encomendar,queria encomendar,gostaria de encomendar,vou encomendar,' +
    // "tem que levar leite", "vou levar melão": taking it from the shelf
    'pode ser,' +
    // "acho melhor pôr mais meio quilo de carne" ("pôr" alone folds to the "por" of a swap)
    'acho melhor pôr,melhor pôr,' +
    // "vixe não tem mais café": it ran out
    'não tem mais,' +
    // "mainha pediu pra levar cuscuz"
    'pediu pra levar,pediu pra comprar,mandou levar,mandou comprar,tem que levar,tenho que levar,' +
    'temos que levar,vou levar,vamos levar,leva,precisamos,tá precisando de,' +
    // "pega o toddy e aproveita duas caixas de leite": while there, take it too
    'aproveita,aproveita e pega,aproveita e leva,aproveita e compra,aproveita e traz,' +
    // "tira o amendoim e não esquece do papel higiênico": "do" is the phrase's, not a kind of what was removed
    'não esquece do,não esquece da,não esquece dos,não esquece das,',
);

/** Verbs and expressions that name items to take off the list. */
const REMOVE_PHRASES: readonly string[] = phraseList(
  'tira,tirar,tire,tiro,remove,remover,remova,apaga,apagar,apague,exclui,excluir,exclua,deleta,deletar,' +
    'delete,retira,retirar,retire,risca,riscar,risque,esquece,esquecer,esqueça,desconsidera,' +
    'desconsiderar,desconsidere,cancela,cancelar,cancele,elimina,eliminar,desmarca,desmarcar,desmarque,não preciso mais,' +
    'não preciso mais de,não precisa mais,não precisa mais de,não quero mais,não vou mais querer,' +
    'não preciso de,não precisa de,não quero,já peguei,' +
    // "o sabão já tá no carrinho"
    'já tá no carrinho,já tão no carrinho,já estão no carrinho,' +
    // "a melancia deixa pra próxima"
    'deixa pra próxima,deixa pra depois,fica pra próxima,fica pra depois,já está no carrinho,deixa pra lá,' +
    'já coloquei no carrinho,já botei no carrinho,já comprei,já tenho,já temos,já tem,' +
    // "não vou mais levar o vinho", "não compra o iogurte", "desisti da cerveja"
    'não vou mais levar,não vou querer mais,não precisa de,não precisa,tira fora,joga fora,' +
    'não vou querer,não vou levar,não vou mais comprar,não vou comprar,não precisa comprar,' +
    'não precisa mais comprar,não precisa levar,não precisa mais levar,' +
    // "e manteiga não precisa pôr que ela mesma compra": a verb of putting after "não precisa" is no add
    'não precisa pôr,não precisa por,não precisa colocar,não precisa botar,não precisa pegar,não precisa anotar,não compra,não compra mais,' +
    'não leva,não leva mais,não pega,não pega mais,não traz,não traz mais,desisti de,desisti do,' +
    'desisti da,desisti,desiste de,desiste do,desiste da,desiste,em vez de,ao invés de,no lugar de,' +
    // "em vez do pão francês coloca pão de forma", "no lugar da margarina põe manteiga"
    'em vez do,em vez da,em vez dos,em vez das,ao invés do,ao invés da,ao invés dos,ao invés das,' +
    'no lugar do,no lugar da,no lugar dos,no lugar das,' +
    // "deixa o biscoito pra lá": not this time
    'deixa o,deixa a,deixa os,deixa as,',
);

/**
 * More ways of cancelling an item ("corta o chocolate", "descarta o miojo", "anula o pedido de cerveja", "suspende o peru")
 * and of marking one ("marca aí dois iogurtes"; "marca" alone is the brand: "tanto faz a marca").
 */
const CANCEL_PHRASES: readonly string[] = phraseList(
  'corta,descarta,descartar,descarte,anula,anular,anule,suspende,suspenda,',
);
/**
 * Infinitives that cancel only when they open the utterance ("pode cortar o leite de amêndoas", its
 * "pode" dropped): later they are a reason's ("o médico mandou cortar açúcar").
 */
export const OPENING_CANCEL_PHRASES: ReadonlySet<string> = new Set(phraseList('cortar,'));
const MARK_PHRASES: readonly string[] = phraseList('marca aí,marca lá,marca na lista,marca também,');

/** Verbs of "troca X por Y": X is removed, Y is added. */
const SWAP_PHRASES: readonly string[] = wordList(
  'troca trocar troque substitui substituir substitua muda mudar mude ' +
    // "aumenta o leite pra três": the same item, in the amount said
    'aumenta aumentar diminui diminuir ',
);

/**
 * Hesitations, politeness, list talk and vague quantities that carry nothing. "mais" is
 * not here: it marks an increment ("mais dois leites") and is read by split-items.ts.
 */
const FILLER_PHRASES: readonly string[] = phraseList(
  'deixa eu ver,deixa ver,' +
    // "o que falta na geladeira deixa eu olhar manteiga": the speaker looking or thinking
    'deixa eu olhar,deixa eu pensar,deixa eu lembrar,deixa eu conferir,' +
    // "é que que eu ia falar ah sim fermento": the speaker remembering
    'que eu ia falar,o que eu ia dizer,que eu ia dizer,ah sim,deixa eu checar,deixa eu dar uma olhada,' +
    'vamos ver,vejamos,hum,hmm,humm,hummm,uhm,hã,ah,eh,uh,ih,tipo,né,sabe,cadê,então,olha,bom,por favor,' +
    'pra entrega,pra entregar,' +
    'pra mim,para mim,pra gente,na lista,na minha lista,na lista de compras,na minha lista de compras,' +
    'lista de compras,bora lá,bora,talvez,pra lista,para a lista,da lista,da minha lista,à lista,' +
    'no carrinho,aí,também,agora,ainda,só,' +
    // "já que vai aproveita e pega sabonete", "e já pega feijão": while the shopper is there
    'já que vai,já que você vai,já que vai lá,já que vai aí,já que tá aí,já que tá lá,já que está aí,' +
    'já que você tá aí,já que você está aí,já,' +
    // "dois quilos já dá": enough, said of the amount before
    'já dá,já chega,já basta,já serve,já tá bom,já está bom,' +
    // vague quantities: the item gets the default 1
    'mais ou menos,vixe maria,pelo amor de deus,pelamor de deus,' +
    // "uma base de uns dois quilos": about
    'uma base de,na base de,' +
    // "uma quantidade boa de carvão"
    'uma quantidade boa de,uma boa quantidade de,quantidade boa de,boa quantidade de,um tantinho de,' +
    'um tanto de,uma mão cheia de,um punhado de,' +
    // "pera que o ônibus parou": wait
    'pera que,pera aí que,em torno de,' +
    // "pois é como é que chama aquele trem ah requeijão": looking for the word
    'pois é,como é que chama,como que chama,como é que se chama,como é o nome,presta atenção,' +
    'nossa senhora,ave maria,meu deus do céu,meu deus,os olhos da cara,o olho da cara,de uma vez,pra terminar,pra finalizar,pra fechar,um tiquinho de,um tiquinho,' +
    'um cadinho de,um bocadinho de,ontem,anteontem,o que mais faltava,o que mais falta,o que mais,' +
    // the speaker looking for a word: "como é que chama aquele negócio ah é amaciante"
    'como que chama,como se chama,como chama,aquele negócio,aquela coisa,' +
    // "tira o frango e coloca peixe no lugar"
    'no lugar,' +
    // "uma maionese a mais barata que tiver"
    'a mais barata que tiver,o mais barato que tiver,a mais barata,o mais barato,a que tiver,o que tiver,' +
    'de novo,outra vez,o mais importante,mais importante,de qualquer marca,qualquer marca,' +
    'o mais baratinho que tiver,o mais baratinho,acho melhor,aproximadamente,coisa de,quase,cerca de,' +
    'por volta de,pelo menos,no máximo,no mínimo,um pouco de,um pouco,um pouquinho de,um pouquinho,' +
    'um monte de,um montão de,um tantão de,uma porção de,um bocado de,um punhado de,uma ruma de,' +
    'um tanto de,uma penca de,bastante,vários,várias,muito,muita,muitos,muitas,aquele,aquela,daí,' +
    'obrigado,obrigada,valeu,a gente,nós,eu,' +
    // thinking aloud and closing remarks: "acho que", "sei lá", "peraí", "é só isso"
    'acho que,acho,sei lá,não sei,deixa eu pensar,deixa pensar,peraí,pera aí,' +
    // "só um segundo tá bom coloca cenoura": asking for time
    'um segundo,só um segundo,um segundinho,só um segundinho,um minuto,só um minuto,um minutinho,' +
    'só um minutinho,um momento,só um momento,um instante,só um instante,espera aí,espera,calma,' +
    'tipo assim,vamos lá,o que mais,que mais,mais nada,isso,mesmo,por enquanto,por hoje,e pronto,tá bom,' +
    'tá bem,tá certo,enfim,' +
    // "só mais uma coisa", "amor você quer alguma coisa": talk about the list, not an item
    'mais uma coisa,uma coisa,outra coisa,mais uma coisinha,uma coisinha,outra coisinha,' +
    'mais alguma coisa,alguma coisa,quer alguma coisa,quer mais alguma coisa,você quer alguma coisa,' +
    'você quer mais alguma coisa,vocês querem alguma coisa,precisa de alguma coisa,' +
    'precisa de mais alguma coisa,' +
    // placeholders before the items: "eu preciso de uns negócios é arroz e lentilha"
    'uns negócios,umas coisas,umas coisinhas,algumas coisas,umas paradas,uns trecos,uns bagulhos,' +
    // where things are looked for: "vamos ver o que falta na geladeira"
    'o que tem,o que falta,na geladeira,no armário,na despensa,no freezer,em casa,lá em casa,' +
    'aqui em casa,do mercado,no mercado,' +
    // order of what is said: "coloca leite e depois tira o pão"
    'depois,em seguida,além disso,por último,por fim,ver se tem,vê se tem,' +
    // "limão isso não pode faltar": said of items already named
    'não pode faltar,não pode faltar nunca,nunca pode faltar,pra lá,',
);

/**
 * Interjections and forms of address that open what is said ("pronto agora creme de
 * leite", "anota aí amor 1 kg de carne", "opa esqueci o sal"): dropped at the start of a
 * segment only, so "molho pronto" keeps its word. Compared as written, accents included
 * ("lá" opens, "lã de aço" does not).
 */
export const OPENERS: readonly string[] = wordList(
  'pronto rapidinho rapidão rápido ' +
    // "é que… que eu ia falar… fermento": a "que" left at the start by a hesitation
    'que ' +
    // "deixa eu olhar aqui manteiga": where the speaker is looking
    'aqui ó beleza certo ok okay opa nossa poxa puxa eita ixi xi caramba amor querida querido benhê bem ' +
    'vida filho filha mãe pai gente moço moça mano mana mozão vó vô amiga amigo senhora deus tá ótimo ' +
    'perfeito show legal sim uai ué oxe oxente vixe bah tchê ' +
    // regional interjections ("égua", "arre égua", "barbaridade", "visse", "mah", "véi", "sô")
    'égua egua arre barbaridade visse mah véi sô oxi ôxe vixi ixe afe aff putz pô credo cruzes rapaz ' +
    'cara desculpa lá meu minha ',
);

/**
 * Tags that close what is said ("não esquece do detergente tá", "compra pão viu"): dropped
 * at the end of the utterance only. Compared as written, like the openers.
 */
export const CLOSERS: readonly string[] = wordList(
  'tá viu ok okay beleza certo falou valeu entendeu visse ' +
    // regional tags: "200 g de mortadela uai", "e o pão tchê"
    'uai ué tchê bah sô oxe oxente pô mano véi hein rapaz égua barbaridade mah acredita meu ',
);

/** Words that split the right side of a swap: "troca o leite por iogurte", "muda o café pro descafeinado". */
export const SWAP_SEPARATORS: readonly string[] = wordList('por pelo pela pelos pelas para pra pro pros pras ');

/** All phrases with their kind, in the order they should be registered. */
export const INTENT_PHRASES: ReadonlyArray<readonly [string, PhraseKind]> = [
  ...ADD_PHRASES.map((p) => [p, 'add'] as const),
  ...MARK_PHRASES.map((p) => [p, 'add'] as const),
  ...REMOVE_PHRASES.map((p) => [p, 'remove'] as const),
  ...CANCEL_PHRASES.map((p) => [p, 'remove'] as const),
  ...[...OPENING_CANCEL_PHRASES].map((p) => [p, 'remove'] as const),
  ...SWAP_PHRASES.map((p) => [p, 'swap'] as const),
  ...FILLER_PHRASES.map((p) => [p, 'filler'] as const),
  // "uma melancia inteira não quero pedaço": the whole one, not a part of it, describes it.
  ...PARTS_OF_A_WHOLE.map((part) => [`não quero ${part}`, 'filler'] as const),
];
