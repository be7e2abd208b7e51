import { afterEach, describe, expect, it, vi } from "vitest";

async function fresh(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("./smtp")).smtpTransport;
}
afterEach(() => vi.unstubAllEnvs());

/** What nodemailer made of the URL: its transport's name and options. */
const made = (transport: unknown) => (transport as { transporter: { name: string; options: Record<string, unknown> } }).transporter;

describe("the SMTP transport", () => {
  it("on a server: one pooled transport for every message, with EMAIL_SERVER's own settings kept", async () => {
    const smtpTransport = await fresh({ VERCEL: undefined });
    const url = "smtp://user:p%40ss@mail.example:587";
    const first = smtpTransport(url);
    expect(smtpTransport(url)).toBe(first);
    expect(made(first)).toMatchObject({ name: "SMTP (pool)", options: { pool: true, maxConnections: 3, maxMessages: 100, host: "mail.example", port: 587, auth: { user: "user", pass: "p@ss" } } });
    const own = smtpTransport("smtps://mail.example?maxConnections=1");
    expect(own).not.toBe(first);
    expect(made(own).options).toMatchObject({ pool: true, maxConnections: 1, secure: true });
    own.close();
  });

  it("on Vercel: a connection per message (a suspended function must not hold one)", async () => {
    const smtpTransport = await fresh({ VERCEL: "1" });
    const transport = smtpTransport("smtp://mail.example:587");
    expect(made(transport).name).toBe("SMTP");
    expect(made(transport).options.pool).toBeUndefined();
  });
});
