import { useEffect, useState } from 'react';
import { fetchCompatibility, postTimeZone, type CompatibilityResult } from '../../api/app-info';

/**
 * Spec 4 startup, once per signed-in session: check compatibility and send the device time
 * zone. Spec 8 lists both failures as "logged only", so neither reaches the user.
 */
export function useStartupTasks(signedIn: boolean): CompatibilityResult | null {
  const [compatibility, setCompatibility] = useState<CompatibilityResult | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    fetchCompatibility()
      .then((result) => active && setCompatibility(result))
      .catch((error: unknown) => console.warn('Compatibility check failed', error));
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    postTimeZone(timeZone).catch((error: unknown) => console.warn('Time zone update failed', error));
    return () => {
      active = false;
    };
  }, [signedIn]);
  return compatibility;
}
