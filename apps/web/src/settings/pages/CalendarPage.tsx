import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiFetch } from '../../api/client';
import { ActionButton } from '../../app/form/fields';
import { LoadFailed } from '../../app/LoadFailed';
import { Loading } from '../../app/Loading';
import { toastError, toastSuccess } from '../../app/toast/toast-store';
import { SettingsFrame } from '../SettingsFrame';
import './CalendarPage.css';

/** docs/api.md "Calendar feed": the private URL, its webcal:// twin, and a reset. */
interface CalendarFeed {
  url: string;
  webcalUrl: string;
}

const feedKey = ['calendar-feed'] as const;
const fetchFeed = () => apiFetch<CalendarFeed>('/api/v1/app/calendar-feed');
const resetFeed = () =>
  apiFetch<CalendarFeed>('/api/v1/app/calendar-feed/reset', {
    method: 'POST',
    action: 'calendar-feed.reset',
  });

/** Settings → Calendar subscription: planned workouts in the athlete's own calendar app. */
export function CalendarPage() {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: feedKey, queryFn: fetchFeed });
  const input = useRef<HTMLInputElement>(null);
  const reset = useMutation({
    mutationFn: resetFeed,
    onSuccess: (fresh) => {
      queryClient.setQueryData(feedKey, fresh);
      toastSuccess('New link created. Subscribe again with it.');
    },
    onError: (error) => toastError(error.message),
  });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess('Link copied');
    } catch {
      // Clipboard access can be refused (http, permissions): select the text for a manual copy.
      input.current?.select();
      toastError('Copy did not work. The link is selected: copy it by hand.');
    }
  };

  const confirmReset = () => {
    if (window.confirm('Create a new link? Calendars subscribed with the old link stop updating.'))
      reset.mutate();
  };

  return (
    <SettingsFrame
      title="Calendar subscription"
      lead="See your planned workouts in your phone or computer calendar. It updates itself when your plan changes."
    >
      {feed.isPending ? (
        <Loading label="Loading your calendar link" />
      ) : feed.isError ? (
        <div className="calendar-feed">
          <LoadFailed message={feed.error.message} onRetry={feed.refetch} />
        </div>
      ) : (
        <div className="calendar-feed">
          <a href={feed.data.webcalUrl} className="button button--primary button--block">
            Add to calendar
          </a>
          <div className="field">
            <label htmlFor="calendar-url">Your private calendar link</label>
            <div className="calendar-feed__url">
              <input
                id="calendar-url"
                ref={input}
                readOnly
                value={feed.data.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className="button" onClick={() => void copy(feed.data.url)}>
                Copy
              </button>
            </div>
          </div>
          <h2>How to subscribe</h2>
          <ul className="calendar-feed__steps">
            <li>
              <strong>iPhone, iPad, Mac:</strong> tap “Add to calendar” and confirm the subscription.
            </li>
            <li>
              <strong>Google Calendar:</strong> on a computer, Other calendars → + → From URL, then paste the
              link.
            </li>
            <li>
              <strong>Outlook:</strong> Add calendar → Subscribe from web, then paste the link.
            </li>
          </ul>
          <p className="muted">
            Each workout shows as an all-day event with its duration and targets. Skipped workouts are left
            out. Calendar apps refresh subscriptions on their own schedule, often every few hours.
          </p>
          <h2>Keep it private</h2>
          <p className="muted">
            Anyone with this link can see your planned workouts. If you shared it by mistake, create a new
            one: the old link stops working.
          </p>
          <ActionButton
            className="button button--ghost button--block"
            onClick={confirmReset}
            busy={reset.isPending}
            busyLabel="Creating a new link…"
          >
            Create a new link
          </ActionButton>
        </div>
      )}
    </SettingsFrame>
  );
}
