import type { SpeechOutcome } from './speech-types';
import { comparableName, toVoiceListEntry, type VoiceListEntry } from './voice-item-entry';

/** The notice to show after a voice result, besides the list changing. */
export type VoiceNotice = 'item-not-found' | 'no-action';

/**
 * What a voice result does to a list: rows to add, list names to remove, the names
 * repeated (said twice, or already on the list) and a notice when nothing fits.
 */
export interface VoiceChangePlan {
  add: VoiceListEntry[];
  remove: string[];
  repeated: string[];
  notice?: VoiceNotice;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/**
 * Applies spec §4/§5 to one outcome: heard items are added, repeated ones too (they are
 * reported); the names to remove are matched with the list case-insensitively, and
 * "Item não encontrado" when a removal was asked and nothing matched; "Nenhuma ação
 * identificada" when nothing was asked. An utterance may both add and remove
 * ("2 kg de arroz e tira o leite").
 */
export function planVoiceChanges(outcome: SpeechOutcome, listNames: readonly string[]): VoiceChangePlan {
  const remove = listNames.filter((listName) => outcome.remove.some((name) => sameName(name, listName)));
  const kept = new Set(listNames.filter((name) => !remove.includes(name)).map(comparableName));
  const repeated: string[] = [];
  const add = outcome.add.map((item) => {
    const key = comparableName(item.name);
    if (kept.has(key) && !repeated.includes(item.name)) repeated.push(item.name);
    kept.add(key);
    return toVoiceListEntry(item);
  });
  const plan: VoiceChangePlan = { add, remove: [...new Set(remove)], repeated };
  if (outcome.removalAsked && remove.length === 0) plan.notice = 'item-not-found';
  else if (add.length === 0 && remove.length === 0) plan.notice = 'no-action';
  return plan;
}
