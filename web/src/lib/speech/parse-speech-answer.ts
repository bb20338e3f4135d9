import type { VoiceItem } from './speech-types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function toVoiceItem(value: unknown): VoiceItem | undefined {
  if (!isRecord(value) || !isText(value.name)) return undefined;
  const quantity =
    typeof value.quantity === 'number' && Number.isFinite(value.quantity) && value.quantity > 0 ? value.quantity : 1;
  const unit = isText(value.unit) ? value.unit : null;
  return { name: value.name.trim(), quantity, unit };
}

/**
 * Reads process-grocery-speech's answer: the structured `items` and `itemsToRemove`
 * when present, else the spec's `groceryItems` (names, quantity 1) and `itemToRemove`.
 */
export function parseSpeechAnswer(answer: unknown): { add: VoiceItem[]; remove: string[] } {
  const body = isRecord(answer) ? answer : {};
  const add = Array.isArray(body.items)
    ? body.items.map(toVoiceItem).filter((item) => item !== undefined)
    : Array.isArray(body.groceryItems)
      ? body.groceryItems.filter(isText).map((name) => ({ name: name.trim(), quantity: 1, unit: null }))
      : [];
  const remove = Array.isArray(body.itemsToRemove)
    ? body.itemsToRemove.filter(isText)
    : isText(body.itemToRemove)
      ? [body.itemToRemove]
      : [];
  return { add, remove };
}
