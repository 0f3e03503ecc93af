import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@redhope/domain';
import { useEffect } from 'react';

/** SPEC: the home page title is the product name followed by the tagline 'sharing lives'. */
export const HOME_TITLE = `${PRODUCT_NAME} | ${PRODUCT_TAGLINE}`;

export function pageTitle(text: string): string {
  return `${text} | ${PRODUCT_NAME}`;
}

/** Sets the document title verbatim (the home page and the profile use their own shapes). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Sets the document title to "<text> | Redhope". */
export function useTitle(text: string): void {
  useDocumentTitle(pageTitle(text));
}
