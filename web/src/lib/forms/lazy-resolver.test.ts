import { describe, expect, it, vi } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import type { ContactInput } from "@/lib/contact/schema";
import { lazyResolver, loadValidation } from "./lazy-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactInput>;
const noWayToAnswer: ContactInput = { name: "Omar", phone: "", email: "", message: "Any rooms next week?", website: "" };

describe("lazyResolver", () => {
  it("validates with the shared schema once the validation code has loaded", async () => {
    const resolver = lazyResolver((v) => v.contactResolver());
    const result = await resolver(noWayToAnswer, undefined, options);
    expect(result.errors.phone?.message).toBe("contactMethodRequired");
  });

  it("lets the form go to the server (which checks everything) when the code cannot be fetched, and tries again next time", async () => {
    const load = vi
      .fn<typeof loadValidation>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockImplementation(loadValidation);
    const resolver = lazyResolver((v) => v.contactResolver(), load);
    expect(await resolver(noWayToAnswer, undefined, options)).toEqual({ values: noWayToAnswer, errors: {} });
    expect((await resolver(noWayToAnswer, undefined, options)).errors.phone?.message).toBe("contactMethodRequired");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
