/** Spec §5 input rules for list items, shared by the screens that edit them. */

const maxQuantity = 9999;
const maxPrice = 1_000_000;

/** Quantity edit: an integer, falling back to 1 when invalid; at most 9999. */
export function parseQuantity(text: string): number {
  const parsed = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(parsed, maxQuantity);
}

/** Price edit: empty or non-numeric gives null, otherwise a decimal (comma or point), rounded to cents. */
export function parsePrice(text: string): number | null {
  const cleaned = text.trim().replace(/[^\d,.-]/g, '');
  if (!cleaned) return null;
  const normalised = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  const value = Number(normalised);
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.min(Math.round(value * 100) / 100, maxPrice);
}

/** A price as typed back into its field (pt-BR decimal comma). */
export function priceFieldText(price: number | null): string {
  return price === null ? '' : price.toFixed(2).replace('.', ',');
}
