import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { postTimeZone } from '../../api/app-info';
import { identityKey } from '../../api/identity';
import { watchLifecycle } from './app-lifecycle';
import { hasPendingPushAction, usePushActionFromUrl } from './push-action';

/**
 * Spec 4: becoming active again re-reads the identity and the time zone (a traveller's
 * plan follows the device); after 3 hours away the app opens on the dashboard, unless a tapped
 * push is taking the athlete somewhere (pending for 5 s).
 */
export function useAppLifecycle(signedIn: boolean): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePushActionFromUrl(signedIn);
  // The router's navigate changes with the location: the watch must not restart (and forget when
  // the page was hidden) on every navigation.
  const goToDashboard = useEffectEvent(() => void navigate('/app/dashboard'));
  useEffect(() => {
    if (!signedIn) return;
    return watchLifecycle({
      onActive: (wasAwayLong) => {
        void queryClient.invalidateQueries({ queryKey: identityKey });
        postTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone).catch((error: unknown) =>
          console.warn('Time zone update failed', error),
        );
        if (wasAwayLong && !hasPendingPushAction()) goToDashboard();
      },
    });
  }, [signedIn, queryClient]);
}
