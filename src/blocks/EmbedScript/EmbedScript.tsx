import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/tokens.ts';
import { EmbedCard } from '../../ui/EmbedCard.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { BlockProps } from '../types.ts';

/** A provider that has neither loaded nor failed by then is treated as blocked. */
const GIVE_UP_AFTER_MS = 10_000;

type Status = 'idle' | 'waiting' | 'loaded' | 'failed';

/**
 * Elements the app itself adds to <head> and <body> while the widget is on the page: React's title,
 * meta and preloaded resources of the next page, the styles of styled-components, Vite's module
 * preloads. Everything else added there in that time came from the provider's script.
 */
function ownedByTheApp(node: Node): boolean {
  if (!(node instanceof Element)) return false;
  if (Object.keys(node).some((key) => key.startsWith('__react'))) return true;
  return node.matches('style[data-styled], link[rel="modulepreload"], title, meta');
}

const Widget = styled.div`
  &:not(:empty) {
    margin-top: ${space.lg};
  }
`;

/**
 * A third-party widget drawn by its provider's script into the container, behind its partner's card:
 * the script loads only when the visitor presses the card's button. The script and everything it
 * adds to the document go when the block unmounts (leaving the page, client-side too), so a widget
 * never outlives its page. Until the widget is drawn, and for good if it fails, visitors read the
 * fallback on the card: without scripts, with the provider blocked, or offline, the page still says
 * where to find what the widget would show, and a failed load can be tried again.
 */
export function EmbedScript({ block }: BlockProps<'embed-script'>) {
  const [status, setStatus] = useState<Status>('idle');
  // Each press is an attempt of its own: the script is added afresh.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return undefined;
    const injected = new Set<Node>();
    const note = (records: MutationRecord[]): void => {
      for (const record of records) for (const node of record.addedNodes) if (!ownedByTheApp(node)) injected.add(node);
    };
    const observer = new MutationObserver(note);
    observer.observe(document.head, { childList: true });
    observer.observe(document.body, { childList: true });

    const script = document.createElement('script');
    script.src = block.src;
    script.async = true;
    script.dataset.embedScript = block.containerId;
    const giveUp = window.setTimeout(() => setStatus((s) => (s === 'waiting' ? 'failed' : s)), GIVE_UP_AFTER_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(giveUp);
      setStatus('loaded');
    });
    script.addEventListener('error', () => {
      window.clearTimeout(giveUp);
      setStatus('failed');
    });
    document.body.append(script);

    return () => {
      window.clearTimeout(giveUp);
      note(observer.takeRecords());
      observer.disconnect();
      script.remove();
      for (const node of injected) node.parentNode?.removeChild(node);
    };
  }, [block.src, block.containerId, attempt]);

  const load = (): void => {
    setStatus('waiting');
    setAttempt((n) => n + 1);
  };

  return (
    <Section id={block.id} heading={block.heading}>
      {status !== 'loaded' && (
        <EmbedCard partner={block.partner} open={block.partner.page} onLoad={status === 'waiting' ? undefined : load}>
          <div role={status === 'failed' ? 'status' : undefined}>
            {status === 'failed' && <p>{block.partner.name} could not be reached just now.</p>}
            <p>
              <RichText text={block.fallback.text} />
            </p>
          </div>
          <p>
            <SmartLink href={block.fallback.link.href}>{block.fallback.link.label}</SmartLink>
          </p>
        </EmbedCard>
      )}
      <Widget id={block.containerId} role="region" aria-label={block.title} aria-busy={status === 'waiting'} />
    </Section>
  );
}
