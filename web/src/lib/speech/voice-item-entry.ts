import { formatAmount } from '../format';
import type { VoiceItem } from './speech-types';

/** A heard item as a list row holds it: a name and a whole quantity (the lists' quantity is an integer, 1 to 9999). */
export interface VoiceListEntry {
  name: string;
  quantity: number;
}

const maxQuantity = 9999;

/**
 * How a heard item goes on the list. The quantity stays in "Qtd" and the unit, if any,
 * stays visible after the name: "2 kg de arroz" → "Arroz (kg)", Qtd 2; "6 ovos" → "Ovos",
 * Qtd 6. An amount that is not a whole number cannot be a quantity, so it goes into the
 * name with its unit: "meio quilo de carne" → "Carne (0,5 kg)", Qtd 1.
 */
export function toVoiceListEntry(item: VoiceItem): VoiceListEntry {
  if (Number.isInteger(item.quantity) && item.quantity >= 1) {
    return {
      name: item.unit ? `${item.name} (${item.unit})` : item.name,
      quantity: Math.min(item.quantity, maxQuantity),
    };
  }
  const amount = formatAmount(item.quantity);
  return { name: `${item.name} (${item.unit ? `${amount} ${item.unit}` : amount})`, quantity: 1 };
}

/** A name for comparing items: the unit suffix dropped, case and outer spaces ignored ("Arroz (kg)" ~ "arroz"). */
export function comparableName(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
    .toLocaleLowerCase('pt-BR');
}
