// Runs once when the server starts (Next's instrumentation hook), before it
// serves a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { refuseUnsafeProduction } = await import("@/lib/production-env");
  refuseUnsafeProduction();
  const [{ stampClientAddresses }, { env }] = await Promise.all([import("@/lib/forms/stamp-client-address"), import("@/lib/env")]);
  stampClientAddresses(env().trustedProxyHops);
}
