// The build this server runs, at /builds/latest.json. Open tabs compare
// it with the build they were loaded from; see lib/runtime/build-check.ts.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ id: process.env.NEXT_PUBLIC_BUILD_ID ?? "" }, { headers: { "Cache-Control": "no-store" } });
}
