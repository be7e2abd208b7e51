import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startInstance, type Instance } from "../support/instance";
import { startSmtpServer, type Mailbox } from "../support/smtp";

// Email sign-in as deployed: EMAIL_SERVER is an SMTP URL with credentials,
// NextAuth sends the link through it, the person follows the link.
const CREDENTIALS = { username: "leasehold-mailer", password: "smtp password with spaces" };
const FROM = "Leasehold <sign-in@leasehold.example>";

let mailbox: Mailbox;
let app: Instance;

/** Cookies as a browser keeps them: the latest value of each name. */
class CookieJar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  has(name: string) {
    return this.cookies.has(name) && this.cookies.get(name) !== "";
  }
}

/** What the sign-in form does: a CSRF token, then POST the email address. */
async function requestLink(base: string, email: string, jar: CookieJar): Promise<Response> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  jar.take(csrf);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${base}/api/auth/signin/email`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header() },
    body: new URLSearchParams({ email, csrfToken, callbackUrl: `${base}/` }),
  });
  jar.take(response);
  return response;
}

beforeAll(async () => {
  mailbox = await startSmtpServer(CREDENTIALS);
  const port = await freePort();
  app = await startInstance({
    name: "smtp-sign-in",
    port,
    env: { EMAIL_SERVER: mailbox.url, EMAIL_FROM: FROM, EMAIL_OUTBOX_DIR: undefined, NEXTAUTH_URL: `http://127.0.0.1:${port}` },
  });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await mailbox?.close();
});

describe("email sign-in over SMTP (EMAIL_SERVER)", () => {
  it("sends the link through the SMTP server with its credentials; following it signs the person in", async () => {
    const email = `smtp-person-${Date.now()}@example.com`;
    const jar = new CookieJar();
    const requested = await requestLink(app.url, email, jar);
    expect(requested.status).toBe(302);
    expect(requested.headers.get("location")).toMatch(/\/verify-request\b/); // then "check your email"
    expect(requested.headers.get("location")).not.toContain("error");

    const message = mailbox.messages.find((m) => m.to && JSON.stringify(m.to).includes(email));
    expect(message, "a message to the person").toBeTruthy();
    expect(mailbox.logins.at(-1)).toEqual({ username: CREDENTIALS.username, accepted: true });
    expect(message!.from?.text).toBe('"Leasehold" <sign-in@leasehold.example>');
    expect(message!.subject).toBe("Sign in to Leasehold");
    const link = /https?:\/\/\S+/.exec(message!.text ?? "")?.[0];
    expect(link).toMatch(new RegExp(`^${app.url}/api/auth/callback/email\\?`));

    const followed = await fetch(link!, { redirect: "manual", headers: { cookie: jar.header() } });
    expect(followed.status).toBe(302);
    jar.take(followed);
    expect(jar.has("next-auth.session-token")).toBe(true);
    const session = await (await fetch(`${app.url}/api/auth/session`, { headers: { cookie: jar.header() } })).json();
    expect(session.user.email).toBe(email);

    // A link is good once.
    const again = await fetch(link!, { redirect: "manual" });
    expect(again.headers.get("location")).toContain("error=Verification");
  });

  it("an SMTP server that refuses the credentials: the person is told sign-in failed, nothing is signed in", async () => {
    const wrong = await startInstance({
      name: "smtp-sign-in-wrong-password",
      env: { EMAIL_SERVER: mailbox.url.replace(encodeURIComponent(CREDENTIALS.password), "wrong"), EMAIL_FROM: FROM, EMAIL_OUTBOX_DIR: undefined },
    });
    try {
      const email = `smtp-refused-${Date.now()}@example.com`;
      const before = mailbox.messages.length;
      const response = await requestLink(wrong.url, email, new CookieJar());
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toContain("error=EmailSignin");
      expect(mailbox.logins.at(-1)).toMatchObject({ accepted: false });
      expect(mailbox.messages.length).toBe(before);
    } finally {
      await wrong.stop();
    }
  });
});
