// jsdom as Jest ships it, plus Node's structuredClone, which jsdom lacks and IndexedDB
// (fake-indexeddb) needs to store values as browsers do.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithStructuredClone extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.structuredClone = structuredClone;
  }
};
