/**
 * Page views, without tracking visitors: off unless content/site.json (or ANALYTICS at build time)
 * turns it on; never for visitors who ask not to be tracked (Do Not Track, Global Privacy Control).
 * The provider's script (Vercel Web Analytics: no cookie, no personal data) and its loader are
 * downloaded only once the page is idle, so they take nothing from the first load; each client-side
 * navigation then counts as a page view. If the script cannot load, the provider logs one console
 * message and the site carries on.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../content/site.ts';

type Provider = NonNullable<typeof site.analytics.provider>;

function activeProvider(): Provider | null {
  // import.meta.env exists in Vite builds only; the server bundle renders nothing here anyway.
  const fromBuild = import.meta.env?.ANALYTICS ?? '';
  if (fromBuild === 'off') return null;
  if (fromBuild === 'vercel') return 'vercel';
  return site.analytics.enabled ? (site.analytics.provider ?? 'vercel') : null;
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
export function asksNotToBeTracked(nav: Navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes';
}

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 2_000);
};

let sendView: ((path: string) => void) | undefined;
let loading = false;
/** Views of the pages seen before the provider's code arrived, sent as soon as it does. */
const pending: string[] = [];

function load(provider: Provider): void {
  loading = true;
  whenIdle(() => {
    import('@vercel/analytics').then(
      ({ inject, pageview }) => {
        if (provider !== 'vercel') return;
        const scriptSrc = site.analytics.scriptPath ?? '/_vercel/insights/script.js';
        inject({
          mode: 'production',
          scriptSrc,
          // Page views go to the script's own folder, so a configured base path moves both.
          endpoint: scriptSrc.slice(0, scriptSrc.lastIndexOf('/')),
          // Counted here, once per navigation of the router, rather than by the script's own history hooks.
          disableAutoTrack: true,
        });
        sendView = (path) => pageview({ route: path, path });
        for (const path of pending.splice(0)) sendView(path);
      },
      () => console.log('Analytics could not be loaded; page views are not counted on this visit.'),
    );
  });
}

/** Counts a page view for every path the visitor sees, the first one included. */
export function Analytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    const provider = activeProvider();
    if (!provider || asksNotToBeTracked(navigator)) return;
    if (sendView) sendView(pathname);
    else {
      pending.push(pathname);
      if (!loading) load(provider);
    }
  }, [pathname]);
  return null;
}
