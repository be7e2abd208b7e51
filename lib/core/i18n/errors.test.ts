import { describe, expect, it } from "vitest";
import { cancellationWindowMessage } from "@/lib/domains/pages/submissions";
import { CHANGED_MESSAGES } from "@/lib/domains/pages/seen";
import { LOCALES } from "../locales";
import { COUNTERPART_ERRORS, counterpartErrorMessage } from "./errors";

const en = (surface: "page" | "upload" | "person", error: Parameters<typeof counterpartErrorMessage>[1], values?: Record<string, string | number>) =>
  counterpartErrorMessage(surface, error, "en", { sent: "the rule's sentence", values });

describe("what a counterpart is told (lib/core/i18n/errors.ts)", () => {
  it("says a Page's refusals in English as the forms always did", () => {
    expect(en("page", { code: "submissions_exhausted" })).toBe("This Page is not accepting more responses right now.");
    expect(en("page", { code: "conflict" })).toBe("That was just taken by someone else; choose another.");
    expect(en("page", { code: "conflict", extra: { reason: "slot_taken" } })).toBe("That was just taken by someone else; choose another.");
    expect(en("page", { code: "not_found" })).toBe("This Page does not exist.");
    expect(en("page", { code: "not_found", extra: { reason: "booking", bookingId: "sub_1" } })).toBe("No booking sub_1 on this Page.");
    expect(en("page", { code: "unauthorized" })).toBe("Your session has ended: sign in again.");
    expect(en("page", { code: "internal_error" })).toBe("Something went wrong; nothing was saved. Try again.");
    expect(en("page", { code: "not_your_turn" })).toBe("the rule's sentence");
    expect(en("page", { code: "validation_failed" })).toBeUndefined();
    for (const [reason, text] of Object.entries(CHANGED_MESSAGES)) expect(en("page", { code: "conflict", extra: { reason } })).toBe(text);
  });

  it("says a cancellation window as the rule does, in days, hours or minutes", () => {
    for (const minutes of [1, 30, 60, 90, 120, 1440, 2880, 1500]) {
      expect(en("page", { code: "conflict", extra: { reason: "booking_window", windowMinutes: minutes } })).toBe(cancellationWindowMessage(minutes));
    }
  });

  it("leaves a file's own refusal to the rule and says the Page's for the whole Page (uploads, read from the body)", () => {
    expect(en("upload", { code: "not_found", reason: "upload" })).toBe("the rule's sentence");
    expect(counterpartErrorMessage("upload", { code: "not_found", reason: "upload" }, "en")).toBeUndefined();
    expect(en("upload", { code: "storage_quota_exceeded" })).toBe("This Page cannot take more files right now.");
    expect(en("upload", { code: "conflict" })).toBeUndefined();
  });

  it("words a Person's refusals by their reason, and nothing else", () => {
    expect(en("person", { code: "service_unavailable", reason: "limit" }, { name: "Ada" })).toBe("Ada cannot take more messages right now. Please try again later.");
    expect(en("person", { code: "service_unavailable", reason: "something new" }, { name: "Ada" })).toBe("Ada is unavailable right now. Please try again later.");
    expect(en("person", { code: "person_paused" }, { name: "Ada" })).toBe("Ada is paused and is not taking messages right now. Please try again later.");
    expect(en("person", { code: "rate_limited" })).toBeUndefined();
  });

  it("has a message in every language for every entry", () => {
    for (const [surface, table] of Object.entries(COUNTERPART_ERRORS) as [keyof typeof COUNTERPART_ERRORS, Record<string, unknown>][]) {
      for (const [code, entry] of Object.entries(table)) {
        const reasons = entry && typeof entry === "object" && "byReason" in entry ? Object.keys((entry as { byReason: object }).byReason) : [""];
        for (const reason of reasons) {
          for (const locale of LOCALES) {
            const said = counterpartErrorMessage(surface, { code, extra: { reason, bookingId: "b", windowMinutes: 60 } }, locale, { sent: "sent", values: { name: "Ada" } });
            expect(said, `${surface} ${code} ${reason} ${locale}`).toBeTruthy();
          }
        }
      }
    }
  });
});
