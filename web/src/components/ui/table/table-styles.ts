import styled from 'styled-components';

/**
 * The table's frame. On narrow screens the table scrolls sideways; soft shadows at the edges
 * (scrolling-shadow backgrounds) show that more columns are there.
 */
export const ScrollRegion = styled.div`
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, transparent) left / 40px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, transparent) right / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(6, 46, 34, 0.14), transparent) left / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(6, 46, 34, 0.14), transparent) right / 14px 100% no-repeat scroll,
    ${({ theme }) => theme.colors.surface};
  -webkit-overflow-scrolling: touch;
`;

export const StyledTable = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]}`};
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }

  /* A caption for screen readers only: it takes no room above the header row. */
  caption[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  /* Columns sit closer together than the frame's inner margin, so an admin's extra columns fit at desktop width. */
  th,
  td {
    padding: ${({ theme }) => theme.space[3]};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  /* A long unbroken word (a company or person's name, an email) wraps inside its cell rather than
     widen its column past the frame, which would push the row actions out of sight. */
  td {
    overflow-wrap: anywhere;
  }

  th:first-child,
  td:first-child {
    padding-left: ${({ theme }) => theme.space[4]};
  }

  th:last-child,
  td:last-child {
    padding-right: ${({ theme }) => theme.space[4]};
  }

  td[data-nowrap] {
    white-space: nowrap;
  }

  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  thead th {
    background: ${({ theme }) => theme.colors.gray50};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }

  tbody tr[data-clickable] {
    cursor: pointer;
  }

  tbody tr[data-clickable]:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  tbody tr:not([data-skeleton]):hover td,
  tbody tr[data-clickable]:focus-visible td {
    background: ${({ theme }) => theme.colors.brand50};
  }

  tbody[data-stale] {
    opacity: 0.55;
    transition: opacity ${({ theme }) => theme.motion.fast};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const ErrorSlot = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: -4px -6px;
  padding: 4px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: inherit;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.brand700};
  }

  /* A squeezed column must not shrink the sort icon away (the global svg rule caps it at max-width: 100%). */
  svg {
    flex: none;
    width: 14px;
    min-width: 14px;
    max-width: none;
    opacity: 0.7;
  }
`;

/** The phone layout's visible caption, above its cards. */
export const CardCaption = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The phone layout's empty state, framed like a card. */
export const EmptyFrame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
