import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterFirstReads, eachWhenIdle } from '../after-first-reads';
import { fetchCompatibility, postTimeZone, type CompatibilityResult } from '../../api/app-info';
import { syncPushPermission } from '../../notifications/web-push';

/**
 * Spec 4 startup, once per signed-in session: check compatibility, send the device time zone and
 * sync the push permission. Spec 8 lists these failures as "logged only", so none reaches the user.
 */
export function useStartupTasks(signedIn: boolean): CompatibilityResult | null {
  const [compatibility, setCompatibility] = useState<CompatibilityResult | null>(null);
  const client = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    let cancelRest = () => {};
    // After the first screen's own reads (issue 17): none of this is on the screen. Each in a task
    // of its own: the time zone's first `Intl.DateTimeFormat()` loads the locale data.
    const cancel = afterFirstReads(client, () => {
      fetchCompatibility()
        .then((result) => active && setCompatibility(result))
        .catch((error: unknown) => console.warn('Compatibility check failed', error));
      cancelRest = eachWhenIdle([
        () => {
          const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
          postTimeZone(timeZone).catch((error: unknown) => console.warn('Time zone update failed', error));
        },
        () => {
          syncPushPermission().catch((error: unknown) => console.warn('Push permission sync failed', error));
        },
      ]);
    });
    return () => {
      active = false;
      cancel();
      cancelRest();
    };
  }, [signedIn, client]);
  return compatibility;
}
