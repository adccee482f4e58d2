import type { FastifyBaseLogger } from 'fastify';

/**
 * What happened in an athlete's training, told to whoever cares (the coach's notifications,
 * caches). Modules emit; they never import their listeners, so writing a workout does not
 * depend on how the coach talks about it.
 */
interface TrainingEventMap {
  /** A plan was stored; `first` when the athlete had none before. */
  'plan.generated': { athleteId: string; first: boolean };
  /** The athlete or the coach changed sessions of a stored plan (skip, move, edit, recalculate). */
  'plan.changed': { athleteId: string; reason: string };
  /** The athlete skipped, planned again or moved one session (the coach says nothing; the watch follows). */
  'plan.session-edited': { athleteId: string; sessionId: string };
  'workout.completed': {
    athleteId: string;
    workoutId: string;
    first: boolean;
    plannedSessionId: string | null;
  };
  'workout.deleted': { athleteId: string; workoutId: string };
  /** A recording (samples, laps, lengths) reached a workout stored before from its summary. */
  'workout.recorded': { athleteId: string; workoutId: string; plannedSessionId: string | null };
  /** A performance test is planned soon (the session's date). */
  'performance-test.due': { athleteId: string; sessionId: string; sport: string; date: string };
  'performance-test.evaluated': { athleteId: string; sessionId: string; sport: string; outcome: string };
  'goal.action-required': { athleteId: string };
  'injury-pause.changed': { athleteId: string };
}

type TrainingEventName = keyof TrainingEventMap;
type Listener<E extends TrainingEventName> = (payload: TrainingEventMap[E]) => Promise<void> | void;

export function createTrainingEvents(log: FastifyBaseLogger) {
  const listeners = new Map<TrainingEventName, Listener<never>[]>();
  return {
    on<E extends TrainingEventName>(event: E, listener: Listener<E>): void {
      listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener<never>]);
    },
    /**
     * Runs every listener and waits for them; a failing listener is logged, never thrown, so
     * the athlete's write that caused the event still succeeds.
     */
    async emit<E extends TrainingEventName>(event: E, payload: TrainingEventMap[E]): Promise<void> {
      for (const listener of listeners.get(event) ?? []) {
        try {
          await (listener as Listener<E>)(payload);
        } catch (error) {
          log.error({ err: error, event }, 'training event listener failed');
        }
      }
    },
  };
}

export type TrainingEvents = ReturnType<typeof createTrainingEvents>;

/**
 * Events raised inside a transaction wait for its commit: a listener then sees the change, and
 * never writes through another connection while the transaction holds the (embedded) database.
 */
export function deferredEvents(events: TrainingEvents | undefined): {
  events: TrainingEvents;
  flush(): Promise<void>;
} {
  const pending: (() => Promise<void>)[] = [];
  return {
    events: {
      on: () => {
        throw new Error('deferred events only collect emits');
      },
      emit: async (event, payload) =>
        void pending.push(() => events?.emit(event, payload) ?? Promise.resolve()),
    },
    flush: async () => {
      for (const send of pending.splice(0)) await send();
    },
  };
}
