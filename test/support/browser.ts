import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium; tests never use a browser that a tool downloads. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium with the flags this machine needs: no sandbox (root), and no
 * background networking, which the closed network would refuse many times a second;
 * `extraArgs` adds others (a fake microphone).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A phone-sized page context in pt-BR, as a shopper holds it. */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    hasTouch: true,
    isMobile: true,
  });
}
