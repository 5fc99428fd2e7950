/**
 * Sends one submission. axios is imported here, at the moment of sending, so that it is downloaded
 * only by visitors who actually send a form (the footer's newsletter form is on every page).
 */
import { interpretResponse, type Outcome } from './protocol.ts';

/** How long a visitor waits for an answer before we stop and offer to try again. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export async function postForm(url: string, body: Record<string, string>): Promise<Outcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'failed', failure: 'offline' };

  // Our own timer rather than the transport's, so that the whole send (including downloading axios)
  // is bounded, and so that tests can move time forward with a fake clock.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, SUBMIT_TIMEOUT_MS);

  try {
    let axios: typeof import('axios').default;
    try {
      axios = (await import('axios')).default;
    } catch {
      // The code for sending could not be downloaded: the connection is the likeliest cause.
      return { kind: 'failed', failure: timedOut ? 'timeout' : 'network' };
    }
    try {
      const response = await axios.post<unknown>(url, body, {
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        signal: controller.signal,
        // Every status is read by the protocol, not thrown.
        validateStatus: () => true,
        responseType: 'json',
        withCredentials: false,
      });
      return interpretResponse(response.status, response.data);
    } catch (error) {
      if (timedOut) return { kind: 'failed', failure: 'timeout' };
      if (axios.isAxiosError(error)) {
        if (error.response) return interpretResponse(error.response.status, error.response.data);
        if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'failed', failure: 'timeout' };
        // No answer at all: refused, reset or dropped on the way (ERR_NETWORK in browsers).
        if (error.request || error.code === 'ERR_NETWORK' || error.code === 'ERR_CANCELED')
          return { kind: 'failed', failure: 'network' };
      }
      return { kind: 'failed', failure: 'unexpected' };
    }
  } finally {
    clearTimeout(timer);
  }
}
