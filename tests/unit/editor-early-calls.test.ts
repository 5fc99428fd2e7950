import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, callRequest, EARLY_CALLS, earlyCall, earlyCallsScript } from '../../src/editor/api.ts';

const answer = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Runs the editor page's script as the page would, with `fetch` recording what it is asked. */
function runScript(script: string, fetch: (url: string, init: RequestInit) => Promise<Response>): void {
  new Function('window', 'fetch', script)(globalThis, fetch);
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, EARLY_CALLS);
  vi.unstubAllGlobals();
});

describe('the calls the editor page starts before its code runs', () => {
  it('are the requests the editor would make, with its token', () => {
    const asked: [string, RequestInit][] = [];
    runScript(earlyCallsScript({ list: {}, open: { file: 'content/pages/a</script>.json' } }, 'secret'), (url, init) => {
      asked.push([url, init]);
      return Promise.resolve(answer({}));
    });
    expect(asked).toEqual([
      callRequest('list', {}, 'secret'),
      callRequest('open', { file: 'content/pages/a</script>.json' }, 'secret'),
    ]);
    // Nothing in the script's text can end its element.
    expect(earlyCallsScript({ open: { file: '</script>' } }, 'secret')).not.toContain('</');
  });

  it('are taken once, their failures said as any call’s; later calls are made anew', async () => {
    runScript(earlyCallsScript({ list: {}, open: { file: 'x' } }, 'secret'), (url) =>
      Promise.resolve(url.endsWith('list') ? answer({ pages: [] }) : answer({ error: 'Refused: no such file.' }, 400)),
    );
    const made = vi.fn(() => Promise.resolve(answer({ pages: ['again'] })));
    vi.stubGlobal('fetch', made);
    await expect(earlyCall('list')).resolves.toEqual({ pages: [] });
    await expect(earlyCall('open', { file: 'x' })).rejects.toThrow('Refused: no such file.');
    expect(made).not.toHaveBeenCalled();
    await expect(earlyCall('list')).resolves.toEqual({ pages: ['again'] });
    expect(made).toHaveBeenCalledWith(...callRequest('list', {}, ''));
  });

  it('say in words that the development server did not answer, where the browser reached no server', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call('list')).rejects.toThrow(
      'The development server did not answer: it may be restarting, or npm run dev has stopped.',
    );
  });
});
