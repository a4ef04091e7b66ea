import { DEFAULT_APP_NAME } from '@atelier/contracts/constants';
import { useEffect } from 'react';

/** Names the browser tab after the page, e.g. "Préférences · Atelier". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${DEFAULT_APP_NAME}` : DEFAULT_APP_NAME;
  }, [title]);
}
