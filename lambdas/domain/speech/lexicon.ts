/**
 * Word lists the rules engine leans on. Pure data: extend these lists rather than the
 * code. Entries are written the natural way (accents, singular or plural); the engine
 * folds and singularises them once, at module load.
 */

import { phraseList, wordList } from './word-list';

/**
 * Words that name an item on their own. When Chrome gives a list without commas
 * ("alface tomate e cebola"), a head word right after another name word (not after
 * "de", "com", "em"...) starts a new item. Modifiers ("condensado", "integral", "ninho")
 * are deliberately absent, so "leite condensado" stays one item. Grouped by aisle, mercearia first; one
 * string split at spaces (smaller in the bundle than an array literal).
 */
export const HEAD_WORDS: readonly string[] = (
  'arroz feijão macarrão miojo farinha fubá açúcar sal café chá achocolatado aveia granola cereal mel óleo ' +
  'azeite vinagre molho extrato ketchup maionese mostarda tempero orégano cominho colorau pimenta canela ' +
  'fermento amido gelatina pudim biscoito bolacha torrada geleia pipoca atum sardinha milho ervilha palmito ' +
  'azeitona lentilha grão-de-bico ' +
  // "adoçante stevia", "adoçante sucralose" stay one item: sweeteners are not listed
  'salsa guacamole kimchi ramen udon granulado tapete homus hummus tahine falafel tabule missô nori wasabi ' +
  'chocolate bombom bala chiclete salgadinho amendoim castanha sopa caldo ' +
  // padaria e laticínios
  'pão cacetinho carioquinha baguete bisnaga cuca broa rosca sonho croissant tapioca goma cuscuz polvilho banha ' +
  'dendê arenque zaatar triguilho shoyu strudel chucrute arepa vina beiju rapadura paçoca pamonha curau canjica ' +
  'mungunzá quindim cocada goiabada brigadeiro requeijão ricota iogurte coalhada kefir chantilly leite queijo ' +
  'bisnaguinha bolo leite iogurte queijo mussarela muçarela requeijão manteiga margarina creme nata ovo ' +
  'presunto mortadela salame peito blanquet coalhada ' +
  // açougue e peixaria
  'carne frango peixe filé bife linguiça salsicha bacon picanha alcatra patinho acém costela cupim fraldinha ' +
  'maminha contrafilé lombo pernil calabresa paio camarão tilápia salmão bacalhau hambúrguer almôndega coxa ' +
  'sobrecoxa asa coração fígado carvão charque jabá carne-seca toucinho torresmo bisteca chuleta costelinha ' +
  'músculo lagarto cupim peru chester moela pescoço dobradinha bucho mocotó rabada sardinha merluza pescada ' +
  'cação corvina tambaqui pirarucu pintado surubim polvo lula marisco mexilhão siri caranguejo ostra kani ' +
  // hortifruti
  'banana maçã laranja limão uva pera pêssego manga mamão abacaxi melão melancia morango kiwi abacate maracujá ' +
  'goiaba tangerina mexerica ameixa coco batata cenoura beterraba cebola alho tomate alface rúcula agrião couve ' +
  'repolho brócolis espinafre abobrinha abóbora berinjela pimentão pepino chuchu quiabo jiló mandioca inhame ' +
  'cará salsinha cebolinha coentro hortelã manjericão gengibre salsão aipim mandioquinha batata-baroa baroa ' +
  'maxixe taioba pequi pinhão caju acerola cupuaçu ' +
  // fruits, greens and dishes of the Cerrado, the North-east and the South
  'guariroba gueroba mangaba pitomba sapoti tucumã jambo cambuci uvaia araçá gabiroba butiá baru cagaita caruru ' +
  'jurubeba chimia schmier sarapatel buchada sururu vatapá cuxá queijadinha alfenim mugunzá munguzá guaravita ' +
  // Amazon staples: "tucupi jambu e castanha do pará"
  'tucupi jambu alfavaca pupunha maniçoba tacacá bacuri taperebá murici jenipapo buriti açaí graviola pitanga ' +
  'jabuticaba seriguela siriguela cajá umbu pinha carambola caqui figo lichia framboesa mirtilo amora nectarina ' +
  'ponkan cidra jaca rabanete nabo endívia escarola acelga almeirão chicória alcachofra aspargo cogumelo ' +
  'champignon shimeji shitake broto gergelim linhaça chia quinoa tomilho alecrim louro páprica açafrão cúrcuma ' +
  'noz nozes pistache uva-passa tâmara damasco macaxeira jerimum bergamota vagem ' +
  // bebidas
  'água suco mate refrigerante coca coca-cola guaraná cerveja vinho cachaça vodka whisky energético isotônico ' +
  'cajuína tubaína chimarrão kombucha espumante licor rum gin conhaque chope chopp ' +
  // limpeza, higiene, casa
  'sabão detergente amaciante desinfetante esponja vassoura rodo alvejante lustra-móveis sabonete shampoo xampu ' +
  'condicionador desodorante absorvente fralda lenço pomada escova pasta fio cotonete algodão papel guardanapo ' +
  'fósforo vela pilha lâmpada ração areia protetor repelente perfume barbeador lâmina gilete cera palha flanela ' +
  'pano balde luva sacola filtro guardanapo palito canudo isqueiro inseticida limpador removedor tira-manchas ' +
  'sabão cloro água-sanitária cotonete hidratante creme enxaguante antisséptico curativo band-aid termômetro ' +
  'soro dipirona paracetamol mamadeira chupeta lenço gel ' +
  // congelados e prontos
  'pizza lasanha sorvete nuggets empanado coxinha esfiha esfirra pastel empada quibe kibe nhoque torta picolé ' +
  // common names and spellings that were missing as item starts
  'refri catchup farofa pirulito rosquinha apresuntado patê picles coxão álcool talco acetona esmalte ' +
  'odorizador aromatizador desengordurante saponáceo cravo fruta verdura legume cereja pitaya moranga tamarindo ' +
  'aipo empadinha empadão croquete enroladinho brioche brownie cupcake muffin donut suspiro beijinho bolinho ' +
  'rocambole galinha galeto lombinho salsichão tender cordeiro carneiro pato codorna sassami kafta fiambre ' +
  'miúdos asinha espetinho medalhão truta robalo tainha anchova pescadinha lagosta capuccino lámen lamen ' +
  'talharim capeletti ravioli flocão sagu canjiquinha quirera xerém semolina melado bicarbonato seleta ' +
  'alcaparra curry urucum sequilho pretzel marshmallow jujuba bananada marmelada paçoquinha torrone amêndoa ' +
  'nachos gelo polpa yakisoba sushi churros refresco limonada breja cerva pinga vodca uísque tequila champanhe ' +
  'sidra saquê vermute catuaba papinha petisco bifinho alpiste desentupidor naftalina querosene secante anil ' +
  'formicida bucha pente batom rímel bronzeador colônia tintura prestobarba remédio xarope própolis pastilha esparadrapo ' +
  'gaze camisinha preservativo colírio ibuprofeno omeprazol gás lenha acendedor coador fita durex caneta lápis ' +
  'caderno barbante marmitex bateria lanterna extensão adaptador carregador tofu adoçante whey creatina ' +
  'colágeno panetone chocotone trigo gema ' +
  // more products said on their own (2026-11-24): fruit, bakery, cuts, fish, pantry, health, drinks, pet, baby, kitchen
  'avocado blueberry atemoia nêspera physalis moyashi funcho cebolete bertalha cheesecake quiche sanduíche wrap ' +
  'chipa éclair macaron merengue confeito panqueca crepioca waffle paleta ossobuco língua panceta pastrami ' +
  'rosbife cabrito linguado badejo pacu cavalinha vieira picadinho cacau farelo musli cappuccino ovomaltine ' +
  'sopão purê mingau essência manjar gordura passata quinua psyllium goji spirulina levedura biomassa seitan ' +
  'tempeh albumina glutamina suplemento tortilha macadâmia barrinha mariola escondidinho temaki marmita ' +
  'laranjada tereré smoothie sangria steinhaeger fernet campari aperol amarula mordedor babador coleira ' +
  'peitoral comedouro bebedouro arranhador catnip feno vermífugo ossinho lixa alicate touca esfoliante ' +
  'novalgina tylenol dorflex buscopan engov sonrisal luftal atadura melatonina panela frigideira assadeira ' +
  'travessa xícara caneca talher garfo colher faca jarra abridor ralador escorredor peneira espátula lixeira ' +
  'prendedor pregador cabide tesoura regador mangueira fone benjamim pendrive balão bexiga serpentina bebida ' +
  'espuma tinta raticida vitamina cola forma pá cápsula noz proteína filme ' +
  // a pet food pouch is bought by that name: "ração pedigree sachê whiskas"
  'sachê ' +
  // said in place of a product just cancelled: "apaga o leite em pó e põe fórmula infantil"
  'fórmula '
)
  .trim()
  .split(' ');

