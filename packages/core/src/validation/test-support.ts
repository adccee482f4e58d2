import type { z } from 'zod';

/** The first message a schema gives for an input, or undefined when the input passes. */
export function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every issue as `path: message`, for schemas with several fields. */
export function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The parsed value, failing the test with the messages when the input is refused. */
export function valueOf<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Error(`refused: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  return result.data;
}
