/** A polite "loading" status; the text is passed in translated. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="ui-loading">
      <span className="ui-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
