import type { CategoryName } from './categories';

/**
 * A word or phrase that moves a product out of the category of its head noun:
 * "cerveja sem álcool" is a cerveja but belongs in Bebidas, "shampoo para cachorro" in Pet Shop.
 */
export interface CategoryModifier {
  /** Where the product goes when the modifier applies. */
  readonly category: CategoryName;
  /** Comma-separated folded words or phrases, any of which triggers the modifier. */
  readonly triggers: string;
  /** The head-noun categories it applies to; every category when absent. */
  readonly appliesTo?: readonly CategoryName[];
  /** Comma-separated phrases that cancel it ("cachorro quente" is not for a dog). */
  readonly unless?: string;
}

const FOODS: readonly CategoryName[] = [
  'Hortifruti',
  'Laticínios e Ovos',
  'Padaria e Confeitaria',
  'Açougue e Peixaria',
  'Mercearia',
  'Enlatados e Conservas',
  'Óleos Molhos e Temperos',
  'Snacks e Doces',
  'Congelados e Refeições Prontas',
];

/** The aisles of things, no food (the speech engine reads a colour said of them as a look). */
export const NON_FOODS: readonly CategoryName[] = [
  'Higiene Pessoal',
  'Farmácia e Saúde',
  'Casa e Jardim',
  'Papel e Utilidades',
  'Eletrônicos',
  'Vestuário e Acessórios',
  'Limpeza e Lavanderia',
];

/**
 * The modifiers, tried in order; the first that applies wins. Seasonal and animal words
 * come first because they change the aisle of almost anything ("vela de aniversário",
 * "cama de cachorro"); diet words and "congelado" only change food.
 */
export const CATEGORY_MODIFIERS: readonly CategoryModifier[] = [
  {
    category: 'Pet Shop',
    triggers:
      'cachorro,cao,gato,pet,felino,canino,dog,cat,filhote,' +
      'para passaro,para peixe,para aquario,para hamster,para coelho',
    unless: 'cachorro quente,hot dog',
  },
  {
    category: 'Diversos e Sazonal',
    triggers: 'natal,natalino,natalina,pascoa,carnaval,junina,junino,halloween,reveillon,ano novo',
  },
  {
    category: 'Diversos e Sazonal',
    triggers: 'aniversario,presente,festa',
    appliesTo: NON_FOODS,
  },
  {
    category: 'Produtos para Bebê',
    triggers:
      'bebe,baby,infantil,recem nascido,assadura,aptamil,nan,milnutri,nestogeno,hipoglos,desitin,pampers,huggies',
    appliesTo: [
      'Higiene Pessoal',
      'Farmácia e Saúde',
      'Laticínios e Ovos',
      'Óleos Molhos e Temperos',
      'Mercearia',
      'Casa e Jardim',
      'Limpeza e Lavanderia',
      'Papel e Utilidades',
    ],
  },
  {
    category: 'Bebidas',
    triggers: 'sem alcool,zero alcool,zero,0 0',
    appliesTo: ['Bebidas Alcoólicas'],
  },
  {
    category: 'Produtos Veganos e Dieta Especial',
    triggers:
      'sem gluten,sem lactose,zero lactose,lactose free,gluten free,vegano,vegana,vegan,plant based,diet,' +
      'zero acucar,sem acucar,low carb,keto,sem leite',
    appliesTo: FOODS,
  },
  {
    category: 'Produtos Veganos e Dieta Especial',
    triggers: 'vegetal,de soja',
    appliesTo: ['Laticínios e Ovos', 'Açougue e Peixaria', 'Congelados e Refeições Prontas'],
  },
  {
    category: 'Congelados e Refeições Prontas',
    triggers: 'congelado,congelada,supercongelado,pre frito,pre assado',
    appliesTo: [
      'Hortifruti',
      'Padaria e Confeitaria',
      'Mercearia',
      'Snacks e Doces',
      'Enlatados e Conservas',
      'Laticínios e Ovos',
    ],
  },
  {
    category: 'Enlatados e Conservas',
    triggers: 'lata,latinha,enlatado,enlatada,conserva,calda,em oleo',
    appliesTo: ['Hortifruti', 'Açougue e Peixaria', 'Mercearia', 'Congelados e Refeições Prontas'],
  },
  {
    category: 'Óleos Molhos e Temperos',
    triggers: 'em po,desidratado,desidratada,moido,moida',
    appliesTo: ['Hortifruti'],
  },
  {
    category: 'Papel e Utilidades',
    triggers: 'descartavel,de papel,de papelao,de isopor',
    appliesTo: ['Casa e Jardim', 'Vestuário e Acessórios'],
  },
];
