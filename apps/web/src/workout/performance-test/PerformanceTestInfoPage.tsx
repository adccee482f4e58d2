import type { PageProps } from '../../app/route-types';
import { BackToHub } from '../../athlete-hub/BackToHub';
import { TestCard, TestListCard } from './test-page-parts';
import { SPORT_OF_PATH, TEST_INFO } from './test-info-content';
import './performance-test.css';

/** /app/workout/performance-test-info/swimming|cycling|running: what the test is and how it runs. */
export function PerformanceTestInfoPage({ route }: PageProps) {
  const sport = SPORT_OF_PATH[route.path.split('/').pop() ?? ''] ?? 'run';
  const info = TEST_INFO[sport];
  return (
    <article className="page page--narrow test-page" aria-labelledby="test-info-title">
      <BackToHub />
      <h1 id="test-info-title">{info.title}</h1>
      <TestCard title="What it measures">
        <p>{info.measures}</p>
      </TestCard>
      <TestCard title="Why every 6–8 weeks">
        <p>{info.why}</p>
      </TestCard>
      <TestListCard title="How it works" items={info.protocol} numbered />
      <TestListCard title="What to bring" items={info.bring} />
      <TestListCard title="Tips for a true result" items={info.tips} />
    </article>
  );
}
