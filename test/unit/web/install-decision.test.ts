import { decideInstallOffer, type InstallContext } from '@/lib/install-decision';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ipad =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const instagramIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0';
const whatsappAndroidWebview =
  'Mozilla/5.0 (Linux; Android 13; SM-A135M; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36';
const facebookAndroid = `${androidChrome} [FB_IAB/FB4A;FBAV/459.0.0.0;]`;
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function on(userAgent: string, rest: Partial<InstallContext> = {}): InstallContext {
  return { userAgent, maxTouchPoints: 5, standalone: false, isSecureContext: true, hasInstallPrompt: false, ...rest };
}

describe('what the install banner offers', () => {
  it('offers nothing once the app runs installed (standalone), on any phone', () => {
    for (const agent of [iphoneSafari, androidChrome, instagramIos])
      expect(decideInstallOffer(on(agent, { standalone: true, hasInstallPrompt: true }))).toBe('none');
  });

  it('shows the steps on iPhone and on iPad (which says it is a Mac with touch)', () => {
    expect(decideInstallOffer(on(iphoneSafari))).toBe('ios-steps');
    expect(decideInstallOffer(on(ipad))).toBe('ios-steps');
    expect(decideInstallOffer(on(ipad, { maxTouchPoints: 0 }))).toBe('none');
  });

  it("uses Android's native prompt when captured, else the copy-link fallback; only in a secure context", () => {
    expect(decideInstallOffer(on(androidChrome, { hasInstallPrompt: true }))).toBe('android-prompt');
    expect(decideInstallOffer(on(androidChrome))).toBe('android-copy-link');
    expect(decideInstallOffer(on(androidChrome, { isSecureContext: false, hasInstallPrompt: true }))).toBe('none');
  });

  it('sends in-app browsers (Instagram, WhatsApp webview, Facebook) to the copy-link dialog', () => {
    expect(decideInstallOffer(on(instagramIos))).toBe('in-app-copy-link');
    expect(decideInstallOffer(on(whatsappAndroidWebview, { hasInstallPrompt: true }))).toBe('in-app-copy-link');
    expect(decideInstallOffer(on(facebookAndroid))).toBe('in-app-copy-link');
  });

  it('offers nothing on a desktop browser', () => {
    expect(decideInstallOffer(on(desktopChrome, { maxTouchPoints: 0, hasInstallPrompt: true }))).toBe('none');
  });
});
