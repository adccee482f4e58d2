import { Link } from 'react-router';
import { displayDate } from '../../athlete-data/dates';
import { useUnits } from '../use-plan';
import { formatSessionDuration } from '../plan-format';
import { formatMetric, METRIC_LABEL, SPORT_TYPE } from './test-format';
import { TestCard, TestListCard, TestViewNotLoaded } from './test-page-parts';
import { testPath, useTestPreView } from './use-performance-test';
import './performance-test.css';

/** /app/workout/performance-test/:id/pre — what the test measures, the protocol, how to prepare. */
export function PerformanceTestPrePage() {
  const view = useTestPreView();
  const units = useUnits();
  if (!view.isSuccess)
    return <TestViewNotLoaded view={view} loadingLabel="Loading the test" title="Performance test" />;
  const test = view.data;
  return (
    <article className="page page--narrow test-page" aria-labelledby="test-pre-title">
      <Link
        to={`/app/workout/planned/${encodeURIComponent(test.sessionId)}`}
        className="button button--link back-link"
      >
        ← Planned workout
      </Link>
      <h1 id="test-pre-title">{test.name}</h1>
      <p className="muted">
        {displayDate(test.date)}
        {test.duration ? ` · ${formatSessionDuration(test.duration)}` : ''}
      </p>
      <TestCard title="What it measures">
        <p>{test.purpose}</p>
      </TestCard>
      <TestCard title="Your current threshold">
        <dl className="summary-list">
          {test.currentThresholds.map((threshold) => (
            <div key={threshold.metric} className="summary-list__row">
              <dt>{METRIC_LABEL[threshold.metric]}</dt>
              <dd>
                {threshold.value === null
                  ? 'not set'
                  : formatMetric(threshold.metric, threshold.value, units)}
                {threshold.isEstimate ? <span className="badge">estimated</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </TestCard>
      <TestListCard title="The protocol" items={test.protocol} numbered />
      <TestListCard title="How to prepare" items={test.preparation} />
      <div className="test-actions">
        <Link to={testPath(test.sessionId, 'post')} className="button button--primary button--block">
          {test.hasResult ? 'See your result' : 'Done the test? Enter your result'}
        </Link>
        <Link
          to={`/app/workout/planned/${encodeURIComponent(test.sessionId)}`}
          className="button button--ghost button--block"
        >
          Start: the session step by step
        </Link>
        <Link
          to={`/app/workout/performance-test-info/${SPORT_TYPE[test.sport]}`}
          className="button button--link"
        >
          More about this test
        </Link>
      </div>
    </article>
  );
}
