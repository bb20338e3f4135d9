import { parseSpeechAnswer } from '@/lib/speech/parse-speech-answer';
import { planVoiceChanges } from '@/lib/speech/plan-voice-changes';
import { toVoiceListEntry } from '@/lib/speech/voice-item-entry';

describe('how a voice result changes the list on screen', () => {
  it('adds and removes in one utterance, keeping units visible', () => {
    const plan = planVoiceChanges(
      {
        add: [
          { name: 'Arroz', quantity: 2, unit: 'kg' },
          { name: 'Feijão', quantity: 1, unit: null },
        ],
        remove: ['Leite'],
        removalAsked: true,
      },
      ['Leite', 'Pão'],
    );
    expect(plan).toEqual({
      add: [
        { name: 'Arroz (kg)', quantity: 2 },
        { name: 'Feijão', quantity: 1 },
      ],
      remove: ['Leite'],
      repeated: [],
    });
  });

  it('adds repeated items anyway and reports them', () => {
    const plan = planVoiceChanges(
      { add: [{ name: 'Pão', quantity: 1, unit: null }], remove: [], removalAsked: false },
      ['pão'],
    );
    expect(plan.add).toEqual([{ name: 'Pão', quantity: 1 }]);
    expect(plan.repeated).toEqual(['Pão']);
  });

  it('says "Item não encontrado" for a removal that matched nothing, and "Nenhuma ação" for nothing asked', () => {
    expect(planVoiceChanges({ add: [], remove: [], removalAsked: true }, ['Arroz']).notice).toBe('item-not-found');
    expect(planVoiceChanges({ add: [], remove: [], removalAsked: false }, ['Arroz']).notice).toBe('no-action');
  });

  it('puts amounts that are not whole numbers into the name', () => {
    expect(toVoiceListEntry({ name: 'Carne', quantity: 0.5, unit: 'kg' })).toEqual({
      name: 'Carne (0,5 kg)',
      quantity: 1,
    });
    expect(toVoiceListEntry({ name: 'Ovos', quantity: 6, unit: null })).toEqual({ name: 'Ovos', quantity: 6 });
  });
});

describe("reading process-grocery-speech's answer", () => {
  it('prefers the structured items and every removal', () => {
    expect(
      parseSpeechAnswer({
        groceryItems: ['Arroz'],
        itemToRemove: 'Leite',
        items: [{ name: 'Arroz', quantity: 2, unit: 'kg' }],
        itemsToRemove: ['Leite', 'Pão'],
      }),
    ).toEqual({ add: [{ name: 'Arroz', quantity: 2, unit: 'kg' }], remove: ['Leite', 'Pão'] });
  });

  it("falls back to the spec's fields and ignores malformed entries", () => {
    expect(parseSpeechAnswer({ groceryItems: ['Arroz', '', 3], itemToRemove: 'Leite' })).toEqual({
      add: [{ name: 'Arroz', quantity: 1, unit: null }],
      remove: ['Leite'],
    });
    expect(parseSpeechAnswer(null)).toEqual({ add: [], remove: [] });
  });
});
