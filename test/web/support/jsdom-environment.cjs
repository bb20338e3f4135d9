// jsdom as Jest ships it, plus what every browser the app supports has and jsdom lacks:
// structuredClone (IndexedDB, here fake-indexeddb, stores values with it), TextEncoder /
// TextDecoder and Request (React Router's navigations use them). Node's own, as browsers
// behave; Request takes Node's AbortController's signals, so that comes along.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class BrowserLikeJsdom extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      structuredClone,
      TextEncoder,
      TextDecoder,
      Request,
      AbortController,
      AbortSignal,
    });
  }
};
