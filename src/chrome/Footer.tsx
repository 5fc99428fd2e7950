import { site } from '../content/site.ts';

export function Footer() {
  return <footer>{site.footer.copyright}</footer>;
}
