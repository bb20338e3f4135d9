import { PRIMARY_TERMS } from '@domain/categories/category-lexicon';
import { BRAND_WORDS, HEAD_WORDS, SHELF_BRAND_WORDS, SHELF_PRODUCT_WORDS } from '@domain/speech/lexicon';
import { isBrandWord, isHeadWord } from '@domain/speech/lexicon-index';
import { singularize } from '@domain/speech/singularize';
import { unitFor } from '@domain/speech/units';
import { foldText } from '@domain/text/fold-text';

const singular = (word: string): string => singularize(foldText(word));
const listed = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/**
 * First words of the categoriser's terms that must not start an item after another name word:
 * they qualify the product said before them (modifiers and versions: "integral", "zero", "diet",
 * "spray", "multiuso"; varieties: cheeses, pasta shapes, grapes, "agulha", "parafuso", "prato",
 * "papaya"; flavours: "baunilha", "cheddar", "barbecue"; second words of compounds: "folha", "micro-ondas", "hdmi", "tv", "legging"), are units or containers ("caixa", "pote",
 * "rolo", "cartela"), diminutives (`diminutive.ts` reads them), seasons and occasions ("natal",
 * "festa"), aisles ("farmacia", "hortifruti") or talk ("dia", "quero", "tio", "tira", "muda",
 * "oculo"). A new category term whose first word is neither here nor a head or brand word fails
 * the test below: decide which it is.
 */
const NOT_ITEM_STARTS = new Set(
  listed(`
aas ace acessorio acido acougue ade adida agulha air aluminio alway amigo ana ancho aniversario ano anti
antipulga ar artigo assadura ave baby baguette bandeja banho banquinho barbecue barra barriga base batida
baunilha bcaa beat bebe bem bico bilhete black bloco bluetooth body bola bolinha bolsa bomba bombinha bone
borracha brie bufala burger burn burrata cabeca cabelo cabernet cachorro cacto cadeirinha caixa caixinha
camembert candida cao capa capinha carmenere carnaval carolina cartao carteira cartela casa casinha cat cava
celular chapinha chardonnay charge chave cheddar cheiro chica chimichurri chip chips chiva chorizo ciabatta
citru clara clear close club cobertura cocadinha coelhinho colorado comida comprimido conchiglione congelado
conserva contra cooler copa copo corn cottage cream crepe crunch cup del delicia demaquilante descartavel
destilado dia diamante diet dieta diverso doce docinho dog dona dourado drink drogaria drop elastico elefante
eletrodomestico eletronico embalagem emmental enlatado eritritol espaguete espiga fantasia farfalle farmacia
fatia fazenda feijoada feira ferro festa fettuccine filhote fire flor fofo fogo folha fonte forminha
fresh frozen fruto fugini fumo fusilli futuro galao garrafa gato ghee gift gluten gnocchi gome
gorgonzola gota gouda grama gran grego grill gruyere guarda h2o halloween hd hdmi head higiene hortalica
hortifruti hot ice imperio incrivel integral iorgute isopor jardim jardineira jeam jesu jogo jose junina junino
keep kinkan kit lacrima lacto lactose lambrusco latao lava leave legging lembrancinha lemon lima limpa limpeza
linguine lisador lola lollo long loteria louca low lubrificante lustra m&m magnesio maio malbec marca mascarpone
mata matte mega meia meio mercearia merlot micro microonda micropore mid mignon mil mili mineirinho mini
misto mistura mix mm mochila moscatel mosquiteiro mozarela mozzarella mr muda multiuso murcote muzzarela
namorado naninha natal natalino natural nectar neve nib not notebook nut oculo old oleaginosa olympiku onion ora
oral organico original orquidea ouro outro paezinho palitinho paozinho papai papaya papelao papelaria parafuso
parmegiana parmesao pascoa passa patagonia pe pedra peixaria pen penne personal pesto pet petit petshop pinot
pisca planta po polo pom porta portobello pos post pote power prato pre presente prime produto prosecco
provolone pts pvc quebra quentinha quero raspadinha rasteirinha recarga receita red refeicao refil
relogio renata reveillon rider rigatoni rolo roma rose roupa saca saco sacolinha saida salada salgado salon
santa sao saquinho sauvignon sazonal scala sem seven shiitake short shoyo silicone sling smartphone snack snob
snow sobremesa sococo soda soja som sombra sour soya spaghetti special spray sriracha steak stevia strogonoff
substrato sucralose suculenta sulfite super t tabasco tablet tablete talento tannat tanque tela terra teste tio
tira tnt toalhinha tomahawk tonica top torcida tortellini tres tulipa turma tv uau usb utensilio
vale vaso veda vegan vegana vegano vegetal velho vestuario vidro wafer white xilitol yogurt zero zip
`),
);

describe("the speech lexicon and the categoriser's terms", () => {
  it('has every first word of a category term as a head word, a brand or a word that does not start an item', () => {
    const unclassified = new Set<string>();
    for (const terms of Object.values(PRIMARY_TERMS)) {
      for (const term of terms.split(',')) {
        const first = singular(term.trim().split(/\s+/)[0] ?? '');
        if (first && !isHeadWord(first) && !NOT_ITEM_STARTS.has(first)) unclassified.add(first);
      }
    }
    expect([...unclassified]).toEqual([]);
  });

  it('lists no word both as starting an item and as not starting one', () => {
    expect([...NOT_ITEM_STARTS].filter(isHeadWord)).toEqual([]);
  });

  it('writes the shelf words folded and singular, with no unit and no word of the other lists', () => {
    const heads = new Set(HEAD_WORDS.map(singular));
    const brands = new Set(BRAND_WORDS.map(singular));
    for (const word of listed(SHELF_PRODUCT_WORDS)) {
      expect([word, singular(word) === word, unitFor(word), heads.has(word) || brands.has(word)]).toEqual([
        word,
        true,
        undefined,
        false,
      ]);
    }
    for (const word of listed(SHELF_BRAND_WORDS)) {
      expect([word, singular(word) === word, isBrandWord(word), heads.has(word) || brands.has(word)]).toEqual([
        word,
        true,
        true,
        false,
      ]);
    }
  });
});
