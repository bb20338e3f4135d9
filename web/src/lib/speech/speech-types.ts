/** One item heard: the name as a person writes it, the amount and the unit ("Arroz", 2, "kg"); unit null for counts. */
export interface VoiceItem {
  name: string;
  quantity: number;
  unit: string | null;
}

/**
 * What one utterance asks for. `remove` holds list names as the engine matched them;
 * `removalAsked` is true when the person asked to remove something, even if nothing on
 * the list matched (so the screen can say "Item não encontrado").
 */
export interface SpeechOutcome {
  add: VoiceItem[];
  remove: string[];
  removalAsked: boolean;
}
