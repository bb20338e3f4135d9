import { CATEGORIES, DEFAULT_CATEGORY } from '@domain/categories/categories';
import { shareTexts } from './share-texts';
import { formatMoney, itemsTotal, type Currency } from '@/lib/format';

/** An item as a shared list shows it; the saved list's items and the final list's both fit. */
export interface SharedItem {
  name: string;
  quantity: number;
  price?: number | null;
  isPurchased: boolean;
  category?: string | null;
}

export interface ListShareOptions {
  name: string;
  /** In the list's own order. */
  items: readonly SharedItem[];
  /** Group the items still to buy under their categories' names (categories on). */
  grouped: boolean;
  /** Prices and the total in this currency; null when prices are hidden. */
  currency: Currency | null;
  /** The app's address, the last line. */
  appUrl: string;
}

const categoryOrder = new Map<string, number>(CATEGORIES.map((category, index) => [category.name, index]));

function itemLine(item: SharedItem, currency: Currency | null): string {
  const price = currency && item.price ? ` — ${formatMoney(item.price * item.quantity, currency)}` : '';
  return `${item.quantity} ${item.name.trim()}${price}`;
}

function groupsOf(items: readonly SharedItem[]): [string, SharedItem[]][] {
  const groups = new Map<string, SharedItem[]>();
  for (const item of items) {
    const category = item.category ?? DEFAULT_CATEGORY;
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return [...groups].sort(([a], [b]) => (categoryOrder.get(a) ?? 99) - (categoryOrder.get(b) ?? 99));
}

/**
 * A list as a message that reads well in WhatsApp: the name in bold, one line per item to buy
 * ("2 Arroz"; the line's price when prices are shown), under bold category names when
 * categories are on, the total, then the bought items struck through, and the app's link last.
 * Items carry no unit of their own: a unit said by voice stays in the name ("Arroz 5 kg").
 */
export function listShareText({ name, items, grouped, currency, appUrl }: ListShareOptions): string {
  const toBuy = items.filter((item) => !item.isPurchased);
  const bought = items.filter((item) => item.isPurchased);
  const blocks: string[][] = [[`*${name.trim()}*`]];

  if (grouped) {
    for (const [category, members] of groupsOf(toBuy))
      blocks.push([`*${category}*`, ...members.map((item) => `• ${itemLine(item, currency)}`)]);
  } else if (toBuy.length > 0) {
    blocks.push(toBuy.map((item) => `• ${itemLine(item, currency)}`));
  }
  if (bought.length > 0)
    blocks.push([`${shareTexts.bought}:`, ...bought.map((item) => `• ~${itemLine(item, currency)}~`)]);

  const total = currency
    ? itemsTotal(items.map((item) => ({ price: item.price ?? null, quantity: item.quantity })))
    : 0;
  if (currency && total > 0) blocks.push([`*${shareTexts.total}: ${formatMoney(total, currency)}*`]);
  blocks.push([`${shareTexts.madeWith}: ${appUrl}`]);
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}

/** WhatsApp's click-to-chat address with the text ready to send (WhatsApp asks for the chat). */
export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
