import { createGlobalStyle } from 'styled-components';
import { color, font, motion, radius, type } from '../../theme/tokens.ts';

/**
 * react-datepicker's calendar in the brand's colours and type, in both themes. Every rule starts at
 * the popper, one class more than the library's own sheet, so the library's grey and blue never win
 * whichever stylesheet the page happens to load last.
 */
export const DatePickerStyle = createGlobalStyle`
  /* The field fills its column as the selects beside it do; the element name outweighs the library's inline-block. */
  div.react-datepicker-wrapper,
  div.react-datepicker__input-container {
    display: block;
    width: 100%;
  }

  .react-datepicker-popper { z-index: 5; }
  /* The library colours the arrow per placement, with the placement in its selector: one more part here. */
  .react-datepicker-popper[data-placement] svg.react-datepicker__triangle {
    fill: ${color.surface};
    color: ${color.surface};
    stroke: ${color.line};
  }
  .react-datepicker-popper .react-datepicker {
    padding: 0.5rem 0.75rem 0.75rem;
    font-family: ${font.body};
    font-size: 0.95rem;
    background: ${color.surface};
    color: ${color.text};
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
    box-shadow: ${color.shadow};
  }
  .react-datepicker-popper .react-datepicker__header {
    padding: 0.6rem 0 0.4rem;
    background: ${color.surface};
    border-bottom: 1px solid ${color.line};
  }
  .react-datepicker-popper .react-datepicker__current-month {
    margin-bottom: 0.5rem;
    font-family: ${font.display};
    font-size: 1.3rem;
    font-weight: 600;
    color: ${color.text};
  }
  .react-datepicker-popper .react-datepicker__day-name {
    color: ${color.textMuted};
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .react-datepicker-popper .react-datepicker__day-name,
  .react-datepicker-popper .react-datepicker__day {
    width: 2.4rem;
    line-height: 2.4rem;
    margin: 0.1rem;
  }
  .react-datepicker-popper .react-datepicker__day {
    color: ${color.text};
    border-radius: ${radius.pill};
    transition: background-color ${motion.fast} ${motion.easing};
  }
  .react-datepicker-popper .react-datepicker__day--outside-month {
    color: ${color.textMuted};
  }
  .react-datepicker-popper .react-datepicker__day--today {
    font-weight: 700;
    box-shadow: inset 0 0 0 1px ${color.accent};
  }
  .react-datepicker-popper .react-datepicker__day:not([aria-disabled='true']):hover,
  .react-datepicker-popper .react-datepicker__day--keyboard-selected {
    background: ${color.surfaceTinted};
    color: ${color.text};
    border-radius: ${radius.pill};
  }
  .react-datepicker-popper .react-datepicker__day:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
  .react-datepicker-popper .react-datepicker__day--in-range,
  .react-datepicker-popper .react-datepicker__day--in-selecting-range {
    background: color-mix(in srgb, ${color.accent} 18%, ${color.surface});
    color: ${color.text};
    border-radius: ${radius.pill};
  }
  .react-datepicker-popper .react-datepicker__day--selected,
  .react-datepicker-popper .react-datepicker__day--selected:not([aria-disabled='true']):hover {
    background: ${color.accent};
    color: ${color.onAccent};
    font-weight: 600;
  }
  .react-datepicker-popper .react-datepicker__day--disabled,
  .react-datepicker-popper .react-datepicker__day--disabled:hover {
    color: ${color.textMuted};
    background: none;
    text-decoration: line-through;
    text-decoration-color: color-mix(in srgb, ${color.textMuted} 50%, transparent);
    opacity: 0.6;
    cursor: default;
  }
  .react-datepicker-popper .react-datepicker__navigation {
    top: 0.85rem;
    color: ${color.textMuted};
  }
  .react-datepicker-popper .react-datepicker__navigation-icon::before {
    border-color: ${color.textMuted};
  }
  .react-datepicker-popper .react-datepicker__navigation:hover *::before {
    border-color: ${color.accent};
  }
  .react-datepicker-popper .react-datepicker__navigation:focus-visible {
    outline: 3px solid ${color.focus};
    border-radius: ${radius.sm};
  }
`;
