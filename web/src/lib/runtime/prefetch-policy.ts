// Link prefetch policy: prefetch a link when it becomes visible,
// except on a 2g or save-data connection and for links opening a new tab.

/** The part of the Network Information API the policy reads. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

export function opensNewTab(target: string | undefined): boolean {
  return target === "_blank";
}

export function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
