import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  useEffect(() => {
    if (!signedIn) return;
    return watchLifecycle({
      onActive: (wasAwayLong) => {
        void queryClient.invalidateQueries({ queryKey: identityKey });
        postTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone).catch((error: unknown) =>
          console.warn('Time zone update failed', error),
        );
        if (wasAwayLong && !hasPendingPushAction()) void navigate('/app/dashboard');
      },
    });
  }, [signedIn, navigate, queryClient]);
}
