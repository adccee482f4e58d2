import type { ActivityFileResult, ActivityStreams } from './activity';

type StreamKey = keyof ActivityStreams;

/**
 * The worker's answer with each time series made only of numbers as a Float64Array, whose
 * memory is moved to the main thread (`transfer`). Cloned as arrays, an hour at 1 Hz arrived as
 * ~25,000 values each boxed on the main thread's heap (~0.5 MB per file), garbage the main thread
 * collected while writing; and the worker spent longer serialising them than copying bytes.
 * Series holding anything else (positions with gaps: null) are cloned as they are.
 */
export function packStreams(result: ActivityFileResult): {
  result: ActivityFileResult;
  transfer: ArrayBuffer[];
} {
  if (result.kind !== 'activities') return { result, transfer: [] };
  const transfer: ArrayBuffer[] = [];
  const activities = result.activities.map((activity) => {
    const streams: Record<string, unknown> = {};
    for (const [key, values] of Object.entries(activity.streams) as [StreamKey, unknown[] | undefined][]) {
      if (values && values.every((value) => typeof value === 'number')) {
        const packed = Float64Array.from(values as number[]);
        transfer.push(packed.buffer);
        streams[key] = packed;
      } else {
        streams[key] = values;
      }
    }
    return { ...activity, streams: streams as unknown as ActivityStreams };
  });
  return { result: { ...result, activities }, transfer };
}

/** The arrays again, from the Float64Arrays packStreams made (exact: every value was a double). */
export function unpackStreams(result: ActivityFileResult): ActivityFileResult {
  if (result.kind !== 'activities') return result;
  for (const activity of result.activities) {
    const streams = activity.streams as unknown as Record<string, unknown>;
    for (const [key, values] of Object.entries(streams))
      if (values instanceof Float64Array) streams[key] = Array.from(values);
  }
  return result;
}
