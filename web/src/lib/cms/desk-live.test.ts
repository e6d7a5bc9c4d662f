import { describe, expect, it } from "vitest";
import { changeOf, frame, takeEvents } from "./desk-live";

describe("the desk's live stream", () => {
  it("reads PocketBase's events as they arrive, a frame split anywhere", () => {
    const stream =
      'id:abc\nevent:PB_CONNECT\ndata:{"clientId":"abc"}\n\nid:abc\nevent:booking_requests/*\ndata:{"action":"update","record":{"id":"r1"}}\n\n';
    let buffer = "";
    const seen: { id: string; event: string; data: string }[] = [];
    for (const piece of [stream.slice(0, 17), stream.slice(17, 60), stream.slice(60)]) {
      const taken = takeEvents(buffer + piece);
      buffer = taken.rest;
      seen.push(...taken.events);
    }
    expect(seen).toEqual([
      { id: "abc", event: "PB_CONNECT", data: '{"clientId":"abc"}' },
      { id: "abc", event: "booking_requests/*", data: '{"action":"update","record":{"id":"r1"}}' },
    ]);
    expect(buffer).toBe("");
  });

  it("tells the browser which record changed and how, and nothing of the guest", () => {
    const data = JSON.stringify({ action: "create", record: { id: "r2", first_name: "Secret", phone: "+9647801234567" } });
    const change = changeOf("booking_requests", data)!;
    expect(change).toEqual({ topic: "booking_requests", action: "create", id: "r2" });
    expect(frame("change", change)).not.toContain("Secret");
    expect(changeOf("booking_requests", "not json")).toBeNull();
  });
});
