import { storageKeys } from './storage-keys';

export type Currency = 'BRL' | 'EUR';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** A date in pt-BR (dd/mm/aaaa), or an empty string for an invalid one. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Date and time in pt-BR. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** The local currency setting (spec §3 selectedCurrency, default BRL). */
export function selectedCurrency(): Currency {
  try {
    return localStorage.getItem(storageKeys.selectedCurrency) === 'EUR' ? 'EUR' : 'BRL';
  } catch {
    return 'BRL';
  }
}

/** Money with 2 decimals: BRL in pt-BR, EUR in pt-PT (spec §9). */
export function formatMoney(value: number, currency: Currency = selectedCurrency()): string {
  return new Intl.NumberFormat(currency === 'EUR' ? 'pt-PT' : 'pt-BR', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
