// jsdom as Jest ships it, plus what every browser the app supports has and jsdom lacks:
// structuredClone (IndexedDB, here fake-indexeddb, stores values with it) and
// TextEncoder / TextDecoder (React Router uses them). Node's own, as browsers behave.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class BrowserLikeJsdom extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { structuredClone, TextEncoder, TextDecoder });
  }
};
