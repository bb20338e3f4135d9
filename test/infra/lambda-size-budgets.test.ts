import { statSync } from 'node:fs';
import { kb, largestInputsOf, lambdaSizeGuardKb } from '../../scripts/size-budgets';
import { serverFunctionNames } from '../../lib/server-functions';
import { deployedBundle, sharedAssembly, type SharedAssembly } from './synth-stacks';

/**
 * Issue 26: a guard against accidents, not a target. Every server function's index.js, as
 * CDK bundled it for deployment (the infra suite's one synthesis, the source map apart),
 * stays within 1.5 MB, so a dependency pulled in whole shows up here. What a user waits
 * for, the module load, is measured by `npm run lambda:sizes` (≤ 150 ms each), not in a test.
 */
describe('server function bundles', () => {
  let assembly: SharedAssembly;
  beforeAll(() => {
    assembly = sharedAssembly();
  });

  it.each(serverFunctionNames)('%s stays within 1.5 MB', async (name) => {
    const bytes = statSync(deployedBundle(assembly, name)).size;
    const withinGuard = bytes <= lambdaSizeGuardKb * 1024;
    // Only a bundle over the guard is bundled again, for the inputs that made it grow.
    const inputs = withinGuard ? [] : await largestInputsOf(name);
    const largest = inputs.map((input) => `${input.path} ${kb(input.bytes)} KB`).join(', ');
    const message = `${name} bundles to ${kb(bytes)} KB, over the ${lambdaSizeGuardKb} KB guard. Largest inputs: ${largest}`;
    expect({ withinGuard, message }).toEqual({ withinGuard: true, message });
  });
});
