/**
 * The slice of a zod schema the forms need, so components run the shared schemas of
 * @tricoach/core (spec 5 messages, written once) without depending on zod themselves.
 */
export interface SchemaLike<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the issue's path joined with dots ('Monday.0.modalities'). */
export function issuesToErrors(
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function check<T>(schema: SchemaLike<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: issuesToErrors(result.error.issues) };
}

type Parsed<S> = S extends SchemaLike<infer T> ? T : never;

/**
 * Runs one schema per field and gathers every message at once, so a form shows all its
 * problems together and keeps every value the user typed.
 */
export function checkFields<S extends Record<string, SchemaLike<unknown>>>(
  schemas: S,
  values: { [K in keyof S]: unknown },
): { ok: true; data: { [K in keyof S]: Parsed<S[K]> } } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(schemas)) {
    const result = check(schemas[key] as SchemaLike<unknown>, values[key]);
    if (result.ok) data[key] = result.data;
    else errors[key] = Object.values(result.errors)[0] ?? '';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: data as { [K in keyof S]: Parsed<S[K]> } };
}
