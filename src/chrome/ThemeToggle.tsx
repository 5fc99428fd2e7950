import { Moon, Sun } from 'lucide-react';
import styled from 'styled-components';
import { color, font, motion, radius, type } from '../theme/tokens.ts';
import { withoutScript } from './chrome-style.ts';
import { DARK_CLASS } from './theme-init.ts';
import { useTheme } from './theme.ts';

const Button = styled.button<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  padding: 0.25rem 0;
  border: 0;
  background: none;
  cursor: pointer;
  font-family: ${font.body};
  font-size: ${type.xs};
  font-weight: 500;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ $onDark }) => ($onDark ? 'var(--footer-muted)' : color.textMuted)};
  transition: color ${motion.base} ${motion.easing};

  &:hover {
    color: ${({ $onDark }) => ($onDark ? 'var(--footer-text)' : color.text)};
  }

  /* It switches by script; without one the page follows the system's theme and a switch would do nothing. */
  ${withoutScript} {
    display: none;
  }
`;

const Track = styled.span<{ $onDark: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  width: 52px;
  height: 26px;
  padding: 0 6px;
  border-radius: ${radius.pill};
  border: 1px solid ${({ $onDark }) => ($onDark ? 'var(--footer-line-strong)' : color.line)};
  color: ${({ $onDark }) => ($onDark ? 'var(--footer-muted)' : color.textMuted)};

  svg {
    position: relative;
    z-index: 1;
  }
`;

// In the prerendered page the thumb follows the class on <html>, which the inline script set before
// the first paint; once hydrated, the switch's pressed state, which a press changes a frame before the
// page's colours (src/chrome/theme.ts).
const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${color.accent};
  transition: transform ${motion.base} ${motion.easing};

  :root.${DARK_CLASS} button:not([aria-pressed]) &,
  [aria-pressed='true'] & {
    transform: translateX(26px);
  }
`;

/** The light/dark switch: a toggle button whose pressed state means the dark theme is on. */
export function ThemeToggle({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  const { theme, toggle } = useTheme();
  return (
    // Not a toggle's state before hydration: the HTML cannot know the theme the inline script chose.
    <Button
      type="button"
      aria-pressed={theme ? theme === 'dark' : undefined}
      onClick={toggle}
      $onDark={onDark}
      className={className}
    >
      <Track aria-hidden="true" $onDark={onDark}>
        <Thumb />
        <Sun size={12} strokeWidth={1.5} />
        <Moon size={12} strokeWidth={1.5} />
      </Track>
      Dark theme
    </Button>
  );
}