/**
 * Product words of every aisle of a hipermercado that HEAD_WORDS lacks (clothes, electronics,
 * pharmacy, home and garden, party, imported and regional foods), so that in a list without
 * separators an item whose first word is one of them starts a new item ("leite kefir coalhada",
 * "fio dental cotonete absorvente") instead of being read as the brand or modifier of the item
 * before it. Taken from the first words of the categoriser's terms
 * (`../categories/category-lexicon.ts`) minus the words that qualify a product said before them
 * (modifiers, varieties, flavours, cheeses, pasta shapes, grapes, units, seasons, diminutives,
 * talk: `test/unit/speech/shelf-words.test.ts` lists them and keeps the three lists in step),
 * plus words of no category term. Folded, singular, one space between words: one string keeps
 * the bundle small; `lexicon-index.ts` splits it at load.
 */
export const SHELF_PRODUCT_WORDS = `
abada aceto adubo agasalho agenda airfryer almofada amaranto amoxicilina analgesico anel antena antiacido
antialergico antibiotico anticoncepcional antigripal antiinflamatorio antissinal antitranspirante aparelho apito
apontador aquario aquecedor arvore aspirador aspirina atenolol avental azitromicina balanca bandeirinha banheira
batedeira batedor baton bercario berco bermuda bijuteria biquini blusa blush boneca bota botijao brinco brinquedo
bule cabo cachecol cadeado cadeira cafeteira caipirinha caipiroska calca calcado calcinha calculadora camera camisa
camiseta camisola campainha capacho carrinho cartucho casaco cesta cesto chaleira champagne champu chapeu chinelo
churrasqueira chuveiro cigarro cinto clip cloreto cobertor coelho colar colcha colchao coletor colomba coloracao
colorifico computador concha confete controle conversor convite cookie corned corretivo cortador cortina croassant
cueca cueiro cuscuzeira decoracao delineador depilador descolorante descongestionante diclofenaco difusor diprospan
disco earphone edredom embrulho emplastro enfeite envelope enxaguatorio enxoval erva escada espeto etiqueta faqueiro
fechadura fertilizante festao folhado fritadeira fronha fruteira fumaca furadeira gaiola gancho garam gasolina
glicosimetro glutamato gorro grampeador grampo grao grelha guirlanda hamburger haste headphone headset hipercalorico
impressora inalador incenso insulina interruptor iodo isca jaqueta jardinagem jerked jornal leiteira lencol lingerie
liquidificador livro locao loratadina losartana manta maquiagem martelo mascara massa medicamento medidor metformina
mixer moletom monitor mouse muleta multivitaminico narguile nebulizador nimesulida omega organizador osso oximetro
palheiro panettone pantoprazol pantufa pave pelicula pelucia pijama pilula pincel pipoqueira polivitaminico prancha
prego presepio presilha probiotico processador pulseira quadro quentao rabanada radio ratoeira refratario regata
regua resistencia revista rim rodinho roteador roupao saia sake saleiro salvia sandalia sanduicheira sapatilha
sapato secador secadora semente seringa simeticona sinvastatina smartwatch soju sombrinha squeeze ssd sulfato sunga
suporte sutia tabaco tabua taca tampa tampao teclado televisao tenis termogenico tiara tomada toner tonico topo
torneira torradeira travesseiro trocador umidificador uniforme varal veneno ventilador vestido videogame webcam
whiskey yogurte zinco
pururuca panko noz-moscada manjerona cardamomo estragao tremoco aliche surimi hondashi missoshiro tucunare
pe-de-moleque gim vinagreira pitaia groselha avela cevadinha trigo-sarraceno polenta semola fecula brevidade abiu
achacha araticum marolo azedinha beldroega radicchio serralha capuchinha bottarga cavaquinha lagostim sarnambi tatui
garoupa pargo cioba cavala xareu manjuba lambari piaba traira piau curimata matrinxa jaraqui aruana marreco javali
avestruz faisao prosciutto lardo pancetta bresaola speck culatello guanciale sobrassada chourico morcela halloumi
labneh tzatziki skyr sumac harissa furikake gochujang dashi katsuobushi mirin edamame focaccia challah bagel garapa
tiquira abara acaraje
`;

