import { useState } from 'react';
import { PreviewFrame } from '../PreviewFrame.tsx';
import { useElementSize } from '../useElementSize.ts';

export const WIDTHS = { phone: 390, tablet: 820, desktop: 1280 } as const;
export type Width = keyof typeof WIDTHS;
/** editor.css's layout for a narrow screen: the form and the page one at a time, each as wide as the window. */
const NARROW_SCREEN = '(max-width: 900px)';
/**
 * The preview's first width: desktop beside the form; on a narrow screen the widest that fits the window, which
 * is then the device the page is being edited on (a desktop page drawn at a third of its size reads as nothing).
 */
export const firstWidth = (): Width =>
  matchMedia(NARROW_SCREEN).matches ? (innerWidth >= WIDTHS.tablet ? 'tablet' : 'phone') : 'desktop';

/** The page laid out at the width chosen and scaled down to the pane, as it looks on such a screen. */
export function PreviewPane({
  onFrame,
  src,
  title,
  width,
}: {
  onFrame: (element: HTMLIFrameElement | null) => void;
  src: string | undefined;
  title: string;
  width: Width;
}) {
  // The pane is drawn once the file is read: its element is followed as it comes and goes.
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const paneSize = useElementSize(pane);
  const scale = paneSize.width ? Math.min(1, paneSize.width / WIDTHS[width]) : 1;
  return (
    <section className="preview-pane" aria-label="Preview" ref={setPane}>
      <PreviewFrame
        onFrame={onFrame}
        src={src}
        title={`Preview of ${title}, ${WIDTHS[width]} pixels wide${scale < 1 ? `, shown at ${Math.round(scale * 100)} %` : ''}`}
        stageWidth={`${WIDTHS[width] * scale}px`}
        width={`${WIDTHS[width]}px`}
        height={scale < 1 ? `${paneSize.height / scale}px` : undefined}
        transform={scale < 1 ? `scale(${scale})` : undefined}
      />
    </section>
  );
}
