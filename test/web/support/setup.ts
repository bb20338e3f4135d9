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

// CSS.escape, which jsdom lacks, as CSSOM specifies it (https://drafts.csswg.org/cssom/#serialize-an-identifier).
function cssEscape(value: string): string {
  let result = '';
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const char = value.charAt(index);
    if (code === 0) result += '\uFFFD';
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && code >= 0x30 && code <= 0x39) ||
      (index === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d)
    )
      result += `\\${code.toString(16)} `;
    else if (index === 0 && value.length === 1 && code === 0x2d) result += `\\${char}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) result += char;
    else result += `\\${char}`;
  }
  return result;
}
(globalThis as { CSS?: unknown }).CSS = { escape: cssEscape };
