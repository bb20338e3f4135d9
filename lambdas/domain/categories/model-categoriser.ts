import type { CategoryName } from './categories';

/**
 * A model (Bedrock in production) asked about the names the offline lexicon does not
 * know. It never throws: a failure, a time-out or an invalid answer simply leaves the
 * name out of the result, and the caller uses the default category without caching it,
 * so a passing outage is not remembered as an answer.
 */
export interface ModelCategoriser {
  /** The categories of the names the model answered validly, keyed by the name as given. */
  categorise(names: string[]): Promise<Map<string, CategoryName>>;
}

/** Where categorisation reports what went wrong (the function logger's `warn` fits). */
export type CategoryLog = (message: string, details: Record<string, unknown>) => void;
