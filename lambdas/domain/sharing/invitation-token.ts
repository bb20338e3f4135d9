/**
 * Invitation tokens: 128 random bits in base64url (22 characters), stored only as their
 * SHA-256, so the table never holds a usable link. Web Crypto (a global in Node and browsers).
 */
export const invitationTokenPattern = /^[A-Za-z0-9_-]{22}$/;

export function newInvitationToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The token's SHA-256 in hex: the key its invitation is stored under. */
export async function hashInvitationToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
