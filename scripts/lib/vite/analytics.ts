/**
 * Bakes the ANALYTICS environment variable (when set at build time) into the bundle, read by
 * src/app/Analytics.tsx: ANALYTICS=vercel turns page-view analytics on for this build, ANALYTICS=off
 * turns it off, whatever content/site.json says (a preview build need not be counted, say).
 */
import type { Plugin } from 'vite';

const VALUES = ['', 'off', 'vercel'];

export function analyticsPlugin(): Plugin {
  return {
    name: 'halcyon-analytics',
    config() {
      const value = process.env.ANALYTICS ?? '';
      if (!VALUES.includes(value)) {
        throw new Error(`ANALYTICS is "${value}": use ANALYTICS=vercel to turn analytics on, ANALYTICS=off to turn it off.`);
      }
      return { define: { 'import.meta.env.ANALYTICS': JSON.stringify(value) } };
    },
  };
}
