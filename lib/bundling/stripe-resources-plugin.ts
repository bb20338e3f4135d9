import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * A Stripe API resource as the SDK's module under `stripe/esm/resources/` names it
 * (`Customers`, `Checkout/Sessions`), which is how `stripe.customers` and
 * `stripe.checkout.sessions` are built.
 */
export type StripeResourceModule =
  'Customers' | 'Prices' | 'Subscriptions' | 'Checkout/Sessions' | 'BillingPortal/Sessions';

const resourceModule = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources[\\/](.+)\.js$/;
/** V2 "thin" event notifications (`stripe.parseEventNotification`), which no function receives. */
const eventNotificationHandler = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]StripeEventNotificationHandler\.js$/;

/**
 * Lambda bundles only (lib/bundling/bundle-server-function.ts): Stripe's SDK, with only the
 * API resources a function calls. The Stripe constructor builds every one of its ~260
 * resources, so no bundler can drop the unused ones: about 150 KB of each Stripe function.
 * Here each other resource module becomes empty classes of the same names, which the
 * constructor builds for nothing; the Stripe class, its request sender, retries, API
 * version, errors, response coercion and webhook signature check stay the SDK's own.
 * A method of a left-out resource is undefined in the bundle (a TypeError names it), so a
 * function that starts calling another resource lists it in lib/server-functions.ts;
 * test/unit/bundling/stripe-resources-plugin.test.ts runs the bundled adapter against the
 * local Stripe sandbox. The local runtime does not bundle and keeps the whole SDK.
 */
export function stripeResourcesOnly(kept: readonly StripeResourceModule[]): Plugin {
  // A namespace (`Checkout/index`, which builds `stripe.checkout`) stays when it holds a kept resource.
  const isKept = (resource: string): boolean =>
    resource.endsWith('/index')
      ? kept.some((module) => module.startsWith(resource.slice(0, -'index'.length)))
      : kept.includes(resource as StripeResourceModule);
  return {
    name: 'stripe-resources-only',
    setup(build) {
      build.onLoad({ filter: /[\\/]stripe[\\/]esm[\\/]/ }, (args) => {
        const resource = resourceModule.exec(args.path)?.[1]?.replaceAll('\\', '/');
        const leftOut = resource ? !isKept(resource) : eventNotificationHandler.test(args.path);
        if (!leftOut) return undefined;
        return { contents: emptyClassesLike(args.path), loader: 'js' };
      });
    },
  };
}

/**
 * `export class X {}` for each class the module exports (a few generated modules export
 * nothing); any other export is an SDK layout this plugin does not know.
 */
function emptyClassesLike(file: string): string {
  const source = readFileSync(file, 'utf8');
  const classes = [...source.matchAll(/^export class (\w+)/gm)].map((match) => match[1]);
  if (/^export (?!class |\{\};)/m.test(source)) {
    throw new Error(
      `stripe-resources-only: ${file} no longer exports only classes; check the plugin against this SDK version.`,
    );
  }
  return classes.map((name) => `export class ${name} {}`).join('\n');
}
