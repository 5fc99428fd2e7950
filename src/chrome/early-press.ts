/**
 * Inlined into <head> by the build. The prerendered page is on screen before its code has arrived and
 * hydrated, and a press on a button in between (a menu, the slideshow's arrows, an FAQ question, the
 * theme switch) would do nothing. This script keeps such presses and plays each again, in order, once
 * React has taken over that button. Links need nothing: they navigate without JavaScript; nor does a
 * form's submit button where the form posts somewhere (an `action`): it is sent as plain HTML, which
 * works even when the code never arrives.
 *
 * A button counts as taken over when React has marked it with its props. The mark is set while React
 * renders, which it does in slices between other tasks, before it commits and the button's handlers
 * work; so a kept press waits, after the mark, for the browser's next idle moment, which comes only
 * once React has no more work queued.
 */
// A string, as theme-init.ts is: it runs before any module, and no bundler may rewrite it.
export const earlyPressScript = `(function(){var kept=[],waiting=0;
function hydrated(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps')===0;});}
function idle(fn){if(window.requestIdleCallback)requestIdleCallback(fn);else setTimeout(fn,200);}
function replay(){waiting=0;while(kept.length){var first=kept[0];
if(!first.button.isConnected){kept.shift();continue;}
if(!hydrated(first.button)){first.idle=0;waiting=setTimeout(replay,50);return;}
if(!first.idle){first.idle=1;waiting=1;idle(replay);return;}
kept.shift();first.button.click();}}
document.addEventListener('click',function(event){
var button=event.target instanceof Element?event.target.closest('button'):null;
if(!button||button.disabled||!button.closest('#root')||hydrated(button))return;
if(button.type==='submit'&&button.form&&button.form.getAttribute('action'))return;
event.preventDefault();event.stopImmediatePropagation();
kept.push({button:button,idle:0});if(!waiting)replay();},true);})();`.replace(/\n/g, '');
