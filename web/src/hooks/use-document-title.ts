import { COMPANY_NAME } from '@gro/config';
import { useEffect } from 'react';

export const formatTitle = (title: string) => `${title} | ${COMPANY_NAME}`;

/** Sets the browser tab title to '<title> | GRO' (or exactly `title` when `exact`) while the screen is shown. */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  useEffect(() => {
    document.title = exact ? title : formatTitle(title);
  }, [title, exact]);
}
