// Its own module, with no imports: the build (scripts/lib/build/prerender/prerender.ts) reads it in Node.

/** The id of the data block that lists a prerendered page's code: its entry and the chunks to preload. */
export const APP_MODULES_ID = 'app-modules';

/** What the data block holds. A preload may carry the media query it is needed under. */
export interface AppModules {
  entry: string;
  preload: { href: string; media?: string }[];
}

/**
 * Inlined at the end of every prerendered page, in place of the module script and preloads the build
 * would put in <head>. The page's HTML and CSS are all its first screen needs; fetched alongside them,
 * the code would share a phone's bandwidth with the hero picture and the fonts, and the heading would
 * paint later than the same page without scripts does. So the code is asked for once the browser
 * reports the first contentful paint; presses made until it has hydrated are kept
 * (src/chrome/early-press.ts). A browser that cannot report paints, or a page opened in a background
 * tab (which paints nothing until shown), asks at once.
 *
 * The paint report, not a timer or an animation frame: those run on the page's clock, which a test
 * (or a page's own code) may pause.
 */
export const loadAfterPaintScript = `(function(){
var data=document.getElementById(${JSON.stringify(APP_MODULES_ID)});if(!data)return;
var modules=JSON.parse(data.textContent);
function add(tag,props){var el=document.createElement(tag);el.crossOrigin='';for(var k in props)el[k]=props[k];document.head.appendChild(el);}
function load(){
modules.preload.forEach(function(p){add('link',p.media?{rel:'modulepreload',href:p.href,media:p.media}:{rel:'modulepreload',href:p.href});});
add('script',{type:'module',src:modules.entry});}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(document.visibilityState==='hidden'||types.indexOf('paint')<0)load();
else new PerformanceObserver(function(list,observer){
if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load();}}).observe({type:'paint',buffered:true});})();`.replace(
  /\n/g,
  '',
);
