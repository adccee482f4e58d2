import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type Toast, type ToastKind } from './toast-store';

function ToastStack({ kind, toasts }: { kind: ToastKind; toasts: readonly Toast[] }) {
  const mine = toasts.filter((t) => t.kind === kind);
  return (
    <div
      className={`toast-stack toast-stack--${kind === 'error' ? 'bottom' : 'top'}`}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
    >
      {mine.map((t) => (
        <div key={t.id} role={kind === 'error' ? 'alert' : 'status'} className={`toast toast--${kind}`}>
          <span>{t.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss message"
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  return (
    <>
      <ToastStack kind="success" toasts={toasts} />
      <ToastStack kind="error" toasts={toasts} />
    </>
  );
}
