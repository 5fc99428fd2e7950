import styled from 'styled-components';
import { color, font, media, space, type } from '../../theme/tokens.ts';
import { Section } from '../../ui/Section.tsx';
import { visuallyHidden, VisuallyHidden } from '../../ui/SmartLink.tsx';
import type { BlockProps } from '../types.ts';

/*
 * Phones first: every row is a card of label–value lines, drawn with CSS only, so the markup stays
 * one real table for assistive technology. From the small breakpoint up it is laid out as a table.
 */
const Table = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${type.base};

  thead {
    /* Hidden from sight on phones, where each value carries its column's name; still read out. */
    ${visuallyHidden}
  }

  tbody,
  tr {
    display: block;
  }

  tbody tr {
    padding-block: ${space.lg};
    border-top: 1px solid ${color.line};
  }

  tbody tr:first-child {
    border-top-color: ${color.accent};
  }

  tbody tr:last-child {
    border-bottom: 1px solid ${color.line};
  }

  th[scope='row'] {
    display: block;
    margin-bottom: ${space.sm};
    font-family: ${font.display};
    font-size: ${type.xl};
    font-weight: 500;
    line-height: 1.2;
    text-align: left;
    color: ${color.text};
  }

  td {
    display: grid;
    grid-template-columns: minmax(6.5rem, 38%) 1fr;
    gap: ${space.md};
    padding-block: 0.55rem;
    color: ${color.text};
  }

  td + td {
    border-top: 1px solid ${color.line};
  }

  td::before {
    /* The empty alternative keeps screen readers, which already announce the column, from reading the name twice. */
    content: attr(data-label);
    content: attr(data-label) / '';
    padding-top: 0.2em;
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }

  ${media.sm} {
    display: table;

    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
      display: table-header-group;
    }

    tbody {
      display: table-row-group;
    }

    tr,
    tbody tr {
      display: table-row;
      padding: 0;
    }

    thead th,
    thead td {
      padding: 0 ${space.md} ${space.md};
      border-bottom: 1px solid ${color.accent};
      font-family: ${font.body};
      font-size: ${type.xs};
      font-weight: 600;
      letter-spacing: 0.16em;
      text-transform: uppercase;
      text-align: left;
      vertical-align: bottom;
      color: ${color.text};
    }

    tbody tr:first-child {
      border-top: 0;
    }

    tbody tr:last-child {
      border-bottom: 0;
    }

    th[scope='row'],
    td {
      display: table-cell;
      padding: ${space.lg} ${space.md};
      color: ${color.textMuted};
      border-bottom: 1px solid ${color.line};
      /* Serif row labels and sans values share a first baseline. */
      vertical-align: baseline;
    }

    th[scope='row'] {
      margin: 0;
      width: 26%;
      color: ${color.text};
      font-size: ${type.lg};
    }

    td + td {
      border-top: 0;
    }

    td::before {
      content: none;
    }

    th:first-child,
    td:first-child {
      padding-left: 0;
    }

    th:last-child,
    td:last-child {
      padding-right: 0;
    }
  }

  ${media.md} {
    th[scope='row'] {
      font-size: ${type.xl};
    }
  }
`;

export function ComparisonTable({ block }: BlockProps<'comparison-table'>) {
  return (
    <Section id={block.id} heading={block.heading}>
      <Table>
        {/* The section heading shows the title; the caption names the table itself. */}
        <caption>
          <VisuallyHidden>{block.heading.title}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {block.rowHeader ? <th scope="col">{block.rowHeader}</th> : <td />}
            {block.columns.map((column, c) => (
              <th scope="col" key={c}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{row.label}</th>
              {/* Cells follow the columns, so a short row still lines up and an extra cell has nowhere to go. */}
              {block.columns.map((column, c) => (
                <td key={c} data-label={column}>
                  {row.cells[c] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}
