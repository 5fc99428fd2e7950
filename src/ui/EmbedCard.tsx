import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EmbedPartner, Link } from '../generated/content.ts';
import { color, font, radius, space, type } from '../theme/tokens.ts';
import { buttonBase, buttonVariant } from './Button.tsx';
import { useHydrating } from '../runtime/hydrating.ts';
import { eyebrowText } from './Section.tsx';
import { SmartLink } from './SmartLink.tsx';

const Card = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 46rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border: 1px solid ${color.line};
  border-left: 3px solid ${color.accent};
  border-radius: ${radius.sm};
  background: ${color.surface};
`;

const Partner = styled.p`
  font-family: ${font.body};
  ${eyebrowText}
`;

const Purpose = styled.p`
  font-family: ${font.display};
  font-size: ${type.xl};
  line-height: 1.25;
  color: ${color.text};
`;

const Detail = styled.div`
  color: ${color.textMuted};
  font-size: ${type.sm};
  display: grid;
  gap: ${space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.lg};
  margin-top: ${space.sm};
`;

const Load = styled.button`
  ${buttonBase}
  ${buttonVariant('primary')}
`;

const Open = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-height: 44px;
  color: ${color.accentStrong};
  font-size: ${type.sm};
  font-weight: 600;
  text-underline-offset: 0.2em;
`;

/**
 * The card a third-party tool waits behind: the partner's name, what the tool does, a button that
 * loads it and the way to open it on the partner's own site. Nothing comes from the partner before
 * the press, and the card stays whatever the tool does, so a tool that fails never leaves a blank.
 * The button appears once the page runs (it needs the page's code); until then, and without
 * JavaScript, the link is the way to the tool.
 */
export function EmbedCard({
  partner,
  open,
  onLoad,
  children,
}: {
  partner: EmbedPartner;
  /** The tool on the partner's site, in a new tab. */
  open?: Link;
  /** Loads the tool; none once it is loaded or loading. */
  onLoad?: () => void;
  /** What else the visitor should know: a note, what the tool would show, why it did not load. */
  children?: ReactNode;
}) {
  const hydrating = useHydrating();
  return (
    <Card>
      <Partner>{partner.name}</Partner>
      <Purpose>{partner.purpose}</Purpose>
      <Detail>
        {children}
        {onLoad && !hydrating && (
          <p>
            Nothing is loaded from {partner.name} until you press “{partner.loadLabel}”.
          </p>
        )}
      </Detail>
      <Actions>
        {onLoad && !hydrating && (
          <Load type="button" onClick={onLoad}>
            {partner.loadLabel}
          </Load>
        )}
        {open && (
          <Open href={open.href}>
            {open.label}
            <ExternalLink size={15} strokeWidth={1.5} aria-hidden="true" focusable="false" />
          </Open>
        )}
      </Actions>
    </Card>
  );
}
