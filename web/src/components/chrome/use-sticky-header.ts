"use client";

import { useEffect, useState } from "react";

/** The header turns sticky (smaller logo) once the page is scrolled more than 80 px. */
export const STICKY_THRESHOLD_PX = 80;

export function useStickyHeader(threshold = STICKY_THRESHOLD_PX): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setSticky(window.scrollY > threshold);
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
  }, [threshold]);
  return sticky;
}
