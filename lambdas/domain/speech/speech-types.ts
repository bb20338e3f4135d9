/**
 * One item to add, written the way a person writes it on a list: the name without the
 * quantity or the unit ("Arroz", 2, "kg"). `unit` is null for plain counts ("6 ovos").
 * Canonical unit spellings are listed in `units.ts`.
 */
export interface AddedItem {
  name: string;
  quantity: number;
  unit: string | null;
}

/**
 * What one utterance asks for. `remove` holds names exactly as they appear in the
 * current list, so the caller can delete them without matching again.
 */
export interface SpeechResult {
  add: AddedItem[];
  remove: string[];
}

/**
 * Turns one pt-BR transcript into list changes. Async so that a remote model (Bedrock)
 * and the offline rules engine can stand behind the same interface.
 */
export interface SpeechEngine {
  extract(transcript: string, currentItems: string[]): Promise<SpeechResult>;
}
