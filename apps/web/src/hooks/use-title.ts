import { useEffect } from 'react';

export const APP_NAME = 'Redhope';
/** SPEC: the home page title is the product name followed by the tagline 'sharing lives'. */
export const HOME_TITLE = `${APP_NAME} | sharing lives`;

export function pageTitle(text: string): string {
  return `${text} | ${APP_NAME}`;
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
