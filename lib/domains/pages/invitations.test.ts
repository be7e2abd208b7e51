import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configFrom } from "../../core/config";
import { InvitationInputSchema } from "./invitation-schemas";
import { authBaseOf, invitationEmail, invitationLink, verificationTokenHash } from "./invitations";
import { submissionSummary } from "./notify";

// next-auth's own hashToken (not exported by the package): what its email callback compares.
const nextAuthUtils = createRequire(import.meta.url)(path.resolve("node_modules/next-auth/core/lib/utils.js")) as {
  hashToken: (token: string, options: { provider: { secret?: string }; secret: string }) => string;
};

describe("invitation sign-in links", () => {
  it("store the token hashed exactly as next-auth's email provider does", () => {
    const token = "a".repeat(64);
    expect(verificationTokenHash(token, "the-secret")).toBe(nextAuthUtils.hashToken(token, { provider: {}, secret: "the-secret" }));
  });

  it("lead to NextAuth's email callback at the configured address, never a request's", () => {
    expect(authBaseOf(configFrom({ NEXTAUTH_URL: "https://leasehold.example" }))).toEqual({ authBase: "https://leasehold.example/api/auth", origin: "https://leasehold.example" });
    expect(authBaseOf(configFrom({ PUBLIC_BASE_URL: "https://pub.example/" }))?.authBase).toBe("https://pub.example/api/auth");
    expect(authBaseOf(configFrom({}))).toBeNull();
    const link = new URL(invitationLink({ authBase: "https://l.example/api/auth", origin: "https://l.example" }, "pg_1", "tok", "ann@example.com"));
    expect(link.pathname).toBe("/api/auth/callback/email");
    expect([...link.searchParams.keys()]).toEqual(["callbackUrl", "token", "email"]);
    expect(link.searchParams.get("callbackUrl")).toBe("https://l.example/pages/pg_1");
  });

  it("are emailed in the Page's language, naming who asks, the Page, the note, the expiry and the contact", () => {
    const page = { label: "Erstgespräch\nbuchen", branding: { organization: "Praxis Weber", contact: "termine@praxis-weber.example", locale: "de" } };
    const { subject, text } = invitationEmail(page, "ann@example.com", "https://l.example/x", "Bitte diese Woche.");
    expect(subject).toBe("Praxis Weber lädt Sie ein, „Erstgespräch buchen“ zu öffnen");
    expect(text).toContain("Bitte diese Woche.");
    expect(text).toContain("als ann@example.com an und gilt einmal, 7 Tage lang:\nhttps://l.example/x");
    expect(text).toContain("Kontakt: termine@praxis-weber.example");
    const plain = invitationEmail({ label: "Intake", branding: null }, "b@example.com", "https://l.example/y", null);
    expect(plain.subject).toBe("You are invited to open “Intake”");
    expect(plain.text).toContain("works once, for 7 days:");
  });

  it("refuse what is not one address or a plain note", () => {
    expect(InvitationInputSchema.safeParse({ email: "Ａnn@Example.com" }).data?.email).toBe("ann@example.com");
    for (const bad of [{}, { email: "no" }, { email: "a@b.co", extra: 1 }, { email: "a@b.co", message: "x\u0000y" }, { email: "a@b.co", message: "x".repeat(1001) }]) {
      expect(InvitationInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("submission summaries (notification and receipt)", () => {
  it("name each answer by its label, in the Page's language, cut to a bound", () => {
    const page = { content: { fields: [{ name: "name", label: "Your name" }] } };
    expect(submissionSummary(page, { kind: "form", data: { name: "Ann", topic: ["a", "b"] } }, "en")).toEqual(["Form", "Your name: Ann", "topic: a, b"]);
    expect(submissionSummary({ content: {} }, { kind: "approval", data: { decision: "approved", comment: "Fine" } }, "fr")).toEqual(["Décision", "Décision : approuvé", "Commentaire : Fine"]);
    const order = submissionSummary({ content: {} }, { kind: "order", data: { items: [{ name: "Tea", quantity: 2, unitPrice: 4 }], total: 8, currency: "EUR" } }, "de");
    expect(order[0]).toBe("Bestellung");
    expect(order.at(-1)).toMatch(/^Summe: 8\s€$/);
    const many = submissionSummary({ content: {} }, { kind: "form", data: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, "x".repeat(400)])) }, "en");
    expect(many).toHaveLength(30);
    expect(many.at(-1)).toBe("… and 22 more");
    expect(many[1]!.length).toBeLessThanOrEqual(305);
  });
});
