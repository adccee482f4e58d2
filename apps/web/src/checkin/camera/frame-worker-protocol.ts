import type { FrameColour } from './frame-colour';

/** Insertable Streams' processor (TypeScript's DOM library types it only for workers). */
export interface TrackProcessorConstructor {
  new (init: { track: MediaStreamTrack; maxBufferSize?: number }): { readable: ReadableStream<VideoFrame> };
}

/** Frames wait in the processor rather than being dropped when the worker falls briefly behind. */
export const BUFFERED_FRAMES = 30;

/**
 * Start with either a processor's stream of frames (Chromium builds it on the page) or a
 * track of its own (the standard: the processor lives in the worker); stop ends that track.
 */
export type FrameWorkerCommand =
  { type: 'start'; readable?: ReadableStream<VideoFrame>; track?: MediaStreamTrack } | { type: 'stop' };

export type FrameWorkerMessage =
  { type: 'started' } | { type: 'unsupported' } | ({ type: 'frame' } & FrameColour);
