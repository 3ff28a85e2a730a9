import axios, { type AxiosInstance } from 'axios';

/** docs/domain.md#calls: most backends allow 200000 ms; the services backend 2000000 ms. */
export const TIMEOUTS = { default: 200_000, services: 2_000_000 } as const;

/** Base path of the API; the site serves it same-origin under /api, so cookies flow and no CORS is needed. */
export const API_BASE_URL = '/api';

function createHttp(timeout: number): AxiosInstance {
  return axios.create({ baseURL: API_BASE_URL, timeout, withCredentials: true });
}

let http: AxiosInstance | null = null;

/** The axios instance every call uses (this lib is a federation singleton). */
export function getHttp(): AxiosInstance {
  http ??= createHttp(TIMEOUTS.default);
  return http;
}

/**
 * Points every call at another API origin (an embedding host's `apiBase`, e.g. `https://www.example.in/api`);
 * returns the function that restores the previous base.
 */
export function setApiBaseUrl(baseUrl: string): () => void {
  const client = getHttp();
  const previous = client.defaults.baseURL;
  client.defaults.baseURL = baseUrl;
  return () => {
    client.defaults.baseURL = previous;
  };
}
