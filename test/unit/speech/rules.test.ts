import { extractSpeech } from '@domain/speech/extract-speech';
import { PURPOSE_RULES } from '@domain/speech/purpose';
import { PURPOSE_EXAMPLES } from '@domain/speech/rules/examples/purpose';
import { NAME_EXAMPLES } from '@domain/speech/rules/examples/left-in-name';
import { NAME_RULES } from '@domain/speech/rules/left-in-name';
import { exampleAnswer, type RuleExamples } from '@domain/speech/rules/examples/rule-example';
import { REPORTED_EXAMPLES } from '@domain/speech/rules/examples/reported-speech';
import { SITUATION_EXAMPLES } from '@domain/speech/rules/examples/situation-talk';
import { SPLIT_EXAMPLES } from '@domain/speech/rules/examples/split-items';
import { REPORTED_RULES } from '@domain/speech/reported-speech';
import { traceRules, type Rule } from '@domain/speech/rules/rule';
import { SITUATION_RULES } from '@domain/speech/situation-talk';
import { SPLIT_RULES } from '@domain/speech/split-items';

/**
 * Every named rule of the engine's passes, tested by its own examples: each example gives the
 * whole answer expected, and the rule must fire on it (so an example that no longer goes
 * through its rule fails here, even when another rule happens to answer it).
 */
const passes: Array<[pass: string, rules: ReadonlyArray<Rule<never>>, examples: RuleExamples]> = [
  ['reported-speech', REPORTED_RULES, REPORTED_EXAMPLES],
  ['situation-talk', SITUATION_RULES, SITUATION_EXAMPLES],
  ['split-items', SPLIT_RULES, SPLIT_EXAMPLES],
  ['purpose', PURPOSE_RULES, PURPOSE_EXAMPLES],
  ['left-in-name', NAME_RULES, NAME_EXAMPLES],
];

describe.each(passes)('%s', (_pass, rules, examples) => {
  it('has examples for every rule, and none for a rule it lacks', () => {
    const names = rules.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => (examples[name]?.length ?? 0) === 0)).toEqual([]);
    expect(Object.keys(examples).filter((name) => !names.includes(name))).toEqual([]);
  });

  describe.each(rules.map(({ name }) => name))('rule %s', (name) => {
    it.each((examples[name] ?? []).map((example) => [example.said, example] as const))('%s', (_said, example) => {
      const fired = new Set<string>();
      const got = traceRules(
        (rule) => fired.add(rule),
        () => extractSpeech(example.said, [...(example.list ?? [])]),
      );
      expect(got).toEqual(exampleAnswer(example));
      expect([...fired]).toContain(name);
    });
  });
});
