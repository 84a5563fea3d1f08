import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

/**
 * Moves the app's stylesheet link from <head> to just after the logo splash in <body>. In <head> it holds
 * back every paint until it arrives; after the splash it holds back only what follows, so the splash (inline
 * styles and SVG) paints as soon as the HTML arrives. It still comes before #root, so the theme's variables
 * that Mantine writes inside the app come after Mantine's defaults. The build keeps all CSS in this one file
 * (cssCodeSplit off), so no later stylesheet lands in <head> before it.
 */
export function stylesheetAfterSplash(): Plugin {
  return {
    name: 'oxs-stylesheet-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET) ?? [];
        if (!links.length) return html;
        return html.replace(STYLESHEET, '').replace('<div id="root">', `${links.join('')}<div id="root">`);
      },
    },
  };
}
