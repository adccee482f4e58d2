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

/** A page's chunk that could not be fetched (offline, or a new release removed it). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`The page could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'ChunkLoadError';
  }
}

const isChunkFailure = (error: unknown) =>
  error instanceof ChunkLoadError || error instanceof ChunkTimeoutError;

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
        reject(new ChunkLoadError(error));
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
  error: unknown;
  failed: boolean;
}

/**
 * Shows a retry message when a route chunk fails or times out (e.g. offline after an update).
 * Any other error is the page's own bug: it goes on to the app's boundary (RouteError), which
 * says so and reports it, rather than being shown as a network problem and never reported.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkFailure(error)) console.error('Page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Thrown from this boundary's own render, it reaches the boundary above.
    if (!isChunkFailure(this.state.error)) throw this.state.error;
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
