import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants } from 'node:zlib';
import { addItemsTexts } from '../../../web/src/features/add-items/add-items-texts';
import { authTexts } from '../../../web/src/features/auth/auth-texts';
import { draftsTexts } from '../../../web/src/features/drafts/drafts-texts';
import { faqTexts } from '../../../web/src/features/faq/faq-texts';
import { helpTexts } from '../../../web/src/features/help/help-texts';
import { savedListsTexts } from '../../../web/src/features/saved-lists/saved-lists-texts';
import { settingsTexts } from '../../../web/src/features/settings/settings-texts';
import { voiceRemoveHintKey } from '../../../web/src/features/add-items/components/voice-remove-hint';
import { homeTexts } from '../../../web/src/features/home/home-texts';
import { voiceRecorderTexts } from '../../../web/src/components/voice-recorder/voice-recorder-texts';
import { sharedTexts } from '../../../web/src/lib/shared-texts';
import { storageKeys } from '../../../web/src/lib/storage-keys';
import { inlineScriptHashes } from '../../../lib/constructs/site-security-headers';
import { webDist } from '../../../scripts/size-budgets';

/**
 * Issues 13 and 28: the build pre-renders the first screens (/home, the empty /add-items,
 * /saved-lists, /drafts, /auth, /configuracoes, /ajuda, /faq) into index.html
 * (web/prerender-plugin.mts), and the inline script of index.html decides before the first
 * paint which, if any, is this visit's screen. Reads the last `npm run build:web` (npm test builds it before jest).
 */
const sourceHtml = readFileSync(path.join(__dirname, '../../../web/index.html'), 'utf8');
const builtHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);

/** The pre-rendered screens as the build wrote them: each element's opening tag and text, by path. */
function builtScreens(): Map<string, { tag: string; text: string }> {
  const body = /<body[^>]*>([\s\S]*?)<noscript>/.exec(builtHtml)?.[1] ?? '';
  const starts = [...body.matchAll(/<div (?:id="root" )?data-prerendered="([^"]+)"[^>]*>/g)];
  return new Map(
    starts.map((start, index) => [
      start[1]!,
      {
        tag: start[0],
        text: body.slice(start.index, starts[index + 1]?.index ?? body.length).replace(/<[^>]+>/g, '\n'),
      },
    ]),
  );
}

interface Visit {
  pathname: string;
  search?: string;
  stored?: Record<string, string>;
  session?: Record<string, string>;
  speech?: boolean;
  /** The browser can record a clip (getUserMedia and AudioWorklet). */
  recording?: boolean;
  /** The system's theme is dark. */
  systemDark?: boolean;
  /** history.state, as React Router leaves it after a navigation with state. */
  historyState?: unknown;
}

/** Runs index.html's inline script as a browser would on a visit, with `stored` in localStorage and `session` in sessionStorage. */
function firstPaintClasses({
  pathname,
  search = '',
  stored = {},
  session = {},
  speech = true,
  recording = false,
  systemDark = false,
  historyState = null,
}: Visit): string[] {
  const classes = new Set<string>();
  runInNewContext(inlineScripts(sourceHtml)[0]!, {
    location: { pathname, search },
    window: {
      ...(speech ? { webkitSpeechRecognition: class {} } : {}),
      ...(recording
        ? { AudioWorkletNode: class {}, navigator: { mediaDevices: { getUserMedia: () => undefined } } }
        : {}),
    },
    localStorage: {
      getItem: (key: string) => stored[key] ?? null,
      length: Object.keys(stored).length,
      key: (index: number) => Object.keys(stored)[index] ?? null,
    },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
    matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }),
    history: { state: historyState },
    document: { documentElement: { classList: { add: (name: string) => classes.add(name) } } },
    addEventListener: () => undefined,
  });
  return [...classes].sort();
}

