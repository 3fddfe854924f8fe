/**
 * Whether the API's server can be reached at all: any HTTP answer counts, even an error, and no
 * answer does not. An opaque request (no-cors), so that no CORS rule of an operator's API can
 * turn a reachable server into a failed check; it carries no token and reads nothing.
 */
export async function apiReachable(baseUrl: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetcher(baseUrl, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}
