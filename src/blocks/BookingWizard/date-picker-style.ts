import { createGlobalStyle } from 'styled-components';
import { color, font } from '../../theme/tokens.ts';

/** react-datepicker's calendar in the site's colours, legible in both themes. */
export const DatePickerStyle = createGlobalStyle`
  .react-datepicker-wrapper { display: block; }
  .react-datepicker {
    font-family: ${font.body};
    font-size: 0.9rem;
    background: ${color.surface};
    color: ${color.text};
    border-color: ${color.line};
  }
  .react-datepicker__header {
    background: ${color.surfaceTinted};
    border-bottom-color: ${color.line};
  }
  .react-datepicker__current-month,
  .react-datepicker__day-name,
  .react-datepicker__day {
    color: ${color.text};
  }
  .react-datepicker__day:hover { background: ${color.surfaceTinted}; }
  .react-datepicker__day--disabled { color: ${color.textMuted}; opacity: 0.55; }
  .react-datepicker__day--selected,
  .react-datepicker__day--keyboard-selected {
    background: ${color.accent};
    color: ${color.onAccent};
  }
  .react-datepicker__navigation-icon::before { border-color: ${color.textMuted}; }
`;
