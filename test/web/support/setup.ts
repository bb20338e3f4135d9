// Each test file gets a fresh jsdom, module registry and IndexedDB (fake-indexeddb, in memory).
import 'fake-indexeddb/auto';

// Screens render as in a browser: updates that arrive later (answers, IndexedDB, timers) are
// awaited with findBy/waitFor, not wrapped in act() (Testing Library's own calls still are).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

// What jsdom leaves unimplemented: a phone in light mode matching no media query, and a no-op scroll.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;
