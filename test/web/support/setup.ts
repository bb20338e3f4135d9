// Each test file gets a fresh jsdom, module registry and IndexedDB (fake-indexeddb, in memory).
import 'fake-indexeddb/auto';

// React's act() environment, also for screens rendered with '@testing-library/react/pure'
// (a "reload" re-imports the app and React on fresh modules, where the auto-cleanup hooks cannot register).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
