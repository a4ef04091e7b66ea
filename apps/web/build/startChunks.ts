import type { Plugin } from 'vite';
import { firstScreenChunks } from './compileHints';
import { START_MODULES } from './startModules';

type Bundle = Parameters<typeof firstScreenChunks>[0];

/**
 * index.html links the start's dynamic chunks (START_MODULES and what they import statically) as it
 * links the entry's own imports, `<link rel="modulepreload">`: they download and compile beside the
 * entry, not once it has run (a round trip later on a phone). Build only; a start module missing
 * from the bundle fails the build rather than leave the start a round trip slower.
 */
export function startChunks(): Plugin {
  return {
    name: 'atelier:start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle) return html;
        const chunks = bundle as unknown as Bundle;
        for (const module of START_MODULES) {
          if (firstScreenChunks(chunks, [module]).size === 0) throw new Error(`atelier:start-chunks: no chunk for ${module} in ${filename} (build/startChunks.ts)`);
        }
        const linked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]));
        const links = [...firstScreenChunks(chunks, START_MODULES)]
          .filter((file) => !linked.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        if (!links) return html;
        if (!html.includes('</head>')) throw new Error(`atelier:start-chunks: no </head> in ${filename}`);
        return html.replace('</head>', () => `  ${links}\n  </head>`);
      },
    },
  };
}
