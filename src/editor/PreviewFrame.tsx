import { useLayoutEffect, useRef } from 'react';
import { EARLY_PREVIEW_ID } from './addresses.ts';

/**
 * The preview's frame, on its stage: the frame a page's editor started loading with its HTML
 * (scripts/lib/vite-editor.ts), moved here with its document, or else one made here. Its element is not
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
    onFrame(element);
    return () => {
      element.remove();
      frame.current = null;
      onFrame(null);
    };
  }, [onFrame]);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    element.title = title;
    Object.assign(element.style, { width, height, transform });
    if (src && element.getAttribute('src') !== src) element.src = src;
  }, [src, title, width, height, transform]);
  return <div className="preview-stage" style={{ width: stageWidth }} ref={stage} />;
}
