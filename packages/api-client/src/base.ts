import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

/** An RTK Query error carrying the product's text: '{status}: {body or status text}' (docs/product.md §7). */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The parsed JSON body when there was one (the server answers `{ message, errors? }`). */
  data: unknown;
  message: string;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  // Read the body as text first so a non-JSON error page still gives a message.
  responseHandler: async (response) => parseBody(await response.text()),
});

/** A response body: JSON when it parses, else the raw text (an HTML error page), null when empty. */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `{status}: {body}`: the body's message when it is our JSON error, else the raw text or status text. */
export function errorText(status: number, data: unknown, statusText = ''): string {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return `${status}: ${data.message}`;
  }
  if (typeof data === 'string' && data !== '') return `${status}: ${data}`;
  return `${status}: ${statusText}`;
}

/** The server's own `message` of an error, if any (login and forms show it). */
export function serverMessage(error: unknown): string | null {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return null;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    return {
      error: {
        status: error.status,
        data: error.data,
        message: errorText(error.status, error.data, result.meta?.response?.statusText),
      },
    };
  }
  return { error: { status: error.status, data: null, message: String(error.error) } };
};

/**
 * The one API slice (docs/decisions/0003-one-api-slice.md): features inject their endpoints, so a
 * mutation anywhere invalidates the lists everywhere. Data never goes stale, no refetch on focus,
 * no retries (docs/product.md §9).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Project', 'Brand', 'Me', 'Settings'],
  keepUnusedDataFor: Number.POSITIVE_INFINITY,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
