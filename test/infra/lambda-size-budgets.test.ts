import { kb, lambdaBudgetKb, lambdaBundleSizes, type LambdaSize } from '../../scripts/size-budgets';
import { serverFunctionNames } from '../../lib/server-functions';

/**
 * Issue 13: every server function's bundle, built as the CDK functions are
 * (lib/bundling/bundle-server-function.ts, source maps included), stays within 300 KB as
 * features land.
 */
describe('server function bundles', () => {
  let sizes: LambdaSize[];
  beforeAll(async () => {
    sizes = await lambdaBundleSizes();
  });

  it.each(serverFunctionNames)('%s stays within 300 KB', (name) => {
    const size = sizes.find((entry) => entry.name === name)!;
    const inputs = size.largestInputs.map((input) => `${input.path} ${kb(input.bytes)} KB`).join(', ');
    const message = `${name} bundles to ${kb(size.bytes)} KB, over its ${lambdaBudgetKb} KB budget. Largest inputs: ${inputs}`;
    expect({ withinBudget: size.bytes <= lambdaBudgetKb * 1024, message }).toEqual({ withinBudget: true, message });
  });
});
