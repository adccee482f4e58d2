import type { ReactNode } from 'react';
import { QueryState } from '../app/QueryState';
import type { Outlook } from '../workout/plan-api';
import { useComingWeek } from './use-coming-week';

/** A week tool (edit next week, recalculate): its title and what it does, over the coming week once loaded. */
export function ComingWeekPage({
  className,
  titleId,
  title,
  lead,
  children,
}: {
  className: string;
  titleId: string;
  title: string;
  lead: ReactNode;
  children: (outlook: Outlook) => ReactNode;
}) {
  const week = useComingWeek();
  return (
    <section className={`page ${className}`} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p className="muted">{lead}</p>
      <QueryState query={week} loadingLabel="Loading the week">
        {children}
      </QueryState>
    </section>
  );
}
