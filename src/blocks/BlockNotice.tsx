import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../theme/tokens.ts';

const Notice = styled.div`
  margin: 2rem auto;
  max-width: 60rem;
  padding: 1.25rem 1.5rem;
  border: 2px dashed ${color.danger};
  color: ${color.danger};
  font-family: ui-monospace, monospace;
`;

/**
 * In development, a block that cannot be shown (its type has no component, or it failed to render)
 * says so where it stands, so an editor sees it at once; in production the block is left out.
 */
export function BlockNotice({ children }: { children: ReactNode }) {
  if (!import.meta.env.DEV) return null;
  return <Notice role="note">{children}</Notice>;
}
