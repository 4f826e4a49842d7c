import { useEffect } from 'react';
import { COMPANY_NAME } from '@wolvo/shared/contracts/core';

/** Formats a document title: `<page title> | Wolvo`. */
export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} | ${COMPANY_NAME}` : COMPANY_NAME;
}

/** Sets `document.title` to `<title> | Wolvo` while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
