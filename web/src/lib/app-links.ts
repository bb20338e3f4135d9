/**
 * Addresses the app links to from several screens. The tutorial video is external
 * (spec §2 Home); set VITE_TUTORIAL_VIDEO_URL at build time to the published video.
 * Until it is published the button opens the FAQ, which explains each step, rather
 * than a search page.
 */
export const tutorialVideoUrl: string = (import.meta.env.VITE_TUTORIAL_VIDEO_URL as string | undefined) ?? '/faq';

/** Whether the tutorial opens outside the app (a new tab) or on the FAQ. */
export const tutorialIsExternal = /^https?:\/\//.test(tutorialVideoUrl);

/** The product's own site, to install or share (spec §9: the install link is the product's site). */
export function appSiteUrl(): string {
  return window.location.origin + '/';
}

/** Copy-link feedback lasts 2 s (spec §9). */
export const copyFeedbackMs = 2_000;

/** Copies text; false when the browser refuses (no clipboard permission, old browser). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
