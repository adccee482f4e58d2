/**
 * The theme's progress bar (`.progress`), read out as `value` of `max` (0 to 100 unless said)
 * and filled to `filledPercent` (to `value` when it counts in percent).
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  filledPercent = value,
}: {
  label: string;
  value: number;
  max?: number;
  filledPercent?: number;
}) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <span className="progress__bar" style={{ width: `${filledPercent}%` }} />
    </div>
  );
}
