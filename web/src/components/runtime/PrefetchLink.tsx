"use client";

import NextLink from "next/link";
import { useSyncExternalStore, type ComponentProps } from "react";
import { browserConnection, connectionAllowsPrefetch, opensNewTab, subscribeToConnection } from "@/lib/runtime/prefetch-policy";

type PrefetchLinkProps = ComponentProps<typeof NextLink>;

const connectionSnapshot = () => connectionAllowsPrefetch(browserConnection());
// The server cannot know the guest's connection: render without prefetch and
// let the browser's first render turn it on when the connection allows.
const serverSnapshot = () => false;

/**
 * next/link with the site's prefetch policy: prefetched when visible (Next's
 * default in production), never on 2g or save-data, never for a new tab.
 * An explicit prefetch={false} is kept.
 */
export function PrefetchLink({ prefetch, target, ...props }: PrefetchLinkProps) {
  const connectionOk = useSyncExternalStore(subscribeToConnection, connectionSnapshot, serverSnapshot);
  const allowed = connectionOk && !opensNewTab(target) && prefetch !== false;
  return <NextLink {...props} target={target} prefetch={allowed ? (prefetch ?? null) : false} />;
}