/**
 * Brands of the categoriser's terms that BRAND_WORDS lacks: like BRAND_WORDS, each starts an
 * item at the start or after another brand, and qualifies a generic word said before it
 * ("cerveja itaipava", "sabonete phebo"). Folded, one space between words.
 */
export const SHELF_BRAND_WORDS = `
absolut adria advil airpod ajinomoto alexa alivium allegra alpino amstel anador andorinha aptamil arisco atroveran
aviacao avon axe babysec bacardi baconzito baden bailey ballantine band bandaid barilla becel beck beefeater
benegrip bepantol betania bisolvon bohemia bom bombay bonafont bonduelle borge boticario bravecto bud budweiser
buscofem calipso calminex camponesa cataflam cataflan cebolito cefaliv centrum cereser chambinho chandelle
chantininho cheeto chokito chromecast cif cimegripe ciroc cisne claybom clight cocacola contini coristina cornetto
corona cremogema croc crystal dentastix desitin devassa divella dolly doril dramin dreher dulcolax duracell
eisenbahn elma elseve energizer eno epocler estomazil eudora fandango ferrero finn floratil fluimucil franci
frontline galak gallo garnier garoto gatorade gelol glade granado h2oh harpic havaiana hellmanm hellmann hershey
hipoglo hoegaarden imosec indaia intimu ipanema iphone itaipava itubaina jack jagermeister jequiti johnnie johnson
jontex jussara kaiser kalipto katchup keldog kero kibon kicaldo kinder kisabor kitano kleenex kolene kuat laka lay
leitissimo lifebuoy linea lipton liza loreal lux lysoform magnu magnum maguary maisena mamypoko marilan martini
mccain mento merthiolate mertiolate michelob milka milnutri minalba miolo molico mon monange monster montilla moura
mucosolvan nabisco naldecon nan natura nebacetin neosaldina neosoro nescafe nesquik nestogeno nestum nexgard niely
nike notco notmilk nutropica ob oderich olla orloff pacoquita palmolive pantene perfex peroba perrier petra petybon
phebo philadelphia pinho piranha plasil plenitud polaramine polenghi poliflor pomarola povidine powerade predilecta
president prestigio purina rayovac resfenol richester rinosoro sagatiba salonpa sanol sapolio schin schweppe scotch
seda sensodyne serenata simparic skala smirnoff snicker sorine spaten stella strepsil suflair sufresh sukita surf
tamarine tanqueray tena tic tirolez toblerone torsilax tostine trento tresemme tupperware twix underberg vibral vick
voltaren wickbold wyda xuxinha ypioca ziplock
`;

