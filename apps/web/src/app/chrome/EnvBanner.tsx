import { appEnvironment } from '../../api/config';

/** Spec 1/6: non-production builds show their environment; a tap toggles the performance overlay. */
export function EnvBanner({ onToggle, overlayOpen }: { onToggle: () => void; overlayOpen: boolean }) {
  const environment = appEnvironment();
  if (environment === 'production') return null;
  return (
    <button
      type="button"
      className={`env-banner env-banner--${environment}`}
      onClick={onToggle}
      aria-pressed={overlayOpen}
      aria-label={`Environment: ${environment}. Toggle performance stats`}
    >
      {environment}
    </button>
  );
}
