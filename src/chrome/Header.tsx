import { site } from '../content/site.ts';
import { SmartLink } from '../ui/SmartLink.tsx';

export function Header({ transparent }: { transparent: boolean }) {
  return (
    <header data-transparent={transparent}>
      <SmartLink href="/">{site.brand.name}</SmartLink>
    </header>
  );
}
