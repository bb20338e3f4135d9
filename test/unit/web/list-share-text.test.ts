import { listShareText, whatsappUrl, type SharedItem } from '@/lib/share/list-share-text';

const appUrl = 'https://lista.example/';
const items: SharedItem[] = [
  { name: 'Leite', quantity: 2, price: 4.5, isPurchased: false, category: 'Laticínios e Ovos' },
  { name: 'Tomate', quantity: 1, price: null, isPurchased: false, category: 'Hortifruti' },
  { name: 'Pão', quantity: 6, price: 0.75, isPurchased: true, category: 'Padaria e Confeitaria' },
  { name: 'Queijo', quantity: 1, price: 20, isPurchased: false, category: 'Laticínios e Ovos' },
  { name: 'Vela', quantity: 3, price: null, isPurchased: false, category: null },
];

describe('a list sent as text (issue 23)', () => {
  it('without categories or prices: name in bold, one line per item, bought ones struck through at the end, the link last', () => {
    const lines = listShareText({ name: ' Feira ', items, grouped: false, currency: null, appUrl }).split('\n');
    expect(lines).toEqual([
      '*Feira*',
      '',
      '• 2 Leite',
      '• 1 Tomate',
      '• 1 Queijo',
      '• 3 Vela',
      '',
      'Já comprados:',
      '• ~6 Pão~',
      '',
      'Feita com o Lista de Compras por Voz: https://lista.example/',
    ]);
  });

  it('with categories and prices: groups in the category order, line prices and the total in BRL', () => {
    const lines = listShareText({ name: 'Feira', items, grouped: true, currency: 'BRL', appUrl }).split('\n');
    expect(lines).toEqual([
      '*Feira*',
      '',
      '*Hortifruti*',
      '• 1 Tomate',
      '',
      '*Laticínios e Ovos*',
      '• 2 Leite — R$ 9,00',
      '• 1 Queijo — R$ 20,00',
      '',
      '*Diversos e Sazonal*',
      '• 3 Vela',
      '',
      'Já comprados:',
      '• ~6 Pão — R$ 4,50~',
      '',
      '*Total: R$ 33,50*',
      '',
      'Feita com o Lista de Compras por Voz: https://lista.example/',
    ]);
  });

  it('writes prices in the chosen currency (EUR the Portuguese way)', () => {
    const text = listShareText({ name: 'Feira', items: items.slice(0, 1), grouped: false, currency: 'EUR', appUrl });
    expect(text.split('\n')).toEqual([
      '*Feira*',
      '',
      '• 2 Leite — 9,00 €',
      '',
      '*Total: 9,00 €*',
      '',
      'Feita com o Lista de Compras por Voz: https://lista.example/',
    ]);
  });

  it('has no total when no item has a price, and no item block for an empty list', () => {
    const text = listShareText({ name: 'Vazia', items: [], grouped: true, currency: 'BRL', appUrl });
    expect(text.split('\n')).toEqual(['*Vazia*', '', 'Feita com o Lista de Compras por Voz: https://lista.example/']);
  });

  it('opens WhatsApp with the whole text encoded', () => {
    const url = whatsappUrl('*Feira*\n• 2 Leite & pão');
    expect(url).toBe('https://wa.me/?text=*Feira*%0A%E2%80%A2%202%20Leite%20%26%20p%C3%A3o');
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toBe('*Feira*\n• 2 Leite & pão');
  });
});
