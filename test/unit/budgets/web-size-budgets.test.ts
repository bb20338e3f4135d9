import { kb, webBudgetsKb, webRouteSizes } from '../../../scripts/size-budgets';

/**
 * Issue 13: the JavaScript a first visit to a route downloads (gzip) stays within its budget
 * as features land. Reads the last `npm run build:web` (npm test builds it before jest).
 */
describe('first-route JavaScript of the built web app', () => {
  const sizes = webRouteSizes();

  it.each(sizes.map((size) => [size.route, size] as const))('%s stays within its gzip budget', (route, size) => {
    const budgetBytes = webBudgetsKb[route] * 1024;
    const largest = size.chunks
      .slice(0, 5)
      .map((chunk) => `${chunk.file} ${kb(chunk.gzipBytes)} KB`)
      .join(', ');
    const message = `${route} downloads ${kb(size.gzipBytes)} KB of JavaScript (gzip), over its ${webBudgetsKb[route]} KB budget. Largest chunks: ${largest}`;
    expect({ withinBudget: size.gzipBytes <= budgetBytes, message }).toEqual({ withinBudget: true, message });
  });
});
