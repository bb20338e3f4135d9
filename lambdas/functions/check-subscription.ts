import { notImplementedHandler } from '../http/not-implemented';

/** Built in its own issue; until then the route exists in both runtimes and answers 501. */
export const handler = notImplementedHandler('POST /functions/check-subscription');