/**
 * Brands people say as the product itself, each with the generic words it is a brand of: after
 * any other generic word they start an item ("lenço umedecido hipoglós" = 2 items; "pomada
 * hipoglós" stays one). Written brand:generic,generic, one space between brands.
 */
export const PRODUCT_BRANDS =
  'hipoglós:pomada mucilon:mingau,cereal nescau:achocolatado toddy:achocolatado yakult:leite,iogurte ' +
  'danoninho:petit polenguinho:queijo catupiry:requeijão bombril:lã,palha,aço whiskas:ração,sachê,petisco,patê pedigree:ração,sachê,petisco,patê golden:ração,sachê,petisco,patê';

/**
 * Brands said as items ("omo bombril e ypê", "nescau ninho"). A brand starts an item
 * at the start, after another brand or after a separator, but right after a generic
 * word it qualifies it: "leite ninho", "detergente ypê", "sabão em pó omo" stay whole.
 */
export const BRAND_WORDS: readonly string[] = wordList(
  // a brand said as the product's name: "miojo sazon", "miojo maizena" are two items
  'miojo pullman omo sakura kikkoman ariel tixan brilhante bombril assolan ypê limpol qboa kiboa sorriso ' +
    'ovomaltine nescau toddy toddynho ninho mucilon neston danone danoninho yakult activia nutella ' +
    'sucrilhos maizena catupiry polenguinho sazon knorr maggi skol brahma heineken antarctica fanta ' +
    // "coca fanta e sprite": three drinks; "refrigerante coca" stays one
    'coca sprite pepsi colgate rexona dove nivea protex pampers huggies gillette tang doritos ruffles ' +
    'pringles bono passatempo trakinas negresco oreo sadia perdigão seara friboi yoki camil nissin ' +
    'italac parmalat piracanjuba itambé vigor batavo doriana qualy comfort downy vanish ajax veja sbp ' +
    'raid baygon minuano listerine halls trident heinz quaker nesfit bauducco piraquê vitarella aurora ' +
    'elegê tirol nestlé pilão melitta coqueiro yopro chamyto fini kitkat bis lacta pedigree whiskas ' +
    'friskies golden premier royal união ',
);

