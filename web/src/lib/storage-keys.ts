/**
 * Keys of the browser's storage, named as in spec §3 where the spec names them. One
 * place, so sign-out can clear the user's keys and keep the device's.
 */
export const storageKeys = {
  /** The device identifier; survives sign-out (spec §4). */
  deviceId: 'device_id',
  /** The signed-in user's id (Cognito `sub`), to notice a different user after a token refresh. */
  currentUserId: 'current_user_id',
  /** sessionStorage: the items being added on /add-items, so a reload or the sign-in round trip keeps them. */
  addItemsInProgress: 'addItemsInProgress',
  /** sessionStorage: the id of the draft loaded on /add-items (spec §2 Add items, query draft={id}). */
  addItemsDraftId: 'addItemsDraftId',
  /** sessionStorage: the draft that holds a list whose save waits for the Premium checkout (lib/drafts/save-after-upgrade.ts). */
  saveAfterUpgrade: 'saveAfterUpgrade',
  /** Local setting: BRL (default) or EUR. */
  selectedCurrency: 'selectedCurrency',
  /** Local setting: show the price field per item (spec §3; the settings screen writes it). */
  showPriceFields: 'showPriceFields',
  /** Local setting: group a premium user's items by category (spec §3 categorizeItems). */
  categorizeItems: 'categorizeItems',
  /** Local setting: "light" or "dark"; absent follows the system. index.html reads it before the first paint. */
  theme: 'theme',
  /** When the local settings were last changed (ISO time): the newer of this device and the account wins. */
  settingsChangedAt: 'settingsChangedAt',
  /** The final list (spec §2 Final list): the items taken shopping, with their checkboxes. Device data. */
  finalList: 'groceryItems',
  /** The local drafts (spec §3 Draft). Device data: survives sign-out. */
  drafts: 'groceryDrafts',
  /** The old single draft, migrated into groceryDrafts when /drafts opens (spec §5). */
  legacyDraft: 'draftGroceryItems',
  /** The last agreement the server answered, per owner (`user:<id>` or `device:<device id>`); see features/legal. */
  agreements: 'userAgreements',
  /** The home "Continuar" card was closed for this draft version (`id@updatedAt`). */
  dismissedDraftCard: 'dismissedDraftCard',
  /** How this device's voice input worked last: 'recognition' (the browser's) or 'recording' (a clip the server transcribes). */
  voicePath: 'voicePath',
  /** Per user (`<key>:<userId>`): how many saved-list changes wait in the offline outbox, so app start loads it only then. */
  pendingListChanges: 'pendingListChanges',
} as const;

/** Keys tied to a user: cleared on sign-out and when another user's session appears. */
export const userScopedKeys: readonly string[] = [storageKeys.currentUserId];

/** Prefixes of the auth library's own keys (tokens), which it clears itself on sign-out. */
const authLibraryKeyPrefixes = ['CognitoIdentityServiceProvider.', 'amplify-'];

/** Removes the user's local keys; `includeAuthLibrary` also drops Amplify's token keys (after sign-out). */
export function clearUserScopedKeys({ includeAuthLibrary = false } = {}): void {
  try {
    for (const key of userScopedKeys) localStorage.removeItem(key);
    if (!includeAuthLibrary) return;
    for (const key of Object.keys(localStorage)) {
      if (authLibraryKeyPrefixes.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}
