import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '../../theme/tokens.ts';
import { EmbedCard } from '../../ui/EmbedCard.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  margin-top: ${space.lg};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.surface};
`;

/**
 * A third-party tool in a frame, from a host the schema allows, behind its partner's card: the frame
 * loads only when the visitor asks. Whether a provider refuses to be framed cannot be read from the
 * page, so the card, with its way to open the tool in a new tab, stays above the frame.
 */
export function EmbedFrame({ block }: BlockProps<'embed-frame'>) {
  const height = block.height ?? 600;
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button that was pressed is gone: the keyboard continues in the tool it loaded.
  useEffect(() => {
    if (requested) frame.current?.focus();
  }, [requested]);

  return (
    <Section id={block.id} heading={block.heading}>
      <EmbedCard
        partner={block.partner}
        open={{ label: block.openLabel, href: block.src }}
        onLoad={requested ? undefined : () => setRequested(true)}
      >
        {block.note && (
          <p>
            <RichText text={block.note} />
          </p>
        )}
      </EmbedCard>
      {requested && (
        <Frame
          ref={frame}
          src={block.src}
          title={block.title}
          height={height}
          style={{ height }}
          referrerPolicy="strict-origin-when-cross-origin"
          // No sandbox: the tool needs its scripts and its own storage, and a sandbox that allows both gives
          // a frame from another origin no protection it lacks (the HTML checker refuses the pair). Which
          // sites may be framed at all is decided by site.json's embeds and the security policy.
        />
      )}
    </Section>
  );
}
