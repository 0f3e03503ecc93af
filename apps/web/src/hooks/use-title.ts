import { PRODUCT_NAME } from '@redhope/domain';
import { useEffect } from 'react';

export function pageTitle(text: string): string {
  return `${text} | ${PRODUCT_NAME}`;
}

/** Sets the document title verbatim (the home page and the profile use their own shapes). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Sets the document title to "<text> | Redhope" (the text already in the reader's language). */
export function useTitle(text: string): void {
  useDocumentTitle(pageTitle(text));
}
