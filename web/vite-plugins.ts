import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type * as Prerenderer from './src/app/prerender';

// The build's own steps for the first paint (issue 13): inlined stylesheets, the app started after
// the first paint, and the public pages prerendered.

/**
 * A stylesheet put into the page, so the first paint waits for no request but the page itself.
 * Its link stays, disabled (so never fetched): lazy chunks list the stylesheets they need, and
 * Vite's loader loads one again unless the page links it already.
 */
const inlined = (link: string, css: string) => `<style>${css}</style>${link.replace('>', ' disabled>')}`;

/** The entry stylesheet, inlined into index.html (issue 13). */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle?.[file];
            return asset?.type === 'asset' ? inlined(link, String(asset.source)) : link;
          },
        );
      },
    },
  };
}

/**
 * The app's entry runs after the first paint: index.html preloads it, and public/start-after-paint.js
 * imports it once a frame is painted. Run as soon as it arrived, it held back the first paint of
 * the prerendered pages whenever it arrived first (issue 13).
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
          (_script, src: string) =>
            `<link rel="modulepreload" crossorigin href="${src}">` +
            // Deferred, it is fetched at low priority: it only waits for a frame.
            `<script defer src="/start-after-paint.js" data-entry="${src}"></script>`,
        ),
    },
  };
}

/**
 * A prerendered page asks for no code before its first paint: its script preloads become a list
 * the starter preloads after that paint.
 */
function preloadAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  return html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_link, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(
      '<script defer src="/start-after-paint.js"',
      (starter) => `${starter} data-preload="${preloads.join(' ')}"`,
    );
}

/** Where the build-time renderer (src/app/prerender.tsx) is built to; never served. */
const PRERENDER_OUT = fileURLToPath(new URL('./node_modules/.prerender', import.meta.url));

/** A stylesheet of the build, with the CSS-module classes it defines. */
interface Stylesheet {
  file: string;
  css: string;
  classes: Set<string>;
}

/**
 * The fewest of `sheets` that define every CSS-module class of `markup` (chunks share a module's
 * rules, so several may define one class), but for those `page` has already.
 */
function stylesheetsStyling(markup: string, sheets: Stylesheet[], page: string): Stylesheet[] {
  const missing = new Set(markup.match(/(?<=class="[^"]*)_[\w-]+/g));
  for (const { file, classes } of sheets) {
    if (page.includes(file)) for (const name of classes) missing.delete(name);
  }
  const covered = (sheet: Stylesheet) => [...sheet.classes].filter((name) => missing.has(name)).length;
  const chosen: Stylesheet[] = [];
  for (;;) {
    const best = sheets.toSorted((a, b) => covered(b) - covered(a))[0];
    if (!best || covered(best) === 0) return chosen;
    chosen.push(best);
    for (const name of best.classes) missing.delete(name);
  }
}

/**
 * Writes dist/pages/<path>.html for the pages of src/app/prerender.tsx: index.html with the page's
 * first render in place of the boot header, and the stylesheets that markup uses inlined. It builds
 * the renderer for Node after the browser build, with this same config.
 */
export function prerenderPages(): Plugin {
  let outDir = '';
  let indexHtml = '';
  /** Each of the build's stylesheets: its file, text and the CSS-module classes it defines. */
  const stylesheets: Stylesheet[] = [];
  return {
    name: 'prerender-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'asset') continue;
        if (file === 'index.html') indexHtml = String(output.source);
        if (file.endsWith('.css')) {
          const css = String(output.source);
          stylesheets.push({ file, css, classes: new Set(css.match(/(?<=\.)_[\w-]+/g)) });
        }
      }
    },
    async closeBundle() {
      await build({
        logLevel: 'warn',
        build: { ssr: 'src/app/prerender.tsx', outDir: PRERENDER_OUT, emptyOutDir: true, manifest: false },
      });
      const renderer = pathToFileURL(path.join(PRERENDER_OUT, 'prerender.js')).href;
      const { prerender, PRERENDERED_PATHS } = (await import(renderer)) as typeof Prerenderer;
      const boot = /<div id="root">[\s\S]*<!--\/boot-->/;
      if (!boot.test(indexHtml)) throw new Error('index.html has no <!--/boot--> marker in #root');
      for (const page of PRERENDERED_PATHS) {
        const markup = await prerender(page);
        const styles = stylesheetsStyling(markup, stylesheets, indexHtml).map(({ file, css }) =>
          inlined(`<link rel="stylesheet" crossorigin href="/${file}">`, css),
        );
        const html = preloadAfterFirstPaint(indexHtml)
          .replace('</head>', () => `${styles.join('')}</head>`)
          .replace(boot, () => `<div id="root" data-prerendered="${page}">${markup}`);
        const file = path.join(outDir, 'pages', `${page}.html`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
      }
    },
  };
}
