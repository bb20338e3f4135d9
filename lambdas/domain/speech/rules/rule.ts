/**
 * A named rule of a pass, the way Duckling (facebook/duckling) organises its rules: each rule
 * has a name, and `apply` holds its pattern (what it matches at the pass's position) and its
 * production (the tokens it drops or keeps, the state it moves on); the doc comment above each
 * rule says both in words. Its examples are data in `rules/examples/` (out of the Lambda
 * bundle, like Duckling's `Corpus` modules) and run as its tests.
 */
export interface Rule<State> {
  readonly name: string;
  /** Applies the rule at the state's position: true when its pattern was there and the state moved. */
  apply(state: State): boolean;
}

/** Called with the name of each rule that applies (tests check that an example's rule fires). */
export type RuleTrace = (name: string) => void;

let trace: RuleTrace | undefined;

/** Runs `body` with `onRule` called for every rule that applies in it. */
export function traceRules<T>(onRule: RuleTrace, body: () => T): T {
  trace = onRule;
  try {
    return body();
  } finally {
    trace = undefined;
  }
}

/** Applies the first of `rules` that matches at the state's position; false when none does. */
export function applyFirst<State>(rules: ReadonlyArray<Rule<State>>, state: State): boolean {
  for (const rule of rules) {
    if (rule.apply(state)) {
      trace?.(rule.name);
      return true;
    }
  }
  return false;
}
