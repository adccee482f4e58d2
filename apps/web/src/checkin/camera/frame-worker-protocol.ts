import type { FrameColour } from './frame-colour';

/**
 * Start with either a processor's stream of frames (Chromium builds it on the page) or a
 * track of its own (the standard: the processor lives in the worker); stop ends that track.
 */
export type FrameWorkerCommand =
  { type: 'start'; readable?: ReadableStream<VideoFrame>; track?: MediaStreamTrack } | { type: 'stop' };

export type FrameWorkerMessage =
  { type: 'started' } | { type: 'unsupported' } | ({ type: 'frame' } & FrameColour);
