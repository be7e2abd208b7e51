import { describe, expect, it } from "vitest";
import { ApiError } from "../../core/http/errors";
import { eventId } from "./catalogue";
import { EventsQuerySchema, parseCursor, streamStart } from "./stream";

const PAGE = "pg_3f8h1j6k9m2p5r7t0v4x";

describe("an events cursor", () => {
  it("is an event's seq or its id, the id JSON pages, the stream's data and webhooks carry", () => {
    expect(parseCursor("41")).toEqual({ seq: 41, resourceId: null });
    expect(parseCursor(eventId(PAGE, 41))).toEqual({ seq: 41, resourceId: PAGE });
    expect(parseCursor(eventId("psn_7k2m9q4x8w1v5n3b6c0d", 2))).toEqual({ seq: 2, resourceId: "psn_7k2m9q4x8w1v5n3b6c0d" });
    for (const bad of ["", "evt_x", "1e9", "0x10", "-1", "41.0", "evt__41", `evt_${PAGE}_`, "99999999999", `evt_${"a".repeat(300)}_1`]) expect(parseCursor(bad), bad).toBeNull();
  });

  it("is read from ?after= in either form, and anything else is refused", () => {
    expect(EventsQuerySchema.parse({ after: "41" }).after).toEqual({ seq: 41, resourceId: null });
    expect(EventsQuerySchema.parse({ after: eventId(PAGE, 41) }).after).toEqual({ seq: 41, resourceId: PAGE });
    for (const bad of ["", "1e9", "0x10", "evt_x"]) expect(EventsQuerySchema.safeParse({ after: bad }).success, bad).toBe(false);
  });

  it("starts a stream after the same event whether Last-Event-ID or ?after= gives its seq or its id; another resource's event is refused", () => {
    expect(streamStart("41", undefined, PAGE)).toBe(41);
    expect(streamStart(eventId(PAGE, 41), undefined, PAGE)).toBe(41);
    expect(streamStart(null, parseCursor(eventId(PAGE, 7))!, PAGE)).toBe(7);
    expect(streamStart(eventId(PAGE, 41), parseCursor("7")!, PAGE)).toBe(41);
    expect(streamStart(null, undefined, PAGE)).toBeNull();
    expect(() => streamStart("evt_x", undefined, PAGE)).toThrow(ApiError);
    expect(() => streamStart(eventId("pg_other", 41), undefined, PAGE)).toThrow(/another resource/);
    expect(() => streamStart(null, parseCursor(eventId("pg_other", 41))!, PAGE)).toThrow(/another resource/);
  });
});
