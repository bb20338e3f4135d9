/**
 * `tsx lib/bundling/bundle-server-function-cli.ts <function name> <out dir>`: what the CDK
 * function construct runs (Code.fromCustomCommand) to bundle one server function, since
 * esbuild plugins need its JavaScript API and CDK's synthesis is synchronous.
 */
import { serverFunctionNames, type ServerFunctionName } from '../server-functions';
import { bundleServerFunction } from './bundle-server-function';

const [name, outDir] = process.argv.slice(2);
if (!name || !outDir || !serverFunctionNames.includes(name as ServerFunctionName)) {
  console.error(`Usage: bundle-server-function-cli.ts <${serverFunctionNames.join('|')}> <out dir>`);
  process.exit(2);
}
bundleServerFunction(name as ServerFunctionName, outDir).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
