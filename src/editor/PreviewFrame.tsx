import { useLayoutEffect, useRef } from 'react';
import { EARLY_PREVIEW_ID } from './addresses.ts';

/**
 * `frame` given its address, title and size; or, where it is the early frame and started at another address
 * (the preview's host, which this browser does not reach), a new frame in its place: a navigation started
 * while the first one fails can be lost to that one's error page.
 */
function shaped(
  frame: HTMLIFrameElement,
  { src, title, ...size }: { src?: string; title: string; width: string; height: string; transform: string },
): HTMLIFrameElement {
  const started = frame.getAttribute('src');
  const element = src && started !== null && started !== src ? document.createElement('iframe') : frame;
  element.title = title;
  Object.assign(element.style, size);
  if (src && element.getAttribute('src') !== src) element.src = src;
  if (element !== frame) frame.replaceWith(element);
  return element;
}

/**
 * The preview's frame, on its stage: the frame a page's editor started loading with its HTML
 * (scripts/lib/dev/editor-page.ts), moved here with its document, or else one made here. Its element is not
 * React's, so that it can be that early one; its address, title and size are set on it as they change.
 */
export function PreviewFrame({
  onFrame,
  src,
  title,
  stageWidth,
  width,
  height = '',
  transform = '',
}: {
  /** Given the frame's element once it is in place, and null once it is gone. */
  onFrame: (frame: HTMLIFrameElement | null) => void;
  /** None until the editor knows which host serves the preview. */
  src?: string;
  title: string;
  stageWidth: string;
  width: string;
  height?: string;
  transform?: string;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  useLayoutEffect(() => {
    const place = stage.current;
    if (!place) return;
    const early = document.getElementById(EARLY_PREVIEW_ID);
    const element = early instanceof HTMLIFrameElement && 'moveBefore' in place ? early : document.createElement('iframe');
    if (element === early) {
      place.moveBefore(element, null);
      element.removeAttribute('id');
      element.removeAttribute('style');
    } else place.append(element);
    frame.current = element;
    onFrame(frame.current);
    return () => {
      frame.current?.remove();
      frame.current = null;
      onFrame(null);
    };
  }, [onFrame]);
  useLayoutEffect(() => {
    const current = frame.current;
    if (!current) return;
    const element = shaped(current, { src, title, width, height, transform });
    if (element === current) return;
    frame.current = element;
    onFrame(element);
  }, [onFrame, src, title, width, height, transform]);
  return <div className="preview-stage" style={{ width: stageWidth }} ref={stage} />;
}
