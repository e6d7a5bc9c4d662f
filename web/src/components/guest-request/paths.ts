/** The request's own page (unprefixed; localizedPath adds /en). */
export const REQUEST_PATH = "/request";

export function requestPath(token: string): string {
  return `${REQUEST_PATH}/${token}`;
}

/** Where the page polls for the status (a route handler beside it, POST with the token in the body). */
export const REQUEST_STATUS_PATH = `${REQUEST_PATH}/status`;
