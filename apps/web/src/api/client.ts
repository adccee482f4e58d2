import { API_VERSION, APP_VERSION, appEnvironment } from './config';
import { ApiError, errorFromResponse, networkError } from './errors';
import { currentPath, loginPathFor, navigateTo } from './navigation';
import { clearSession } from './session';
import { refreshAccessToken, validAccessToken } from './token';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** X-Action: the user action behind the call, e.g. 'login.submit'. */
  action?: string;
  /** Calls without sign-in (support ticket, providers, sign-in itself) skip the token. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** The headers of spec section 7 / docs/api.md, sent with every call. */
function appHeaders(action?: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-App-Version': APP_VERSION,
    'X-App-Environment': appEnvironment(),
    'X-Api-Version': API_VERSION,
    'X-Current-Page': currentPath(),
  };
  if (action) headers['X-Action'] = action;
  return headers;
}

/** Spec 8: a failed refresh clears the token and goes to /login (keeping where the user was). */
function signOutLocally(): ApiError {
  clearSession();
  navigateTo(loginPathFor(`${window.location.pathname}${window.location.search}`));
  return new ApiError(401, 'unauthorized', 'Your session has ended. Please sign in again.');
}

function requestBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = appHeaders(options.action);
  const isForm = options.body instanceof FormData;
  // A multipart body sets its own Content-Type with the boundary.
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: requestBody(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

async function parse<T>(response: Response): Promise<T> {
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

/**
 * Calls the app API. Authenticated calls refresh an expired token first, and a 401 triggers
 * one refresh and one retry (the token may have been revoked or rotated meanwhile).
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (options.auth === false) return parse<T>(await send(path, options, null));

  const token = await validAccessToken();
  if (!token) throw signOutLocally();
  const response = await send(path, options, token);
  if (response.status !== 401) return parse<T>(response);

  const renewed = await refreshAccessToken();
  if (!renewed) throw signOutLocally();
  return parse<T>(await send(path, options, renewed));
}

/** An authenticated binary answer (the profile picture): an <img> cannot send the bearer itself. */
export async function apiFetchBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const token = await validAccessToken();
  if (!token) throw signOutLocally();
  let response = await send(path, options, token);
  if (response.status === 401) {
    const renewed = await refreshAccessToken();
    if (!renewed) throw signOutLocally();
    response = await send(path, options, renewed);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}
