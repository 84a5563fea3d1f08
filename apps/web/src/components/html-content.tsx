import { Typography, type TypographyProps } from '@mantine/core';

/**
 * Renders HTML the server has already sanitised (policy pages, descriptions) with Mantine's typography
 * styles for headings, lists, links and tables. Never pass it HTML that did not come from the API.
 */
export function HtmlContent({ html, ...props }: { html: string } & Omit<TypographyProps, 'children'>) {
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
