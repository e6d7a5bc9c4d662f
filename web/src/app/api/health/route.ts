import { getSettingsPlaceholders } from "@/lib/cms";
import { isProduction } from "@/lib/production-env";

// The web container's health check (docker-compose.yml); not reachable through the front door (/api/ is 404 there).
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Healthy, except in production while the settings still hold one of the
 * seed's placeholders (lib/placeholders.ts): a guest who calls the
 * placeholder number is a lost booking, so the stack reports it unhealthy and
 * logs the fields on every check until staff replace them. A PocketBase that
 * cannot be read leaves the site healthy: its cached pages still serve.
 */
export async function GET(): Promise<Response> {
  const placeholders = await getSettingsPlaceholders();
  if (placeholders && placeholders.length > 0 && isProduction(process.env)) {
    console.error(
      `[health] unhealthy: the settings still hold the seed's placeholders in ${placeholders.join(", ")}. ` +
        "Replace them with the hotel's own in the admin UI (Collections → settings).",
    );
    return Response.json({ status: "placeholders", placeholders }, { status: 503, headers: NO_STORE });
  }
  return Response.json({ status: "ok", placeholders }, { headers: NO_STORE });
}
