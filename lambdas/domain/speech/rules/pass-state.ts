import type { Token } from '../tokenize';
import { applyFirst, type Rule } from './rule';

/**
 * What every rule pass's state holds: the tokens, the position `i`, the tokens kept so far
 * (`out`) and whether a rule ended the pass. A pass's own state extends it with the queries its
 * rules share (`TalkState`, `ReportedState`).
 */
export class PassState {
  i = 0;
  readonly out: Token[] = [];
  /** Set by a rule that ends the pass (what follows is all talk). */
  done = false;

  constructor(readonly tokens: readonly Token[]) {}

  readonly word = (k: number): string => this.tokens[k]?.fold ?? '';

  get token(): Token {
    return this.tokens[this.i] as Token;
  }

  /** Moves on to `to`: the words from `i` up to it are dropped. */
  skipTo(to: number): true {
    this.i = to;
    return true;
  }

  /** Keeps the word at the position, where no rule applies, and moves on. */
  keep(): void {
    this.out.push(this.token);
    this.i += 1;
  }
}

/** Runs a pass: at each word the first of `rules` that applies, or the word is kept; the words kept. */
export function runPass<State extends PassState>(rules: ReadonlyArray<Rule<State>>, state: State): Token[] {
  while (state.i < state.tokens.length && !state.done) {
    if (!applyFirst(rules, state)) state.keep();
  }
  return state.out;
}
