/** An added item as an example writes it: a name (quantity 1, no unit), or name, quantity and unit. */
export type ExampleItem = string | readonly [name: string, quantity: number, unit: string | null];

/** One example of a rule: what is said, to which list, and the whole answer expected. */
export interface RuleExample {
  said: string;
  list?: readonly string[];
  add: readonly ExampleItem[];
  remove?: readonly string[];
}

/** A pass's examples, by rule name. */
export type RuleExamples = Readonly<Record<string, readonly RuleExample[]>>;

/** The whole answer an example expects, as `extractSpeech` returns it. */
export function exampleAnswer(example: RuleExample) {
  return {
    add: example.add.map((item) =>
      typeof item === 'string'
        ? { name: item, quantity: 1, unit: null }
        : { name: item[0], quantity: item[1], unit: item[2] },
    ),
    remove: [...(example.remove ?? [])],
  };
}
