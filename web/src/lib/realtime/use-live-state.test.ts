// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLiveState } from "./use-live-state";

describe("useLiveState", () => {
  it("keeps the value shown when the new one is the same, and takes a different one", async () => {
    const initial = { first: "2026-12-01", free: { deluxe: [3, 2] }, threshold: 2 };
    const { result } = renderHook(() => useLiveState(initial));
    await act(async () => result.current[1]({ first: "2026-12-01", free: { deluxe: [3, 2] }, threshold: 2 }));
    expect(result.current[0]).toBe(initial);
    const next = { first: "2026-12-01", free: { deluxe: [3, 1] }, threshold: 2 };
    await act(async () => result.current[1](next));
    expect(result.current[0]).toBe(next);
  });
});
