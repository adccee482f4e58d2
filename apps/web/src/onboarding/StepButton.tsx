import { useStep } from './use-step';

/** Moves on from `step` with nothing to save: Continue, or a quiet Skip. */
export function StepButton({
  step,
  label = 'Continue',
  quiet = false,
}: {
  step: string;
  label?: string;
  quiet?: boolean;
}) {
  const { advance, busy } = useStep(step);
  return (
    <button
      type="button"
      className={quiet ? 'button button--ghost button--block' : 'button button--primary button--block'}
      disabled={busy}
      onClick={() => void advance()}
    >
      {label}
    </button>
  );
}
