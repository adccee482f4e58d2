import { HISTORY_RANGES, type HistoryRange } from './history-api';
import { RANGE_LABEL } from './history-format';

/** The statistics tabs of spec 9: 1 month, 3 months, 1 year, all time. */
export function RangeTabs({
  range,
  onChange,
}: {
  range: HistoryRange;
  onChange: (range: HistoryRange) => void;
}) {
  return (
    <div className="tabs range-tabs" role="tablist" aria-label="Period">
      {HISTORY_RANGES.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={option === range}
          className={`tabs__tab${option === range ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(option)}
        >
          {RANGE_LABEL[option]}
        </button>
      ))}
    </div>
  );
}
