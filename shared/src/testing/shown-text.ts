/**
 * A node's text as a reader sees it: spaces collapsed and trimmed, as Testing Library's own
 * queries compare it. An amount's figure and code are joined by a no-break space (so a line never
 * parts them), which reads as any other space.
 */
export function shownText(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
