import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <article className="page page--narrow legal" aria-labelledby="legal-title">
      <Link to="/" className="button button--link back-link">
        ← Back to Tricoach
      </Link>
      <h1 id="legal-title">{title}</h1>
      <p className="muted">Last updated {updated}</p>
      <p>{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
