import { cspHashOf } from './security-headers';

/**
 * The public site's scripts, requested only once the page the server rendered is on screen (issue
 * 21: nothing competes with the hero for the first round trips). Vite writes a module script and
 * the chunks it preloads into index.html's head, and a phone on a slow network would fetch those
 * ~110 KB alongside the page itself; here they are replaced by a few bytes of inline script that
 * add the very same tags once the browser reports the page's first paint, or after a second when
 * no paint comes (a tab opened in the background). The page is readable at once and
 * becomes interactive as before: React hydrates over the server's HTML, and the booking form keeps
 * what a visitor typed meanwhile.
 *
 * The Content-Security-Policy allows that one inline script by its hash, and nothing else inline.
 */
export interface DeferredScripts {
  /** index.html with its module script and preloads replaced by the loader (unchanged when there are none). */
  readonly template: (html: string) => string;
  /** The CSP source allowing the loader, 'sha256-...'; null when there is nothing to defer. */
  readonly cspSource: string | null;
}

const MODULE_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;
const BODY_END = '</body>';

/** The loader for a built index.html (its entry and preloads read from it); null when it has no module script. */
export function deferScripts(html: string): DeferredScripts {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes(BODY_END)) return { template: (page) => page, cspSource: null };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = loaderScript(entry, preloads);
  return {
    template: (page) =>
      page
        .replace(MODULE_SCRIPT, '')
        .replace(MODULE_PRELOAD, '')
        .replace(BODY_END, () => `<script>${loader}</script>\n  ${BODY_END}`),
    cspSource: cspHashOf(loader),
  };
}

/**
 * ES5 that any browser parses. Paths are Vite's hashed asset names (checked by the patterns above),
 * written as JSON so no character of theirs can end the script. The start is the browser's report
 * of the first contentful paint (Paint Timing), else the second animation frame; a page with nothing
 * rendered (the server could not render it) starts at once, since it has nothing to show first.
 */
function loaderScript(entry: string, preloads: readonly string[]): string {
  return (
    '(function(){var d=document,w=window,started=false;function start(){if(started)return;started=true;' +
    `${JSON.stringify(preloads)}.forEach(function(href){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    "var root=d.getElementById('root');if(!root||!root.firstElementChild)return start();" +
    'var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes;' +
    "if(types&&types.indexOf('paint')>=0)new P(function(list){list.getEntries().forEach(function(e){" +
    "if(e.name==='first-contentful-paint')setTimeout(start,0)})}).observe({type:'paint',buffered:true});" +
    'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})});' +
    'setTimeout(start,1000)})();'
  );
}
