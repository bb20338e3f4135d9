import {
  CATEGORIES,
  CATEGORY_NAMES,
  DEFAULT_CATEGORY,
  categoryIcon,
  isCategoryName,
} from '@domain/categories/categories';

describe('categories', () => {
  it('are the 22 of the spec, in its order, with its exact names', () => {
    expect(CATEGORY_NAMES).toEqual([
      'Hortifruti',
      'Laticínios e Ovos',
      'Padaria e Confeitaria',
      'Açougue e Peixaria',
      'Mercearia',
      'Enlatados e Conservas',
      'Óleos Molhos e Temperos',
      'Snacks e Doces',
      'Congelados e Refeições Prontas',
      'Bebidas',
      'Bebidas Alcoólicas',
      'Produtos para Bebê',
      'Pet Shop',
      'Limpeza e Lavanderia',
      'Higiene Pessoal',
      'Farmácia e Saúde',
      'Casa e Jardim',
      'Papel e Utilidades',
      'Eletrônicos',
      'Vestuário e Acessórios',
      'Produtos Veganos e Dieta Especial',
      'Diversos e Sazonal',
    ]);
    expect(DEFAULT_CATEGORY).toBe('Diversos e Sazonal');
  });

  it('each have their own emoji, and an unknown name gets the 📦 fallback', () => {
    const icons = CATEGORIES.map((category) => category.icon);
    expect(new Set(icons).size).toBe(22);
    expect(icons).not.toContain('📦');
    expect(categoryIcon('Hortifruti')).toBe('🥬');
    expect(categoryIcon('Frios')).toBe('📦');
    expect(categoryIcon('hortifruti')).toBe('📦');
  });

  it('narrow untrusted values only when they are exact category names', () => {
    expect(isCategoryName('Pet Shop')).toBe(true);
    expect(isCategoryName('Pet shop')).toBe(false);
    expect(isCategoryName(undefined)).toBe(false);
  });
});
