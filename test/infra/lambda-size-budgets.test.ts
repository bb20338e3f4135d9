import { kb, lambdaBundleSizes, lambdaSizeGuardKb, type LambdaSize } from '../../scripts/size-budgets';
import { serverFunctionNames } from '../../lib/server-functions';

/**
 * Issue 26: a guard against accidents, not a target. Every server function's index.js, built
 * as the CDK functions are (lib/bundling/server-function-bundling.ts, the source map apart),
 * stays within 1.5 MB, so a dependency pulled in whole shows up here. What a user waits
 * for, the module load, is measured by `npm run lambda:sizes` (≤ 150 ms each), not in a test.
 */
describe('server function bundles', () => {
  let sizes: LambdaSize[];
  beforeAll(async () => {
    sizes = await lambdaBundleSizes();
  });

  it.each(serverFunctionNames)('%s stays within 1.5 MB', (name) => {
    const size = sizes.find((entry) => entry.name === name)!;
    const inputs = size.largestInputs.map((input) => `${input.path} ${kb(input.bytes)} KB`).join(', ');
    const message = `${name} bundles to ${kb(size.bytes)} KB, over the ${lambdaSizeGuardKb} KB guard. Largest inputs: ${inputs}`;
    expect({ withinGuard: size.bytes <= lambdaSizeGuardKb * 1024, message }).toEqual({ withinGuard: true, message });
  });
});
