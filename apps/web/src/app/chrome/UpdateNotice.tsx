import { useState } from 'react';
import type { CompatibilityResult } from '../../api/app-info';

type Presentation = { kind: 'none' } | { kind: 'dismissible' | 'blocking'; title: string };

/**
 * Spec 4 "Update compatibility": NoUserActionNeeded shows nothing; UpdateAvailable,
 * UpdateRecommended and UpdateUrgent a modal the athlete may dismiss; any other value (ForceUpdate,
 * or one this build does not know) a modal that stays.
 */
export function presentationOf(compatibility: string): Presentation {
  switch (compatibility) {
    case 'NoUserActionNeeded':
      return { kind: 'none' };
    case 'UpdateAvailable':
      return { kind: 'dismissible', title: 'Update available' };
    case 'UpdateRecommended':
      return { kind: 'dismissible', title: 'Update recommended' };
    case 'UpdateUrgent':
      return { kind: 'dismissible', title: 'Important update' };
    default:
      return { kind: 'blocking', title: 'Update required' };
  }
}

// On the web "updating" means loading the newest build (the service worker updates itself).
const reload = () => window.location.reload();

/** The update-required modal of spec 2, shown from the startup compatibility check. */
export function UpdateNotice({ result }: { result: CompatibilityResult | null }) {
  const [dismissed, setDismissed] = useState(false);
  if (!result || dismissed) return null;
  const presentation = presentationOf(result.compatibility);
  if (presentation.kind === 'none') return null;
  const hint = result.userHint || 'A new version of Tricoach is available.';
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="update-title"
        aria-describedby="update-hint"
      >
        <h2 id="update-title">{presentation.title}</h2>
        <p id="update-hint">{hint}</p>
        <div className="modal__actions">
          {/* Focus moves into the dialog so keyboard and screen-reader users meet it first. */}
          <button type="button" className="button button--primary" onClick={reload} autoFocus>
            Update now
          </button>
          {presentation.kind === 'dismissible' ? (
            <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
              Later
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
