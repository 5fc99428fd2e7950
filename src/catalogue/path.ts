/**
 * Where the block catalogue answers: every block type, rendered from its schema's examples. It is
 * built and served, but not listed: no sitemap entry, no link from the site, `noindex`.
 */
export const CATALOGUE_PATH = '/blocks';
