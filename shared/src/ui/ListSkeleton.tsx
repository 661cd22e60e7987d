/**
 * The list's shape while it loads: grey rows where the rows will be, and the word "loading" for
 * screen readers (the grey rows are hidden from them).
 */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className="ui-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="ui-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
