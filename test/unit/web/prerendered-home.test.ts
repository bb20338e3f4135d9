import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { runInNewContext } from 'node:vm';
import { homeTexts } from '../../../web/src/features/home/home-texts';
import { sharedTexts } from '../../../web/src/lib/shared-texts';
import { storageKeys } from '../../../web/src/lib/storage-keys';
import { inlineScriptHashes } from '../../../lib/constructs/site-security-headers';
import { webDist } from '../../../scripts/size-budgets';

/**
 * Issue 13: the build pre-renders /home into index.html (web/prerender-plugin.mts), and the
 * inline script of index.html decides before the first paint whether it is this visit's
 * screen. Reads the last `npm run build:web` (npm test builds it before jest).
 */
const sourceHtml = readFileSync(path.join(__dirname, '../../../web/index.html'), 'utf8');
const builtHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);

/** The #root element's opening tag and content, as the build wrote them. */
function builtRoot(): { tag: string; markup: string } {
  const match = /(<div id="root"[^>]*>)([\s\S]*?)<\/div>\s*<noscript>/.exec(builtHtml);
  if (!match) throw new Error('No #root in the built index.html');
  return { tag: match[1]!, markup: match[2]! };
}

/** Runs index.html's inline script as a browser would on `pathname`, with `stored` in localStorage. */
function firstPaintClasses(pathname: string, stored: Record<string, string> = {}): string[] {
  const classes = new Set<string>();
  runInNewContext(inlineScripts(sourceHtml)[0]!, {
    location: { pathname },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: { documentElement: { classList: { add: (name: string) => classes.add(name) } } },
  });
  return [...classes].sort();
}

describe('the pre-rendered home in index.html', () => {
  it('holds the home screen and the bottom bar in pt-BR, as a guest without drafts sees them', () => {
    const { tag, markup } = builtRoot();
    expect(tag).toContain('data-prerendered="/home"');
    const text = markup.replace(/<[^>]+>/g, '\n');
    for (const expected of [
      homeTexts.title,
      homeTexts.tagline,
      homeTexts.startList,
      homeTexts.howToUse,
      ...homeTexts.features,
      sharedTexts.nav.back,
      sharedTexts.nav.home,
      sharedTexts.nav.savedLists,
      sharedTexts.nav.profile,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(homeTexts.newList);
    expect(text).not.toContain(sharedTexts.loading);
  });

  it('keeps the inline scripts of web/index.html byte for byte, so the CSP hashes read from it hold', () => {
    expect(inlineScripts(builtHtml)).toEqual(inlineScripts(sourceHtml));
    expect(inlineScriptHashes(builtHtml)).toEqual(inlineScriptHashes());
  });

  it('asks for the scripts at low priority: the first paint needs only the stylesheet', () => {
    expect(builtHtml).toMatch(/<script type="module" fetchpriority="low" /);
    expect(builtHtml).not.toMatch(/<link rel="modulepreload" (?!fetchpriority="low")/);
  });

  it('is shown on / and /home without local drafts, with the chosen theme', () => {
    expect(firstPaintClasses('/home')).toEqual(['prerendered-home']);
    expect(firstPaintClasses('/')).toEqual(['prerendered-home']);
    expect(firstPaintClasses('/home', { [storageKeys.drafts]: '[]', [storageKeys.theme]: 'dark' })).toEqual([
      'dark',
      'prerendered-home',
    ]);
  });

  it('is hidden where the first screen differs: another route, or a device with drafts', () => {
    expect(firstPaintClasses('/saved-lists')).toEqual([]);
    expect(firstPaintClasses('/homework')).toEqual([]);
    expect(firstPaintClasses('/home', { [storageKeys.drafts]: '[{"id":"a"}]', [storageKeys.theme]: 'light' })).toEqual([
      'light',
    ]);
  });
});
