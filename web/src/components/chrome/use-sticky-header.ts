"use client";

import { useEffect, type RefObject } from "react";

/** The header turns sticky (smaller logo) once the page is scrolled more than 80 px. */
export const STICKY_THRESHOLD_PX = 80;

/**
 * Keeps `data-sticky` on the header's element in step with the scroll. Written
 * to the element, not through React state: a render of the header and
 * everything in it on the frame the page scrolls past the threshold (a tap
 * that scrolls a field into view) was a task the tap waited on.
 */
export function useStickyHeader(ref: RefObject<HTMLElement | null>, threshold = STICKY_THRESHOLD_PX): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const sticky = String(window.scrollY > threshold);
      if (ref.current && ref.current.dataset.sticky !== sticky) ref.current.dataset.sticky = sticky;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, threshold]);
}
