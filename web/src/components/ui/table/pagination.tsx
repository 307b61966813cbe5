import { PAGINATION_WINDOW } from '@gro/config';
import { TABLE_TEXTS, showingRecords } from '@gro/config/screens';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.gray800};
  cursor: pointer;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** Up to PAGINATION_WINDOW page numbers around the current page. */
export function pageWindow(page: number, pageCount: number, size = PAGINATION_WINDOW): number[] {
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <Bar aria-label={TABLE_TEXTS.pagination}>
      <p aria-live="polite">{showingRecords(from, to, total)}</p>
      {pageCount > 1 && (
        <Pages>
          <li>
            <PageButton type="button" onClick={() => onPageChange(page - 1)} disabled={page === 1}>
              {TABLE_TEXTS.previous}
            </PageButton>
          </li>
          {pageWindow(page, pageCount).map((n) => (
            <li key={n}>
              <PageButton
                type="button"
                aria-current={n === page ? 'page' : undefined}
                aria-label={TABLE_TEXTS.page(n)}
                onClick={() => onPageChange(n)}
              >
                {n}
              </PageButton>
            </li>
          ))}
          <li>
            <PageButton type="button" onClick={() => onPageChange(page + 1)} disabled={page === pageCount}>
              {TABLE_TEXTS.next}
            </PageButton>
          </li>
        </Pages>
      )}
    </Bar>
  );
}
