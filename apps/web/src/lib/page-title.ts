import { useDocumentTitle } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/** Where the server's render (entry-server.tsx) collects the title of the page it draws. */
export const PageTitleContext = createContext<{ title?: string } | null>(null);

/**
 * The page's title: set on the document in the browser, and given to the server's render so a drawn page
 * arrives with it (for search engines and link previews). The innermost page component's call wins.
 */
export function usePageTitle(title: string) {
  const drawing = useContext(PageTitleContext);
  if (drawing) drawing.title = title.trim();
  useDocumentTitle(title);
}