/** The app's entry and preloads the build moved into <body>'s data-app-* attributes. */
function appCode(): { entry: string; preloads: string[] } {
  const body = /<body([^>]*)>/.exec(builtHtml)![1]!;
  return {
    entry: /data-app-entry="([^"]+)"/.exec(body)![1]!,
    preloads: /data-app-preloads="([^"]+)"/.exec(body)![1]!.split(' '),
  };
}

/**
 * Runs index.html's last inline script on the built page with `classes` set by the first one:
 * what it appends to <head> (preload hrefs, "module <src>" for a script), and `paint()` to run
 * what it scheduled after the first paint.
 */
function loadAppCode(classes: string[], pathname = '/') {
  const appended: string[] = [];
  const scheduled: (() => void)[] = [];
  const body = /<body([^>]*)>/.exec(builtHtml)![1]!;
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const screens = [...builtScreens().values()].map(({ tag }) => ({
    getAttribute: (name: string) => attribute(tag, name),
  }));
  const element = () => {
    const attributes: Record<string, string> = {};
    return { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
  };
  runInNewContext(inlineScripts(sourceHtml)[1]!, {
    document: {
      documentElement: { classList: { contains: (name: string) => classes.includes(name) } },
      body: { getAttribute: (name: string) => attribute(body, name) },
      querySelectorAll: () => screens,
      createElement: element,
      head: {
        appendChild: ({ attributes }: ReturnType<typeof element>) =>
          appended.push(attributes.type === 'module' ? `module ${attributes.src}` : attributes.href!),
      },
    },
    location: { pathname },
    requestAnimationFrame: (callback: () => void) => scheduled.push(callback),
    setTimeout: (callback: () => void) => scheduled.push(callback),
  });
  return {
    appended: () => [...appended],
    paint: () => {
      while (scheduled.length > 0) scheduled.shift()!();
    },
  };
}

describe('the pre-rendered home in index.html', () => {
  it('holds the home screen and the bottom bar in pt-BR, as a guest without drafts sees them, in #root', () => {
    const { tag, text } = builtScreens().get('/home')!;
    expect(tag).toContain('id="root"');
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

  it('fits the first round trip: compressed as served, index.html with its headers stays under 14,600 bytes', () => {
    // TCP's first window (10 segments of 1,460 bytes) less about 300 bytes of response headers.
    const served = brotliCompressSync(builtHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(served.length).toBeLessThan(14_300);
  });

  it('keeps the inline scripts of web/index.html byte for byte, so the CSP hashes read from it hold', () => {
    expect(inlineScripts(builtHtml)).toEqual(inlineScripts(sourceHtml));
    expect(inlineScriptHashes(builtHtml)).toEqual(inlineScriptHashes());
  });

  it('names the code of each screen, which the inline script fetches when its screen is shown', () => {
    const screens = builtScreens();
    expect(screens.get('/home')!.tag).toMatch(/data-modules="\/assets\/home-page-[\w-]+\.js[^"]*"/);
    expect(screens.get('/add-items')!.tag).toMatch(/data-modules="\/assets\/add-items-page-[\w-]+\.js[^"]*"/);
  });

  it('needs nothing but the HTML to paint: the stylesheet is inline, no script or preload tag', () => {
    const stylesheet = readdirSync(path.join(webDist, 'assets')).find((file) => file.endsWith('.css'))!;
    expect(builtHtml).toContain(readFileSync(path.join(webDist, 'assets', stylesheet), 'utf8').trim());
    expect(builtHtml).not.toMatch(/<link rel="stylesheet"/);
    expect(builtHtml).not.toMatch(/<script [^>]*src=/);
    expect(builtHtml).not.toMatch(/<link rel="modulepreload"/);
    const { entry, preloads } = appCode();
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(preloads.length).toBeGreaterThan(0);
    for (const file of [entry, ...preloads])
      expect(readdirSync(path.join(webDist, 'assets'))).toContain(path.basename(file));
  });

  it("fetches the app's code right after the first paint of a shown screen, and at once without one", () => {
    const { entry, preloads } = appCode();
    const homeModules = /data-modules="([^"]+)"/.exec(builtScreens().get('/home')!.tag)![1]!.split(' ');
    const withHome = loadAppCode(['prerendered-home']);
    expect(withHome.appended()).toEqual([]);
    withHome.paint();
    expect(withHome.appended()).toEqual([...preloads, ...homeModules, `module ${entry}`]);
    expect(loadAppCode([]).appended()).toEqual([...preloads, `module ${entry}`]);
  });

  it("fetches a saved list's screen code with the entry's on /saved-list/{id} only", () => {
    const { entry, preloads } = appCode();
    const savedList = /data-saved-list-modules="([^"]+)"/.exec(builtHtml)![1]!.split(' ');
    expect(savedList[0]).toMatch(/^\/assets\/saved-list-page-[\w-]+\.js$/);
    expect(loadAppCode([], '/saved-list/abc').appended()).toEqual([...preloads, ...savedList, `module ${entry}`]);
    expect(loadAppCode([], '/saved-lists').appended()).toEqual([...preloads, `module ${entry}`]);
  });

  it('is shown on / and /home without local drafts, with the chosen theme', () => {
    expect(firstPaintClasses({ pathname: '/home' })).toEqual(['prerendered-home']);
    expect(firstPaintClasses({ pathname: '/' })).toEqual(['prerendered-home']);
    expect(
      firstPaintClasses({ pathname: '/home', stored: { [storageKeys.drafts]: '[]', [storageKeys.theme]: 'dark' } }),
    ).toEqual(['dark', 'prerendered-home']);
  });

  it('is hidden where the first screen differs: another route, or a device with drafts', () => {
    expect(firstPaintClasses({ pathname: '/saved-lists' })).toEqual(['prerendered-saved-lists']);
    expect(firstPaintClasses({ pathname: '/homework' })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/trash' })).toEqual([]);
    expect(
      firstPaintClasses({
        pathname: '/home',
        stored: { [storageKeys.drafts]: '[{"id":"a"}]', [storageKeys.theme]: 'light' },
      }),
    ).toEqual(['light']);
  });
});

describe('the pre-rendered /add-items in index.html', () => {
  it('holds the empty list screen with the voice recorder and the bottom bar, in pt-BR', () => {
    const { tag, text } = builtScreens().get('/add-items')!;
    expect(tag).not.toContain('id="root"');
    for (const expected of [
      addItemsTexts.title,
      addItemsTexts.itemCount(0),
      addItemsTexts.emptyState,
      voiceRecorderTexts.idle,
      addItemsTexts.removeByVoiceHint,
      sharedTexts.typedItemForm.typeItems,
      addItemsTexts.save,
      sharedTexts.nav.home,
    ])
      expect(text).toContain(expected.replace(/"/g, '&quot;'));
    expect(text).not.toContain(voiceRecorderTexts.unsupported);
    expect(text).not.toContain(sharedTexts.loading);
  });

  it('is shown on /add-items in a browser that takes voice (recognition or recording), with nothing to load', () => {
    expect(firstPaintClasses({ pathname: '/add-items' })).toEqual(['prerendered-add-items']);
    expect(firstPaintClasses({ pathname: '/add-items', speech: false, recording: true })).toEqual([
      'prerendered-add-items',
    ]);
    expect(firstPaintClasses({ pathname: '/add-items', stored: { [storageKeys.drafts]: '[{"id":"a"}]' } })).toEqual([
      'prerendered-add-items',
    ]);
  });

  it('is hidden where the first screen differs: items in progress, a draft to load, the hint closed, no voice at all', () => {
    expect(
      firstPaintClasses({ pathname: '/add-items', session: { [storageKeys.addItemsInProgress]: '[{}]' } }),
    ).toEqual([]);
    expect(firstPaintClasses({ pathname: '/add-items', session: { [storageKeys.addItemsDraftId]: 'a' } })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/add-items', search: '?draft=a' })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/add-items', stored: { [voiceRemoveHintKey]: 'true' } })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/add-items', speech: false })).toEqual([]);
  });
});

describe('the other pre-rendered first screens in index.html', () => {
  const storedSession = { 'CognitoIdentityServiceProvider.client.LastAuthUser': 'user-1' };

  it('hold each screen as a guest without drafts or settings sees it, with its code, in pt-BR', () => {
    const screens = builtScreens();
    const expected: Record<string, string[]> = {
      '/saved-lists': [savedListsTexts.title, savedListsTexts.signedOut, savedListsTexts.signIn],
      '/drafts': [draftsTexts.title, draftsTexts.empty, draftsTexts.createFirst],
      '/auth': [authTexts.title, authTexts.signInTab, authTexts.signUpTab, authTexts.emailLabel],
      '/configuracoes': [
        settingsTexts.title,
        settingsTexts.currencyBrl,
        settingsTexts.premiumOnly,
        settingsTexts.darkTheme,
      ],
      '/ajuda': [helpTexts.title, helpTexts.faqLink, helpTexts.contactTitle],
      '/faq': [faqTexts.title, ...faqTexts.entries.map((entry) => entry.question)],
    };
    for (const [screenPath, texts] of Object.entries(expected)) {
      const { tag, text } = screens.get(screenPath)!;
      expect(tag).toMatch(/data-modules="\/assets\/[\w-]+-page-[\w-]+\.js[^"]*"/);
      for (const expectedText of [...texts, sharedTexts.nav.savedLists])
        expect(text).toContain(expectedText.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
      expect(text).not.toContain(sharedTexts.loading);
    }
    // All screens are in the document until the app drops the hidden ones: a label must find its own field.
    const ids = [...builtHtml.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('are shown on their routes (a trailing slash too) where nothing of the visitor changes them', () => {
    for (const screen of ['saved-lists', 'drafts', 'auth', 'configuracoes', 'ajuda', 'faq']) {
      expect(firstPaintClasses({ pathname: `/${screen}` })).toEqual([`prerendered-${screen}`]);
      expect(firstPaintClasses({ pathname: `/${screen}/` })).toEqual([`prerendered-${screen}`]);
    }
    expect(firstPaintClasses({ pathname: '/ajuda', stored: storedSession })).toEqual(['prerendered-ajuda']);
    expect(firstPaintClasses({ pathname: '/configuracoes', stored: { [storageKeys.theme]: 'light' } })).toEqual([
      'light',
      'prerendered-configuracoes',
    ]);
  });

  it('are hidden where the screen would differ: a stored session, drafts, navigation state, own settings', () => {
    expect(firstPaintClasses({ pathname: '/saved-lists', stored: storedSession })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/configuracoes', stored: storedSession })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/drafts', stored: { [storageKeys.drafts]: '[{"id":"a"}]' } })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/drafts', stored: { [storageKeys.legacyDraft]: '["arroz"]' } })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/auth', historyState: { usr: { showRegistration: true } } })).toEqual([]);
    expect(firstPaintClasses({ pathname: '/auth/callback' })).toEqual([]);
    expect(
      firstPaintClasses({ pathname: '/configuracoes', stored: { [storageKeys.selectedCurrency]: 'EUR' } }),
    ).toEqual([]);
    expect(
      firstPaintClasses({ pathname: '/configuracoes', stored: { [storageKeys.showPriceFields]: 'false' } }),
    ).toEqual([]);
    expect(firstPaintClasses({ pathname: '/configuracoes', stored: { [storageKeys.theme]: 'dark' } })).toEqual([
      'dark',
    ]);
    expect(firstPaintClasses({ pathname: '/configuracoes', systemDark: true })).toEqual([]);
  });
});
