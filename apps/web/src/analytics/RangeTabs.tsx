import { Tabs } from '../app/Tabs';
import { HISTORY_RANGES, type HistoryRange } from './history-api';
import { RANGE_LABEL } from './history-format';

const RANGE_OPTIONS = HISTORY_RANGES.map((range) => ({ value: range, label: RANGE_LABEL[range] }));

/** The statistics tabs of spec 9: 1 month, 3 months, 1 year, all time. */
export function RangeTabs({
  range,
  onChange,
}: {
  range: HistoryRange;
  onChange: (range: HistoryRange) => void;
}) {
  return (
    <Tabs className="range-tabs" label="Period" options={RANGE_OPTIONS} value={range} onChange={onChange} />
  );
}
