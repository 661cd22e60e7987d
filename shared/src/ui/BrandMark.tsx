/**
 * The site's mark: a wallet card in the primary colour with a coin in the accent. Decorative (the
 * name beside it is the text), drawn inline so it costs no request and follows the tokens.
 */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="ui-brand-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="6" width="28" height="21" rx="5" fill="var(--ui-primary)" />
      <path d="M2 12h28" stroke="var(--ui-primary-dark)" strokeWidth="3" />
      <rect x="18" y="15" width="12" height="8" rx="4" fill="var(--ui-primary-soft)" />
      <circle cx="23" cy="19" r="2.2" fill="var(--ui-accent)" />
    </svg>
  );
}
