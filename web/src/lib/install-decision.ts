/** What the install banner offers (spec §4 Install, §5, §9). */
export type InstallOffer = 'none' | 'ios-steps' | 'android-prompt' | 'android-copy-link' | 'in-app-copy-link';

export interface InstallContext {
  userAgent: string;
  /** navigator.maxTouchPoints (iPadOS reports itself as a Mac with touch). */
  maxTouchPoints: number;
  /** display-mode standalone, or iOS's navigator.standalone: already installed. */
  standalone: boolean;
  isSecureContext: boolean;
  /** A captured beforeinstallprompt event is waiting. */
  hasInstallPrompt: boolean;
}

/** Webviews of messaging and social apps, which cannot install a web app. */
const inAppBrowser =
  /FBAN|FBAV|FB_IAB|Instagram|Line\/|WhatsApp|Twitter|TikTok|musical_ly|Snapchat|Pinterest|LinkedInApp|Telegram|GSA\/|; wv\)/i;

function isIos(context: InstallContext): boolean {
  return (
    /iPad|iPhone|iPod/.test(context.userAgent) || (/Macintosh/.test(context.userAgent) && context.maxTouchPoints > 1)
  );
}

/**
 * The install banner's offer: nothing when installed; in-app browsers get a copy-link
 * dialog (to open the site in the real browser); iOS gets the steps; Android in a secure
 * context gets the native prompt when captured, else the copy-link fallback.
 */
export function decideInstallOffer(context: InstallContext): InstallOffer {
  if (context.standalone) return 'none';
  if (inAppBrowser.test(context.userAgent)) return 'in-app-copy-link';
  if (isIos(context)) return 'ios-steps';
  if (/Android/i.test(context.userAgent) && context.isSecureContext)
    return context.hasInstallPrompt ? 'android-prompt' : 'android-copy-link';
  return 'none';
}