/**
 * Brands of more than one word, some with a number ("desinfetante pinho sol", "café três
 * corações", "bala 7 belo"): kept whole, so the number is not a quantity, and treated as a
 * brand (they qualify a generic word said before them).
 */
export const COMPOUND_BRANDS: readonly string[] = phraseList(
  // chocolates said after "bombom" or "chocolate"
  'sonho de valsa,ouro branco,serenata de amor,diamante negro,são braz,tixan ypê,pinho sol,' +
    "gomes da costa,pingo d'ouro,bom ar,dog chow,três corações,3 corações,sete belo,7 belo,dona benta,tio joão,mãe terra,santa amália,turma da mônica,",
);

/**
 * Words after "pra"/"pro"/"para" that make a purpose phrase ("ovos pro bolo", "sal grosso
 * pra churrasco", "farinha pra fazer pão"): occasions, dishes and preparations. The
 * phrase is not part of the item. A purpose that names a kind of product ("ração pro
 * cachorro", "laranja pra suco") is not listed and stays in the name. Infinitives
 * ("pra fritar") count as purposes too.
 */
export const PURPOSE_WORDS: readonly string[] = phraseList(
  'cachorro quente,charuto,homus,refogado,bolo,torta,pudim,brigadeiro,sobremesa,doce,molho,sopa,salada,' +
    'vinagrete,feijoada,farofa,vitamina,marmita,lancheira,churrasco,almoço,jantar,janta,lanche,' +
    // "farinha de trigo pro pão caseiro", "fermento pro pão"
    'pão,café,casa,caipirinha,caipiroska,caipivodka,batida,drink,drinque,' +
    // a drink served with the item: "gelo pra cerveja", "limão pras bebidas"
    'cerveja,cervejinha,bebida,lasanha,estrogonofe,strogonoff,mingau,pavê,pizza,macarronada,moqueca,' +
    'panqueca,omelete,sanduíche,escondidinho,salpicão,cachorro-quente,pamonha,curau,canjica,mungunzá,' +
    'tapioca,cuscuz,' +
    // dishes a product is bought for: "queijo ralado pro macarrão", "couve pro caldo verde"
    'macarrão,arroz,feijão,tropeiro,risoto,galinhada,carreteiro,baião,vatapá,bobó,acarajé,purê,pastel,' +
    'caldo,canja,nhoque,yakisoba,hambúrguer,quibe,coxinha,empada,empadão,polenta,cocada,tempero,roupa,' +
    'louça,controle,torrada,' +
    // rooms and places a product is for: "umas coisinhas pro banheiro"
    'banheiro,cozinha,lavanderia,quintal,carro,quentão,maionese,paçoca,crepe,brownie,mousse,bolinho,' +
    'guisado,ensopado,cozido,assado,' +
    // "óleo de soja pra fritura": a way of cooking
    'fritura,',
);

/**
 * Places in the shop or at home where an item is ("lá na padaria", "pede no balcão", "é só isso
 * da farmácia", "tá tudo aqui no mesmo corredor"): after "no/na/em" or "do/da", what is said
 * there is where the item is, not its name; after "pra/pro" it is a purpose.
 */
export const PLACE_WORDS =
  'padaria açougue feira frios balcão hortifrúti hortifruti sacolão quitanda peixaria mercado supermercado ' +
  'mercadinho atacadão farmácia drogaria petshop loja setor seção corredor geladeira freezer prateleira gôndola despensa ' +
  'armário banheiro cozinha quintal lavanderia varanda garagem rotisseria confeitaria adega depósito limpeza ' +
  // on the way: "mate leão na volta", "pão no caminho de casa"
  'volta caminho';

/** Shops said by a short name ("vai no pet", "passa no pet", own6): places too. */
export const SHOP_SHORT_NAMES = 'pet';

/**
 * Occasions, days and places an item is bought for ("cerveja pro futebol", "bolo pra reunião",
 * "carne pra semana"): purposes too, and, said alone with no product and no amount, talk
 * ("semana de prova então café").
 */
