import { createHash } from 'node:crypto';
import { firstPaintId } from './first-screen';

// A page with a first paint starts the app only once its first screen, photo included, is on
// the screen: its script and the route code's preloads are named in a data block, and a small
// inline script adds them when the photo has been decoded and painted (or at once when the page
// has no photo, after the first frame), a second at the latest. Named in the page itself, they
// took the photo's bandwidth and the main thread while it was being drawn: the guest waited
// longer for the page's largest picture so that the fields under it could become live sooner,
// and on a phone the script takes far longer to arrive than the photo.

/** The id of the data block naming what the app's start loads. */
export const appStartDataId = 'app-start';

export interface AppStart {
  /** The app's own module scripts, as index.html names them. */
  scripts: string[];
  /** Module preloads: what those scripts import and the route code of the page. */
  preloads: string[];
}

/** The inline script: the same text on every page, so the content security policy names its hash. */
export const appStartScript = `(function () {
  var start = JSON.parse(document.getElementById('${appStartDataId}').textContent);
  var started = false;
  function element(tag, url) {
    var element = document.createElement(tag);
    if (tag === 'script') { element.type = 'module'; element.src = url; }
    else { element.rel = 'modulepreload'; element.href = url; }
    element.crossOrigin = 'anonymous';
    return element;
  }
  function run(index) {
    if (index >= start.scripts.length) return;
    var script = element('script', start.scripts[index]);
    script.onload = script.onerror = function () { run(index + 1); };
    document.head.appendChild(script);
  }
  function go() {
    if (started) return;
    started = true;
    // Everything is fetched side by side; the scripts then run one after another, each in a
    // task of its own rather than all in one long one. Adding a preload costs the main thread
    // about a millisecond: a few in each task, the app's own scripts first.
    var urls = start.scripts.concat(start.preloads);
    (function preload(from) {
      var links = document.createDocumentFragment();
      urls.slice(from, from + 4).forEach(function (url) { links.appendChild(element('link', url)); });
      document.head.appendChild(links);
      if (from === 0) run(0);
      if (from + 4 < urls.length) setTimeout(function () { preload(from + 4); }, 0);
    })(0);
  }
  function painted() { requestAnimationFrame(function () { setTimeout(go, 0); }); }
  setTimeout(go, 1000);
  var photo = document.querySelector('#${firstPaintId} img[fetchpriority=high]');
  if (photo && photo.decode) photo.decode().then(painted, painted);
  else painted();
})();`;

/** The CSP source that lets the inline script (and no other) run. */
export const appStartScriptSource = `'sha256-${createHash('sha256').update(appStartScript).digest('base64')}'`;

/** The data block and the inline script, for the end of a page's first screen. */
export function appStartHtml(start: AppStart): string {
  // JSON inside <script> must not close it: every "<" is escaped.
  const data = JSON.stringify(start).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${appStartDataId}">${data}</script><script>${appStartScript}</script>`;
}
