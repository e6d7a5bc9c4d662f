/**
 * Where PocketBase is: PB_URL, else PocketBase on this machine (127.0.0.1,
 * PB_PORT or 8090), without a trailing slash. The one default for the site's
 * configuration (env.ts), next/image's allowed origins (image-patterns.ts),
 * the content report and the seed; blank counts as unset. No `server-only`:
 * next.config.ts and the command-line scripts read it too.
 */
export function pocketBaseUrl(vars: { PB_URL?: string | undefined; PB_PORT?: string | undefined }): string {
  const given = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  return (given(vars.PB_URL) ?? `http://127.0.0.1:${given(vars.PB_PORT) ?? "8090"}`).replace(/\/+$/, "");
}