export const OCCASION_WORDS: readonly string[] = wordList(
  'recepção copa portaria gaveta mochila faxina receita lanchonete loja bar restaurante igreja salão ' +
    'consultório academia sítio chácara fazenda prédio condomínio apartamento apê obra quermesse bazar ' +
    'creche plantão festa aniversário niver ceia natal páscoa domingo sábado semana mês viagem escola ' +
    'trabalho jogo piquenique hoje amanhã fim final feriado segunda terça quarta quinta sexta futebol ' +
    'reunião confraternização comemoração evento praia piscina acampamento escritório firma república ' +
    // rooms an item goes to ("sabonete pro lavabo"), and a deal it is bought on ("tomate da promoção")
    'lavabo sala quarto promoção oferta ',
);

/**
 * People an item is for or belongs to: a purpose after "pra"/"pro" ("leite pras crianças") and
 * a possessor after "do"/"da" ("o iogurte das crianças", "a ração da vó"); neither is part of
 * the item.
 */
export const PERSON_WORDS: readonly string[] = wordList(
  // "ô moço segura a porta" (not "moça": leite moça)
  'moço faxineira porteiro zelador criança criançada bebê neném nenê menino menina molecada vó vovó ' +
    'avó mãe pai sogra filho filha neto neta marido esposa patroa netinho netinha filhinho filhinha ' +
    'família pessoal galera visitas amigo namorado namorada vizinho vizinha irmão irmã sogro cunhado ' +
    'cunhada tia tio vô avô visita motorista diarista empregada funcionário funcionária convidado ' +
    'convidada hóspede padrinho madrinha sobrinho sobrinha primo prima nora genro chefe professor ' +
    'professora turma mainha painho homem mulherada rapaziada ',
);

/** Kin said fondly, as a family calls them ("a pasta de dente do papai", "o chá da titia", own6): people too. */
export const FOND_KIN_WORDS: readonly string[] = wordList(
  'papai mamãe titia titio dindo dinda maninho maninha vovozinha',
);

/**
 * Products whose "pra"/"pro" phrase names a kind of the product ("ração pra filhote",
 * "shampoo pra cabelo cacheado", "mistura pra bolo de milho"), and what such a phrase is for
 * when it names one ("biscoito pra cachorro", "creme pra pele"). After any other product a
 * "pra" phrase is a purpose ("coentro pro peixe", "açúcar pro apê") and goes.
 */
export const PURPOSE_KIND_PRODUCTS: readonly string[] = wordList(
  'ração petisco areia shampoo xampu condicionador creme hidratante sabonete sabão amaciante ' +
    'detergente desinfetante limpador lustra-móveis multiuso fralda lenço escova pasta fio protetor ' +
    'repelente desodorante esponja pano saco sacola papel filtro mistura massa tempero vela forma luva ' +
    'spray óleo tinta coleira brinquedo remédio ',
);
export const PURPOSE_KIND_TARGETS: readonly string[] = wordList(
  'cachorro cachorra cão gato gata filhote passarinho pássaro calopsita pet cabelo pele rosto corpo pé ' +
    'mão unha mulher homem dente adulto piso chão vidro madeira inox ' +
    // produce bought as a kind: "laranja pra suco", "milho pra pipoca"
    'suco pipoca ',
);

/**
 * Verbs of preparation after "pra"/"pro"/"para" ("farinha pra fazer pão", "batata pra
 * fritar"): the verb and its object are a purpose, not part of the item. Verbs that name
 * a kind of product ("creme pra pentear") are not listed; "detergente pra lavar louça" is a
 * detergente.
 */
export const PURPOSE_VERBS: readonly string[] = wordList(
  'fazer preparar fritar assar cozinhar temperar gelar rechear levar usar dar lavar pôr ir viajar ' +
    // "acém pra moer", "queijo pra ralar", "frutas pra comer na semana"
    'moer ralar picar bater grelhar refogar empanar congelar comer beber tomar servir acompanhar ' +
    'beliscar petiscar decorar enfeitar ',
);

/**
 * Multi-word item names that must stay whole: they contain "e", a unit word
 * ("saco de lixo") or two head words ("tomate cereja"). A match starts a new item.
 */
