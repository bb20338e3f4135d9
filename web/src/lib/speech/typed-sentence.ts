import { loadOfflineEngine } from './load-offline-engine';
import { planVoiceChanges, type VoiceChangePlan } from './plan-voice-changes';

/** Text that may hold several items or a quantity: separators, digits, number words, units. */
const sentenceHint =
  /[,;]|\d|\s(e|mais)\s|\b(um|uma|dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|meia|meio|dúzia|duzia|kg|quilos?|gramas?|litros?|pacotes?|caixas?|latas?|garrafas?)\b/i;

/**
 * "Digitar itens" with a sentence ("2 kg de arroz, feijão"): read by the same speech
 * engine as voice, on the device (typing spends no voice use on the server). Answers the
 * changes when the text held more than one item or a quantity; null for a plain name,
 * which the screens add with the duplicate rule (spec §5).
 */
export async function planTypedSentence(
  text: string,
  currentItems: readonly string[],
): Promise<VoiceChangePlan | null> {
  if (!sentenceHint.test(text)) return null;
  let engine;
  try {
    engine = await loadOfflineEngine();
  } catch {
    return null;
  }
  const { add } = engine.extractSpeech(text, currentItems);
  const several = add.length > 1;
  const withQuantity = add.some((item) => item.quantity !== 1 || item.unit);
  if (!several && !withQuantity) return null;
  return planVoiceChanges({ add, remove: [], removalAsked: false }, currentItems);
}
