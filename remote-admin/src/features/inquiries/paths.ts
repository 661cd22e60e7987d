/** The inquiry list; a detail returns to it with the filters it was opened from. */
export const INQUIRIES_PATH = '/admin/inquiry';

export const inquiryPath = (id: number) => `/admin/inquiries/${id}`;

/** What the list hands to a detail it opens, and what a detail hands back. */
export interface InquiryLocationState {
  /** The list's query string (`?status=pending&page=2`), to return to the same view. */
  from?: string;
  /** The outcome to say on the list (an answer registered). */
  saved?: string;
}

export function locationStateOf(state: unknown): InquiryLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const from = 'from' in state && typeof state.from === 'string' ? state.from : undefined;
  const saved = 'saved' in state && typeof state.saved === 'string' ? state.saved : undefined;
  return {
    // Only a query string of this list, never another address.
    ...(from !== undefined && (from === '' || from.startsWith('?')) ? { from } : {}),
    ...(saved !== undefined ? { saved } : {}),
  };
}
