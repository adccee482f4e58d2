/**
 * A ref that moves focus to its element when it mounts: what React's `autoFocus` does. The
 * production build runs on Preact (issue 17), which writes `autofocus` as an attribute, and a
 * browser honours that attribute once per page, not in every dialog that opens later.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
