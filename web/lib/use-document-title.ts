import { useEffect } from 'react';
import { APP_NAME } from './app-name';

/** 'Chi Siamo · AllerGuida'; just the product name when there is no page title. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
