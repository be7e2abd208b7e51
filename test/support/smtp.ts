/**
 * An SMTP server for tests (smtp-server, from the Nodemailer project): what a
 * mail provider's submission port does (AUTH PLAIN/LOGIN with a user and a
 * password, then DATA), keeping every accepted message, parsed with
 * mailparser, instead of delivering it.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Mailbox {
  url: string;
  messages: ParsedMail[];
  /** Login attempts, with whether they were accepted. */
  logins: { username: string; accepted: boolean }[];
  close(): Promise<void>;
}

export async function startSmtpServer(credentials: { username: string; password: string }): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const logins: Mailbox["logins"] = [];
  const server = new SMTPServer({
    // Plain TCP on localhost: no certificate to make; a real provider would offer STARTTLS.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      const accepted = auth.username === credentials.username && auth.password === credentials.password;
      logins.push({ username: auth.username ?? "", accepted });
      if (!accepted) return callback(new Error("Invalid username or password"));
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`,
    messages,
    logins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
