import { useEffect } from 'react';

interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The installed app's icon shows the unread notifications (Badging API, where the browser has it). */
export function useAppBadge(unread: number | undefined): void {
  useEffect(() => {
    const badging = navigator as Navigator & BadgingNavigator;
    if (unread === undefined || !badging.setAppBadge || !badging.clearAppBadge) return;
    const update = unread > 0 ? badging.setAppBadge(unread) : badging.clearAppBadge();
    update.catch(() => undefined);
  }, [unread]);
}
