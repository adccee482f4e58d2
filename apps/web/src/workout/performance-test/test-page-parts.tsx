import type { ReactNode } from 'react';
import { Loading } from '../../app/Loading';

/** A titled card of a performance-test page. */
export function TestCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="test-card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A card holding a list: numbered steps (the protocol) or bullets (what to bring, tips). */
export function TestListCard({
  title,
  items,
  numbered = false,
}: {
  title: string;
  items: readonly string[];
  numbered?: boolean;
}) {
  const entries = items.map((item) => <li key={item}>{item}</li>);
  return (
    <TestCard title={title}>
      {numbered ? <ol className="test-steps">{entries}</ol> : <ul className="test-list">{entries}</ul>}
    </TestCard>
  );
}

/** A test page that has only a message to show: its view failed to load, or holds no result yet. */
export function TestPageMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page page--narrow test-page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** What a test page shows until its view is there: Loading, or the load error under the page's title. */
export function TestViewNotLoaded({
  view,
  loadingLabel,
  title,
}: {
  view: { isError: boolean; error: Error | null };
  loadingLabel: string;
  title: string;
}) {
  if (!view.isError) return <Loading label={loadingLabel} />;
  return (
    <TestPageMessage title={title}>
      <p role="alert">{view.error?.message}</p>
    </TestPageMessage>
  );
}
