import type { Plugin } from 'esbuild';

/** An esbuild plugin that loads `contents` in place of every module `filter` matches. */
export function standIn(name: string, filter: RegExp, contents: string): Plugin {
  return {
    name,
    setup(build) {
      build.onLoad({ filter }, () => ({ contents, loader: 'js' }));
    },
  };
}

/** A class that fails, should it ever be constructed, with a message naming the plugin that left it out. */
export function leftOutClass(className: string, what: string, plugin: string): string {
  return `export class ${className} {
    constructor() {
      throw new Error('${what} is left out of the Lambda bundles (lib/bundling/${plugin}).');
    }
  }`;
}
