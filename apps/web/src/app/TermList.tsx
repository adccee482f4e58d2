/** A description list of term and value pairs, each pair in its own row (a div, for the grid or tile styles). */
export function TermList({
  terms,
  className,
  label,
}: {
  terms: readonly (readonly [string, string])[];
  className: string;
  /** Its accessible name, where the page has no heading for it. */
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
