/**
 * Voice that cannot work here (no server transcription, no connection) offers typing: the
 * recorder's toast action asks, and the page's "Digitar itens" form opens and takes focus.
 */
const openTypingEvent = 'app:open-typed-item-form';

export function offerTyping(): void {
  window.dispatchEvent(new Event(openTypingEvent));
}

/** Calls `open` whenever typing is offered; returns the unsubscribe. */
export function onTypingOffered(open: () => void): () => void {
  window.addEventListener(openTypingEvent, open);
  return () => window.removeEventListener(openTypingEvent, open);
}
