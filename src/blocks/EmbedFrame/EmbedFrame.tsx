import styled from 'styled-components';
import { color, radius, space, type } from '../../theme/tokens.ts';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { BlockProps } from '../types.ts';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.surface};
`;

const Below = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.sm} ${space.lg};
  margin-top: ${space.md};
  font-size: ${type.sm};
  color: ${color.textMuted};

  a {
    color: ${color.accentStrong};
    font-weight: 600;
    text-underline-offset: 0.2em;
  }
`;

/**
 * A third-party tool in a frame, from a host the schema allows. Whether a provider refuses to be
 * framed cannot be read from the page, so the way to open it in a new tab is always there.
 */
export function EmbedFrame({ block }: BlockProps<'embed-frame'>) {
  const height = block.height ?? 600;
  return (
    <Section id={block.id} heading={block.heading}>
      <Frame
        src={block.src}
        title={block.title}
        height={height}
        style={{ height }}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        // No sandbox: the tool needs its scripts and its own storage, and a sandbox that allows both gives
        // a frame from another origin no protection it lacks (the HTML checker refuses the pair). Which
        // sites may be framed at all is decided by site.json's embeds and the security policy.
      />
      <Below>
        {block.note && (
          <p>
            <RichText text={block.note} />
          </p>
        )}
        <p>
          <SmartLink href={block.src}>{block.openLabel}</SmartLink>
        </p>
      </Below>
    </Section>
  );
}
