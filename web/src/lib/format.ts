import { getSettings } from './settings';

export type Currency = 'BRL' | 'EUR';

/**
 * Built on first use: an Intl formatter loads its locale's data when it is made (tens of ms on a
 * slow phone), which would otherwise block every screen whose code imports this file as it loads.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const dateTimeFormat = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }));
const amountFormat = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 }));

/** A date in pt-BR (dd/mm/aaaa), or an empty string for an invalid one. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** Date and time in pt-BR. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}

/** Money with 2 decimals in `locale`'s way of writing `currency`. */
const moneyFormat = (locale: string, currency: Currency) =>
  onFirstUse(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
const moneyFormats: Record<Currency, () => Intl.NumberFormat> = {
  BRL: moneyFormat('pt-BR', 'BRL'),
  EUR: moneyFormat('pt-PT', 'EUR'),
};

/** Money with 2 decimals: BRL in pt-BR ("R$ 3,50"), EUR in pt-PT ("3,50 €") (spec §9). Default: the setting. */
export function formatMoney(value: number, currency: Currency = getSettings().selectedCurrency): string {
  // Intl separates the symbol with a no-break space; a plain one reads and copies the same everywhere.
  return moneyFormats[currency]()
    .format(value)
    .replace(/\u00a0/g, ' ');
}

/** An amount in pt-BR with up to 3 decimals: 0.5 → "0,5", 1.25 → "1,25". */
export function formatAmount(value: number): string {
  return amountFormat().format(value);
}

/** The currency's symbol: "R$" or "€". */
export function currencySymbol(currency: Currency): string {
  return currency === 'EUR' ? '€' : 'R$';
}

/** The price field's placeholder (spec §5): "0,00" plus the currency symbol, where the symbol goes in that currency. */
export function pricePlaceholder(currency: Currency): string {
  return currency === 'EUR' ? '0,00 €' : 'R$ 0,00';
}

/** A list's total: price × quantity; an empty price counts as 0 (spec §5). */
export function itemsTotal(items: readonly { price: number | null; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
}
