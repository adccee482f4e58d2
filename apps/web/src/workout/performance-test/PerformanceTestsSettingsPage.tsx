import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { displayDate, todayIso } from '../../athlete-data/dates';
import { Loading } from '../../app/Loading';
import { SettingsFrame } from '../../settings/SettingsFrame';
import { fetchOutlook, planKeys } from '../plan-api';
import { SPORT_LABEL, weekdayName } from '../plan-format';
import { SPORT_OF_PATH, TEST_INFO } from './test-info-content';
import { testPath } from './use-performance-test';
import './performance-test.css';

/** The plan's own horizon for the outlook call: six weeks ahead holds the next test of each sport. */
const HORIZON_DAYS = 42;

/** settings/performance-tests: the tests the plan has scheduled and what each one is. */
export function PerformanceTestsSettingsPage() {
  const from = todayIso();
  const outlook = useQuery({
    queryKey: [...planKeys.outlook(from), HORIZON_DAYS],
    queryFn: () => fetchOutlook(from, HORIZON_DAYS),
  });
  const tests = (outlook.data?.days ?? [])
    .flatMap((day) => day.sessions)
    .filter((session) => session.focus === 'PerformanceTest' && session.status !== 'skipped');
  return (
    <SettingsFrame
      title="Performance tests"
      lead="Your zones come from these tests. The plan schedules one per sport every 6–8 weeks, in a lighter week."
    >
      <section className="test-card" aria-labelledby="tests-planned">
        <h2 id="tests-planned">Planned in the next six weeks</h2>
        {outlook.isPending ? <Loading label="Loading your plan" /> : null}
        {outlook.isError ? <p role="alert">Your plan could not be loaded. Please try again.</p> : null}
        {outlook.data && tests.length === 0 ? <p className="muted">No test in the next six weeks.</p> : null}
        {tests.length > 0 ? (
          <ul className="test-list">
            {tests.map((test) => (
              <li key={test.id}>
                <Link to={testPath(test.id, 'pre')}>
                  {SPORT_LABEL[test.sport]}: {test.title}
                </Link>{' '}
                <span className="muted">
                  {weekdayName(test.date)} {displayDate(test.date)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="test-card" aria-labelledby="tests-about">
        <h2 id="tests-about">About the tests</h2>
        <ul className="test-list">
          {Object.entries(SPORT_OF_PATH).map(([path, sport]) => (
            <li key={path}>
              <Link to={`/app/workout/performance-test-info/${path}`}>{TEST_INFO[sport].title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </SettingsFrame>
  );
}