export const COMPOUND_ITEMS: readonly string[] = phraseList(
  'coca cola,ora pro nóbis,' +
    // regional kinds and brands whose second word is a product of its own
    'farinha ovinha,café damasco,cuscuz flocão,pão carioquinha,macarrão udon,alga nori,veda rosca,' +
    'limpa vidro,limpa vidros,limpa forno,limpa piso,chocolate granulado,bolo de rolo,' +
    // a product whose first word is a removal verb: kept whole before the verbs are read
    'tira manchas,tira mancha,tira limo,tira ferrugem,tira gordura,batata palito,tapete higiênico,' +
    'pão cacetinho,pão careca,grão de bico,' +
    // "torrada" is a product of its own too (toast)
    'farinha de mandioca torrada,farinha torrada,romeu e julieta,pé de moleque,saco de lixo,' +
    'saquinho de lixo,barra de cereal,barrinha de cereal,tomate cereja,tomate caqui,queijo mussarela,queijo muçarela,' +
    'queijo parmesão,queijo minas,queijo cottage,queijo coalho,queijo prato,linguiça calabresa,' +
    'cheiro verde,pimenta do reino,goiabada cascão,alho poró,couve flor,couve-flor,batata palha,' +
    'batata doce,pão de queijo,lata de lixo,copo descartável,prato descartável,garrafa térmica,' +
    'pote de plástico,queijo e goiabada,frango a passarinho,mate leão,limão siciliano,erva mate,chá mate,' +
    'uva passa,carne de sol,carne seca,fruta do conde,pão francês,pão de forma,pão de sal,pão de mel,' +
    'água de coco,doce de leite,lustra móveis,contra filé,laranja pera,laranja lima,biscoito maizena,bolacha maizena,' +
    'biscoito maisena,bolacha maisena,' +
    // a product of its own, no kind of "leite" (amt6: "tira o leite em pó e põe composto lácteo")
    'composto lácteo,' +
    // varieties and origins said after the fruit or nut: "mexerica ponkan", "castanha do pará"
    // (and after pasta and beans, whose varieties are products of their own too, amt6)
    'macarrão talharim,macarrão capeletti,macarrão ravioli,feijão carioquinha,' +
    'mexerica ponkan,camarão sete barbas,camarão rosa,batata baroa,batata bolinha,abóbora moranga,palmito pupunha,' +
    // kinds named with a word that otherwise describes (`lexicon-descriptions.ts`)
    'batata nova,pilha média,pilha grande,pilha pequena,chá gelado,café gelado,café torrado e moído,tangerina ponkan,laranja ponkan,castanha do pará,castanha do brasil,' +
    'couve manteiga,pimenta calabresa,papel manteiga,queijo manteiga,cream cheese,massa de pastel,' +
    'leite moça,pá de lixo,ômega 3,coxa e sobrecoxa,cachaça 51,pinga 51,pilha palito,papel filme,' +
    'filme plástico,filme pvc,',
);

/**
 * Varieties named with a word that is a product of its own too ("limão cravo", "batata bolinha",
 * "palmito pupunha") and a fish said after "peixe": one item, like `COMPOUND_ITEMS`.
 */
export const VARIETY_COMPOUNDS: readonly string[] = phraseList(
  'limão cravo,palmito pupunha,abóbora moranga,batata bolinha,' +
    'milho pipoca,milho de pipoca,pimenta cambuci,peixe tilápia,peixe salmão,peixe pescada,peixe merluza,' +
    'peixe cação,peixe pintado,peixe tambaqui,peixe dourado,' +
    // a kind said after its product: "molho shoyu", "biscoito champanhe", "cachaça seleta"
    'molho shoyu,biscoito champanhe,bolacha champanhe,leite achocolatado,bebida achocolatada,cachaça seleta,' +
    // a variety named by a cut's word (look69): "uma abóbora pescoço de uns dois quilos inteira"
    'abóbora pescoço,',
);

/**
 * Products sold in flavours or scents: a flavour said right after one of them (or after
 * its brand) is the flavour, not another item: "fanta uva", "detergente limão",
 * "gelatina morango", "sabonete lavanda".
 */
export const FLAVOURED_WORDS: readonly string[] = wordList(
  'suco refresco refrigerante refri gelatina iogurte sorvete picolé chá bala chiclete pirulito ' +
    'detergente sabonete amaciante desinfetante fanta sukita tang clight kapo biscoito bolacha wafer ',
);

/** Flavours and scents that are products of their own too (fruits mostly). */
export const FLAVOUR_WORDS: readonly string[] = wordList(
  'uva morango laranja limão maracujá abacaxi pêssego manga goiaba caju acerola cereja framboesa amora ' +
    'coco maçã melancia melão tangerina guaraná baunilha chocolate menta hortelã lavanda canela mel açaí ' +
    'cupuaçu graviola tamarindo ameixa ',
);

