// Chakra's global styles (its cascade layers, reset, global styles and every design token as a CSS
// variable, about 43 KB), rendered at build time into index.html's <head> through emotion's own
// server rendering (react-dom/server, emotion's default SSR). The app's ChakraProvider then finds
// them in the page and takes them over (emotion rehydrates a Global whose style tag the page
// already has) instead of compiling and inserting them on a phone's main thread in its first
// render's commit. Built from the app's own system (src/app/system.ts), so they are the same styles
// with the same emotion names; were they not, emotion would insert its own as before.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { runnerImport, type Plugin } from 'vite';

export function chakraGlobalStyles(alias: Record<string, string>): Plugin {
  return {
    name: 'redhope-chakra-global-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const { module } = await runnerImport<{ appSystem: () => SystemContext }>('./src/app/system.ts', { configFile: false, resolve: { alias } });
        const styles = renderToString(createElement(ChakraProvider, { value: module.appSystem(), children: null }));
        if (!/^(<style data-emotion="css-global [\w-]+">[^<]*<\/style>)+$/.test(styles)) throw new Error('chakra-global-styles: ChakraProvider rendered more than its global styles');
        if (!html.includes('<!-- chakra-global-styles -->')) throw new Error('chakra-global-styles: index.html has no <!-- chakra-global-styles --> slot');
        return html.replace('<!-- chakra-global-styles -->', styles);
      },
    },
  };
}
