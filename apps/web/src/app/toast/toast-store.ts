/**
 * Spec 8/9 toasts: errors red at the bottom, success green at the top, each for 3 s.
 * A tiny store (no provider needed) so the fetch layer and components can both raise one.
 */
const TOAST_DURATION_MS = 3000;

export type ToastKind = 'error' | 'success';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number): void {
  publish(toasts.filter((t) => t.id !== id));
}

function showToast(kind: ToastKind, message: string): number {
  // The same message twice in a row (e.g. two failing calls) shows once.
  const existing = toasts.find((t) => t.kind === kind && t.message === message);
  if (existing) dismissToast(existing.id);
  const id = nextId++;
  publish([...toasts, { id, kind, message }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export const toastError = (message: string) => showToast('error', message);
export const toastSuccess = (message: string) => showToast('success', message);
