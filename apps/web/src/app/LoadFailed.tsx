/**
 * A load that failed, inside a page's own layout: the error, read out at once, and Retry.
 * (QueryState shows the same in its status card, for pages that leave the states to it.)
 */
export function LoadFailed({ message, onRetry }: { message: string | undefined; onRetry: () => unknown }) {
  return (
    <>
      <p className="muted" role="alert">
        {message}
      </p>
      <button type="button" className="button" onClick={() => void onRetry()}>
        Retry
      </button>
    </>
  );
}
