/**
 * Runs `work` just after the browser has painted its next frame, and returns a function that cancels
 * it if it has not run yet. For changes that make the browser restyle or re-lay the whole page (the
 * page made inert, its scroll locked) but that the visitor need not see in the frame that answers a
 * press: done before that frame, they would hold the answer back.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from an animation frame callback runs once that frame has been painted.
  const frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