/**
 * Products a tail made of product words qualifies ("batata chips sal e vinagre", "biscoito
 * água e sal", "shampoo leite e mel"), beside the products sold in flavours: after any other
 * product those words are items of their own ("óleo sal e vinagre").
 */
export const TAIL_PRODUCTS: readonly string[] = wordList(
  'batata chips salgadinho biscoito bolacha torrada amendoim pipoca cereal granola barrinha barra bolo ' +
    'creme shampoo condicionador hidratante sabonete ',
);

/**
 * Multi-word pieces that qualify the item before them ("biscoito de água e sal",
 * "batata chips sal e vinagre"), so they never start an item of their own.
 */
export const COMPOUND_TAILS: readonly string[] = phraseList(
  'água e sal,sal e vinagre,sal e pimenta do reino,erva doce,leite e mel,morango e banana,' +
    'chocolate e avelã,cream cracker,dois em um,2 em 1,3 em 1,',
);

/**
 * Words that never appear in a grocery item and mark an utterance that is not about the
 * list: a question or a command to the phone ("qual a previsão do tempo", "toca uma
 * música", "quanto custa o leite"). An add without a verb that says one of them before any
 * product is dropped; said after a product ("arroz feijão e ovos como sempre"), the talk
 * starts there. A command (`NON_GROCERY_COMMANDS`) drops the add wherever it is said.
 */
export const NON_GROCERY_WORDS: readonly string[] = wordList(
  'qual quais quanto quanta quantos quantas como quando onde porque quem previsão tempo horas hora ' +
    'música idade trânsito preço custa ajuda consegue lembra lembrar ',
);
export const NON_GROCERY_COMMANDS: readonly string[] = wordList(
  'liga ligar toca tocar ouvir abre abrir fecha fechar teste testando ',
);

/**
 * Small talk that is never part of an item: the item heard with one of them is dropped and
 * the others said with it stay ("peraí que a criança tá chorando fralda e leite", "bom dia
 * pão e leite").
 */
export const TALK_WORDS: readonly string[] = wordList(
  'dia tarde noite oi olá alô tchau ok okay beleza certo tudo isso nada sim não você falei tá que sua seu embora ' +
    'está pode me beber ' +
    // "já vou", "calma", "olha que bonito", "umas coisinhas", "não tinha anotado", "que tem em casa"
    'vou calma bonito bonita lindo linda coisa coisas coisinha coisinhas tinha tem anotado ' +
    // where the speaker is looking: "abri a geladeira", "tô no corredor dos frios"
    'geladeira despensa armário corredor freezer prateleira gôndola lavanderia ' +
    // "ela disse que quer…", "ele falou que…"
    'disse falou ' +
    // "a Célia quer saber o que falta": what someone asks to know
    'saber ' +
    // "que eu ainda tenho", "que eu compro na padaria", "não sei mexer nisso", "então é assim"
    'tenho temos compro comprei sei assim ' +
    // "aquele trem" (Minas: that thing)
    'trem ' +
    // "deixa eu ver aqui no caderno", "perguntei pra mãe dela"
    'caderno perguntei pediu levou faltava ' +
    // "gente fala baixo", "obrigada"
    'fala obrigada obrigado perguntar ' +
    // what happened at home: "o feijão queimou", "o leite derramou"
    'bateu queimou estragou derramou quebrou caiu venceu azedou vazou parou ' +
    // what is left at home: "a cebola sobrou da semana passada"
    'sobrou sobraram ',
);

/**
 * Brand lists added for items said by brand in a run (issue 27): products whose name is a brand
 * and a word that is a product of its own ("kinder ovo" is no egg), and more brands of more than
 * one word ("pão de alho santa massa"), read like `COMPOUND_ITEMS` and `COMPOUND_BRANDS`.
 */
export const BRAND_NAMED_ITEMS: readonly string[] = phraseList('kinder ovo,');
export const MORE_COMPOUND_BRANDS: readonly string[] = phraseList('santa massa,');

/**
 * Snack brands said as the product itself, read like `PRODUCT_BRANDS`: after another generic word
 * they start an item ("amendoim japonês doritos" = 2 items; "salgadinho doritos" stays one).
 */
export const SNACK_PRODUCT_BRANDS =
  'doritos:salgadinho,chips,tortilha ruffles:batata,salgadinho,chips pringles:batata,salgadinho,chips';
