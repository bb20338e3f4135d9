import { categoriseItem } from '@domain/categories/categorise-item';
import { categoryCacheKey } from '@domain/categories/item-name-tokens';

const category = (name: string) => categoriseItem(name).category;

describe('categoriseItem', () => {
  it.each([
    ['laranja', 'Hortifruti'],
    ['suco de laranja', 'Bebidas'],
    ['leite de amêndoas', 'Produtos Veganos e Dieta Especial'],
    ['ração para gato', 'Pet Shop'],
    ['pão de queijo', 'Padaria e Confeitaria'],
    ['pão de queijo congelado', 'Congelados e Refeições Prontas'],
    ['queijo ralado', 'Laticínios e Ovos'],
    ['papel higiênico', 'Papel e Utilidades'],
    ['cerveja sem álcool', 'Bebidas'],
    ['cerveja', 'Bebidas Alcoólicas'],
    ['molho de tomate', 'Óleos Molhos e Temperos'],
    ['atum em lata', 'Enlatados e Conservas'],
  ])('puts "%s" in %s', (name, expected) => {
    expect(categoriseItem(name)).toEqual({ category: expected, known: true });
  });

  it('ignores case, accents and plurals', () => {
    expect(category('FEIJÃO')).toBe('Mercearia');
    expect(category('feijoes')).toBe('Mercearia');
    expect(category('Limões')).toBe('Hortifruti');
    expect(category('papeis higienicos')).toBe('Papel e Utilidades');
    expect(category('pães franceses')).toBe('Padaria e Confeitaria');
  });

  it('ignores quantities and units left in the name', () => {
    expect(category('2 kg arroz')).toBe('Mercearia');
    expect(category('12 latas de cerveja')).toBe('Bebidas Alcoólicas');
    expect(category('meia dúzia de ovos')).toBe('Laticínios e Ovos');
    expect(category('meia calça')).toBe('Vestuário e Acessórios');
    expect(category('coca-cola 2L')).toBe('Bebidas');
  });

  it('lets the product decide when a brand follows it, and knows brands said alone', () => {
    expect(category('sabão em pó omo')).toBe('Limpeza e Lavanderia');
    expect(category('creme de leite nestlé')).toBe('Laticínios e Ovos');
    expect(category('Omo')).toBe('Limpeza e Lavanderia');
    expect(category('nestlé')).toBe('Laticínios e Ovos');
  });

  it('lets a modifier move the product to another aisle', () => {
    expect(category('shampoo para cachorro')).toBe('Pet Shop');
    expect(category('pão de cachorro quente')).toBe('Padaria e Confeitaria');
    expect(category('shampoo infantil')).toBe('Produtos para Bebê');
    expect(category('biscoito sem glúten')).toBe('Produtos Veganos e Dieta Especial');
    expect(category('vela de aniversário')).toBe('Diversos e Sazonal');
    expect(category('copo descartável')).toBe('Papel e Utilidades');
  });

  it('forgives a one-letter slip in a long word', () => {
    expect(category('iorgute')).toBe('Laticínios e Ovos');
    expect(category('detergemte')).toBe('Limpeza e Lavanderia');
  });

  it('says when it had no idea and used the default category', () => {
    expect(categoriseItem('xpto 3000')).toEqual({ category: 'Diversos e Sazonal', known: false });
    expect(categoriseItem('')).toEqual({ category: 'Diversos e Sazonal', known: false });
    expect(categoriseItem('panetone')).toEqual({ category: 'Diversos e Sazonal', known: true });
  });
});

describe('categoryCacheKey', () => {
  it('gives one key to the ways of writing the same product', () => {
    expect(categoryCacheKey('2 kg de Arroz')).toBe('arroz');
    expect(categoryCacheKey('arroz 5kg')).toBe('arroz');
    expect(categoryCacheKey('Kombuchás de Gengibre')).toBe(categoryCacheKey('kombucha gengibre'));
    expect(categoryCacheKey('kombucha de gengibre')).not.toBe(categoryCacheKey('kombucha de limão'));
  });
});
