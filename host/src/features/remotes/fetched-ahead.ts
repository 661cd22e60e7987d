// Plain code: the shell's start script (index.ts) fills this before any shared module may run.

/** Answers fetched ahead, by absolute address; each is handed out once. */
const ahead = new Map<string, Promise<Response>>();

const absolute = (address: string) => new URL(address, globalThis.location.href).href;

/** Keeps an answer the start script asked for, for whoever reads that address first. */
export function keepFetchedAhead(address: string, answer: Promise<Response>): void {
  ahead.set(absolute(address), answer);
}

/**
 * The answer fetched ahead for `address`, once; null when there is none (or it was taken), and
 * the caller fetches as before. A Retry therefore always asks the network.
 */
export function takeFetchedAhead(address: string): Promise<Response> | null {
  const key = absolute(address);
  const answer = ahead.get(key) ?? null;
  ahead.delete(key);
  return answer;
}
