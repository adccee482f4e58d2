import {
  Component,
  lazy,
  type ComponentType,
  type ErrorInfo,
  type FunctionComponent,
  type ReactNode,
} from 'react';

/** Spec 9: a route chunk that has not loaded after 120 s is treated as failed. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('The page took too long to load.');
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A lazily loaded page whose chunk can be asked for before it renders (`preload`). */
export type LazyPage<P extends object> = FunctionComponent<P> & {
  preload: () => Promise<unknown>;
};

export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyPage<P> {
  // One load for the early `preload` (at app start, issue 17) and the render; a failed one is tried again.
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    (loading ??= withTimeout(load, timeoutMs).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  // A chunk already there (preloaded at the start) renders at once: through `lazy` the page would
  // suspend for a microtask, and React holds a suspended page's reveal for up to 300 ms after its
  // fallback shows (issue 17: the dashboard's first content came ~0.3 s after its data).
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: () => start().catch(() => undefined) });
}

interface BoundaryState {
  failed: boolean;
}

/** Shows a retry message when a route chunk fails or times out (e.g. offline after an update). */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page page--center" aria-labelledby="chunk-error-title">
        <h1 id="chunk-error-title">This screen could not be loaded</h1>
        <p className="muted">Please check your internet connection and try again.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Retry
        </button>
      </section>
    );
  }
}
