import { currencySymbol, formatMoney, itemsTotal, pricePlaceholder } from '@/lib/format';
import { parsePrice, priceFieldText } from '@/lib/item-values';

describe('money on screen (spec §9)', () => {
  it('formats BRL the Brazilian way and EUR the Portuguese way, with 2 decimals', () => {
    expect(formatMoney(3.5, 'BRL')).toBe('R$ 3,50');
    expect(formatMoney(1234.5, 'BRL')).toBe('R$ 1.234,50');
    expect(formatMoney(3.5, 'EUR')).toBe('3,50 €');
    expect(formatMoney(0, 'EUR')).toBe('0,00 €');
  });

  it('uses the device setting when no currency is given (BRL by default)', () => {
    expect(formatMoney(2)).toBe('R$ 2,00');
  });

  it('shows the symbol and the empty price field placeholder of each currency', () => {
    expect(currencySymbol('BRL')).toBe('R$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(pricePlaceholder('BRL')).toBe('R$ 0,00');
    expect(pricePlaceholder('EUR')).toBe('0,00 €');
  });

  it('totals price × quantity, an empty price counting as 0', () => {
    expect(
      itemsTotal([
        { price: 3.5, quantity: 2 },
        { price: null, quantity: 4 },
        { price: 0.25, quantity: 1 },
      ]),
    ).toBeCloseTo(7.25);
    expect(itemsTotal([])).toBe(0);
  });

  it('reads typed prices with a comma or a point; empty or not a number is no price', () => {
    expect(parsePrice('3,5')).toBe(3.5);
    expect(parsePrice('R$ 1.234,56')).toBe(1234.56);
    expect(parsePrice('2.99')).toBe(2.99);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(priceFieldText(3.5)).toBe('3,50');
    expect(priceFieldText(null)).toBe('');
  });
});
