import { quote } from '../../validation/words.ts';
import type { BlockRule } from '../types.ts';

/**
 * A frame or a widget script loads only from the sites content/site.json lists under `embeds`: the
 * security policy of every page is made from that list (src/server/headers.ts), so anything else
 * would be blocked in the browser.
 */
export const embedOriginRule =
  (kind: 'frames' | 'scripts'): BlockRule =>
  (block, site) => {
    // An address that is not https:// at all is the schema's to report.
    if (!site || typeof block.src !== 'string' || !block.src.startsWith('https://') || !URL.canParse(block.src)) return [];
    const allowed = site.embeds?.[kind] ?? [];
    const origin = new URL(block.src).origin;
    if (allowed.includes(origin)) return [];
    const hosts = allowed.map((o) => new URL(o).host).join(', ') || '(none)';
    return [
      {
        at: '/src',
        code: 'embed-origin',
        message: `${quote(origin)} is not a site this page may load from.`,
        fix: `Allowed hosts: ${hosts}. Add ${quote(origin)} to "embeds" › "${kind}" in content/site.json, or use one of these.`,
      },
    ];
  };

export const embedFrameRules = embedOriginRule('frames');
