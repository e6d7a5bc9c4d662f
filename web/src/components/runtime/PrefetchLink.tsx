"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { browserConnection, connectionAllowsPrefetch, opensNewTab } from "@/lib/runtime/prefetch-policy";

export type PrefetchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  /** false: never prefetched. Otherwise the site's policy decides. */
  prefetch?: boolean | null;
};

// Read when a prefetch is due, not while rendering: the server cannot know the
// guest's connection, and a value the browser's first render read differently
// would render every link on the page a second time as it hydrates.
const connectionAllows = () => connectionAllowsPrefetch(browserConnection());

/** Next's own margin for prefetching links about to scroll into view. */
const VISIBLE_MARGIN = "200px";

function sameOrigin(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A click the browser should handle itself: new tab or window, download, another button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute("target");
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!target && target !== "_self") ||
    event.currentTarget.hasAttribute("download")
  );
}

/**
 * A plain <a> that navigates like next/link (a client transition through the
 * App Router) without next/link's code on every page: prefetched when it
 * comes near the viewport and again on hover, touch or focus, never on 2g or
 * save-data, never for a new tab. An explicit prefetch={false} is kept.
 */
export function PrefetchLink({
  href,
  prefetch,
  target,
  onClick,
  onMouseEnter,
  onTouchStart,
  onFocus,
  children,
  ...props
}: PrefetchLinkProps) {
  const router = useRouter();
  const own = useRef<HTMLAnchorElement>(null);
  const allowed = !opensNewTab(target) && prefetch !== false;

  useEffect(() => {
    const element = own.current;
    if (!allowed || !element || typeof IntersectionObserver !== "function" || !sameOrigin(href)) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (connectionAllows()) router.prefetch(href);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [allowed, href, router]);

  // Already-fetched routes are not fetched again: the router keeps them while they are fresh.
  const intent = () => {
    if (allowed && sameOrigin(href) && connectionAllows()) router.prefetch(href);
  };

  return (
    <a
      {...props}
      ref={own}
      href={href}
      target={target}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        intent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        intent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leftToBrowser(event) || !sameOrigin(href)) return;
        event.preventDefault();
        router.push(href);
      }}
    >
      {children}
    </a>
  );
}
