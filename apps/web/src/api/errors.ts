interface FieldError {
  field: string;
  message: string;
}

/** The one error shape of docs/api.md; `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];

  constructor(status: number, code: string, message: string, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const CONNECTION_PROBLEM = 'Connection problem! Please check your internet connection.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the server's error body; `message` is documented as safe to show to the user. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Proxies and crashed servers answer HTML or nothing; the status still tells the story.
  }
  if (!isRecord(body)) return new ApiError(response.status, 'unknown', GENERIC_ERROR);
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof body.error_description === 'string'
        ? body.error_description
        : GENERIC_ERROR;
  const code =
    typeof body.code === 'string' ? body.code : typeof body.error === 'string' ? body.error : 'unknown';
  const fieldErrors = Array.isArray(body.fieldErrors)
    ? body.fieldErrors.filter(
        (e): e is FieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
      )
    : [];
  return new ApiError(response.status, code, message, fieldErrors);
}

export function networkError(): ApiError {
  return new ApiError(0, 'network_error', CONNECTION_PROBLEM);
}
