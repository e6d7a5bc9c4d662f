import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own
// cleanup; unmount after every test so renders never leak into the next one.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
