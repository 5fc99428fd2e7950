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
 * In development, a block whose type has no component shows where it is, so an editor sees it at once;
 * the build refuses such content, so production never gets here.
 */
export function UnknownBlock({ type }: { type: string }) {
  if (!import.meta.env.DEV) return null;
  return (
    <Notice role="note">Unknown block type “{type}”: no component renders it. `npm run validate` names the file and line.</Notice>
  );
}
