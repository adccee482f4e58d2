import { Link } from 'react-router';
import type { HistoryRange } from './history-api';
import { RangeTabs } from './RangeTabs';

/**
 * The head of a page opened from Statistics: back to Statistics on the same period (1 month
 * is its default, so it needs no query), the page's title, and the period tabs.
 */
export function StatisticsSubpageHeader({
  titleId,
  title,
  range,
  onRangeChange,
}: {
  titleId: string;
  title: string;
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
}) {
  return (
    <>
      <Link to={range === '1m' ? '/app/analytics' : `/app/analytics?range=${range}`} className="back-link">
        ‹ Statistics
      </Link>
      <h1 id={titleId}>{title}</h1>
      <RangeTabs range={range} onChange={onRangeChange} />
    </>
  );
}
