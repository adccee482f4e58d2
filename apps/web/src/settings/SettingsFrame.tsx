import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Every settings page: a way back to its parent, the heading, then the page. */
export function SettingsFrame({
  title,
  back = '/app/settings',
  backLabel = 'Settings',
  lead,
  children,
}: {
  title: string;
  back?: string;
  backLabel?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page page--narrow settings" aria-labelledby="settings-title">
      <Link to={back} className="button button--link back-link">
        ← {backLabel}
      </Link>
      <h1 id="settings-title">{title}</h1>
      {lead ? <p className="muted">{lead}</p> : null}
      {children}
    </section>
  );
}

interface NavItem {
  to: string;
  label: string;
  value?: ReactNode;
}

/** A list of links to sub-pages, each with its current value. */
export function NavList({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <nav aria-label={label} className="nav-list">
      <h2>{label}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="nav-list__item">
              <span>{item.label}</span>
              {item.value !== undefined ? <span className="nav-list__value">{item.value}</span> : null}
              <span aria-hidden="true" className="nav-list__chevron">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
