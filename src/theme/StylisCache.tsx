/**
 * styled-components compiles each rule (with stylis) the first time a style sheet meets it. The
 * prerender renders every page into a new sheet, so the same rules were compiled again on every page:
 * about a fifth of a page's render. Under this provider, a compiled rule is kept for every later page
 * of the process; the rules, and so the HTML, are the same.
 */
import { useContext, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stringifier = IStyleSheetContext['stylis'];

/** Rules kept at the most; past it the cache starts again, so a site whose pages differ in every value stays bounded. */
const MAX_RULES = 20_000;

const cached = new WeakMap<Stringifier, Stringifier>();

/** `stylis` with its answers kept: it depends only on its arguments (the instance's options are fixed). */
export function cachingStylis(stylis: Stringifier): Stringifier {
  let wrapped = cached.get(stylis);
  if (wrapped) return wrapped;
  const rules = new Map<string, string[]>();
  wrapped = Object.assign(
    (css: string, selector = '', prefix = '', componentId = '&'): string[] => {
      const key = `${componentId}\n${selector}\n${prefix}\n${css}`;
      let compiled = rules.get(key);
      if (!compiled) {
        if (rules.size >= MAX_RULES) rules.clear();
        compiled = stylis(css, selector, prefix, componentId);
        rules.set(key, compiled);
      }
      return compiled;
    },
    // Part of every class name styled-components derives from the instance.
    { hash: stylis.hash },
  );
  cached.set(stylis, wrapped);
  return wrapped;
}

/** Wraps `ServerStyleSheet.collectStyles(…)`: the sheet's manager takes the stylis instance from here. */
export function StylisCache({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  return (
    <StyleSheetContext.Provider value={{ ...context, stylis: cachingStylis(context.stylis) }}>
      {children}
    </StyleSheetContext.Provider>
  );
}
