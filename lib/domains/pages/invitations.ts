/**
 * Invitations: a controller invites a person by email, and one
 * call emails them a branded sign-in link that signs them in and lands on the
 * Page.
 *
 * The link is a genuine NextAuth email sign-in link, made the way next-auth's
 * email provider makes one (node_modules/next-auth/core/lib/email/signin.js):
 * 32 random bytes as hex, stored only as SHA-256(token + NEXTAUTH_SECRET)
 * (core/lib/utils.js hashToken) in the VerificationToken table the Prisma
 * adapter reads, at `<NEXTAUTH_URL>/api/auth/callback/email?callbackUrl=…&token=…&email=…`.
 * NextAuth's callback deletes the row when it is used (one use) and refuses
 * it after `expires` (INVITATION_LINK_DAYS, 7 days, rather than the 30
 * minutes of a link a person asks for: an invitation is read later).
 *
 * The address comes from the configuration (NEXTAUTH_URL, else
 * PUBLIC_BASE_URL: where NextAuth itself builds its links, lib/domains/auth/options.ts
 * pinAuthUrl), never from a request's Host. Everything an invitation writes
 * (the token, the invitation, a private Page's audience, the email and the
 * events) commits in one transaction, under the Page's lease row, so the
 * per-Page bound and the repeat window hold under concurrency.
 */
import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import { emailSignIn } from "../auth/options";
import { normalizeEmail } from "../auth/email";
import { config } from "../../core/config";
import { db, type Tx } from "../../core/db/client";
import type { PageInvitation } from "../../core/db/generated/client";
import { recordEvent } from "../events/record";
import { ApiError } from "../../core/http/errors";
import { translator } from "../../core/i18n";
import { newRowId } from "../../core/ids";
import { MAX_AUDIENCE_EMAILS } from "../leases/schemas";
import { log } from "../../core/log";
import { enqueueMail } from "../mail/queue";
import { brandingOf } from "./branding";
import {
  INVITATION_LIMITS,
  INVITATION_LINK_DAYS,
  type InvitationInputSchema,
  type InvitationListSchema,
  type InvitationSchema,
  type InvitationSentSchema,
} from "./invitation-schemas";

export type InvitationRecord = z.infer<typeof InvitationSchema>;
export type InvitationSent = z.infer<typeof InvitationSentSchema>;

const DAY_MS = 86_400_000;

/** next-auth 4's hashToken: what the VerificationToken table holds of a sign-in token. */
export function verificationTokenHash(token: string, secret: string): string {
  return createHash("sha256").update(`${token}${secret}`).digest("hex");
}

/** Where NextAuth answers (its base, `…/api/auth`) and the service's origin, from the configuration; null when neither URL is set. */
export function authBaseOf(cfg = config()): { authBase: string; origin: string } | null {
  const configured = cfg.signIn.url ?? cfg.publicBaseUrl;
  if (!configured) return null;
  // As next-auth's parseUrl: a URL without a path means /api/auth.
  const url = new URL(configured);
  const path = (url.pathname === "/" ? "/api/auth" : url.pathname).replace(/\/$/, "");
  return { authBase: `${url.origin}${path}`, origin: url.origin };
}

/** The sign-in link of `token` for `email`, leading to the Page. */
export function invitationLink(base: { authBase: string; origin: string }, pageId: string, token: string, email: string): string {
  const params = new URLSearchParams({ callbackUrl: `${base.origin}/pages/${encodeURIComponent(pageId)}`, token, email });
  return `${base.authBase}/callback/email?${params}`;
}

const invitationsUrl = (pageId: string) => `${config().publicBaseUrl ?? ""}/api/v3/control/pages/${encodeURIComponent(pageId)}/invitations`;

function record(row: PageInvitation, now = Date.now()): InvitationRecord {
  return {
    id: row.id,
    email: row.email,
    message: row.message,
    invitedAt: row.invitedAt.toISOString(),
    invitedBy: "controller",
    expiresAt: row.expiresAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    status: row.openedAt ? "opened" : row.expiresAt.getTime() <= now ? "expired" : "sent",
    addedToAudience: row.addedToAudience,
  };
}

const line = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/** The invitation email, in the Page's language: who is asking, for which Page, the note, the link and how long it works, the contact. */
export function invitationEmail(page: { label: string; branding: unknown }, email: string, url: string, message: string | null): { subject: string; text: string } {
  const { organization, contact, locale } = brandingOf(page.branding);
  const t = translator(locale ?? "en", "signin");
  // The invited person may open the Page (a private one's audience gains them), so its label is named.
  const what = t("quoted", { label: line(page.label) });
  const org = organization ? line(organization) : null;
  const subject = org ? t("inviteSubjectOrg", { organization: org, what }) : t("inviteSubject", { what });
  const parts = [org ? t("inviteIntroOrg", { organization: org, what }) : t("inviteIntro", { what })];
  if (message) parts.push(`${t("inviteNote")}\n${message}`);
  parts.push(`${t("inviteLinkLine", { email, days: INVITATION_LINK_DAYS })}\n${url}`);
  if (contact) parts.push(t("contactLine", { contact: line(contact) }));
  parts.push(t("ignore"));
  return { subject: subject.slice(0, 300), text: parts.join("\n\n") };
}

/** Why invitations cannot be sent here, if they cannot. */
function unavailable(): string | null {
  const cfg = config();
  if (emailSignIn(cfg).mode === "off") return "Invitations need email sign-in: set EMAIL_SERVER (an SMTP URL) and EMAIL_FROM.";
  if (!cfg.signIn.secret) return "Invitations need NEXTAUTH_SECRET (the secret of sign-in links).";
  if (!authBaseOf(cfg)) return "Invitations need the service's address: set NEXTAUTH_URL or PUBLIC_BASE_URL.";
  return null;
}

/**
 * Invites `input.email` to the Page: emails a sign-in link (one use,
 * INVITATION_LINK_DAYS) that lands on it, records the invitation and
 * page.invitation.sent. A private Page adds the email to its audience (409
 * conflict when the audience is full). The same address again within
 * INVITATION_LIMITS.repeatWindowMinutes answers that invitation
 * (`repeated: true`) and sends nothing; more than INVITATION_LIMITS.perDay
 * invitations of one Page in 24 hours: 429 rate_limited.
 */
export async function invitePerson(pageId: string, input: z.output<typeof InvitationInputSchema>, by: { tokenId: string }): Promise<InvitationSent> {
  const reason = unavailable();
  if (reason) throw new ApiError("service_unavailable", reason);
  const cfg = config();
  const base = authBaseOf(cfg)!;
  const email = normalizeEmail(input.email);
  const message = input.message ?? null;
  return db().$transaction(async (tx) => {
    // The Page's lease row: one invitation of this Page at a time (the bound and the repeat window hold).
    await tx.$queryRaw`SELECT 1 FROM "Lease" WHERE "resourceId" = ${pageId} FOR UPDATE`;
    const page = await tx.page.findUnique({ where: { id: pageId } });
    if (!page) throw new ApiError("not_found", `No Page ${pageId}.`);
    const now = Date.now();
    const recent = await tx.pageInvitation.findFirst({
      where: { pageId, email, invitedAt: { gte: new Date(now - INVITATION_LIMITS.repeatWindowMinutes * 60_000) } },
      orderBy: { invitedAt: "desc" },
    });
    if (recent) return { ...record(recent, now), repeated: true };
    const today = await tx.pageInvitation.count({ where: { pageId, invitedAt: { gte: new Date(now - DAY_MS) } } });
    if (today >= INVITATION_LIMITS.perDay) {
      const oldest = await tx.pageInvitation.findFirst({ where: { pageId, invitedAt: { gte: new Date(now - DAY_MS) } }, orderBy: { invitedAt: "asc" } });
      const retryAfter = Math.max(1, Math.ceil(((oldest?.invitedAt.getTime() ?? now) + DAY_MS - now) / 1000));
      throw new ApiError("rate_limited", `This Page has sent ${INVITATION_LIMITS.perDay} invitations in the last 24 hours, the most it may; try again later.`, {
        headers: { "Retry-After": String(retryAfter) },
      });
    }

    // A private Page: the invited person joins its audience, or they could not open what they are invited to.
    let addedToAudience = false;
    if (page.visibility === "private" && !page.audienceEmails.includes(email) && page.ownerEmail !== email) {
      if (page.audienceEmails.length >= MAX_AUDIENCE_EMAILS) {
        throw new ApiError("conflict", `The Page's audience holds ${MAX_AUDIENCE_EMAILS} emails, the most it may; remove one (POST …/audience) before inviting another person.`);
      }
      const updated = await tx.page.update({ where: { id: pageId }, data: { audienceEmails: { push: email } }, select: { visibility: true, audienceEmails: true, ownerEmail: true } });
      await recordEvent(tx, {
        resourceType: "page",
        resourceId: pageId,
        type: "lease.audience_updated",
        actor: "controller",
        data: { visibility: updated.visibility, audienceSize: updated.audienceEmails.length, ownerSet: updated.ownerEmail !== null },
      });
      addedToAudience = true;
    }

    const token = randomBytes(32).toString("hex");
    const expiresAt = new Date(now + INVITATION_LINK_DAYS * DAY_MS);
    await tx.verificationToken.create({ data: { identifier: email, token: verificationTokenHash(token, cfg.signIn.secret!), expires: expiresAt } });
    const invitation = await tx.pageInvitation.create({
      data: { id: `inv_${newRowId()}`, pageId, email, message, invitedByToken: by.tokenId, addedToAudience, invitedAt: new Date(now), expiresAt },
    });
    const { subject, text } = invitationEmail(page, email, invitationLink(base, pageId, token, email), message);
    await enqueueMail(tx, { to: email, subject, text });
    await recordEvent(tx, {
      resourceType: "page",
      resourceId: pageId,
      type: "page.invitation.sent",
      actor: "controller",
      data: { invitationId: invitation.id, email, expiresAt: expiresAt.toISOString(), addedToAudience, url: invitationsUrl(pageId) },
    });
    return { ...record(invitation, now), repeated: false };
  });
}

/** The Page's invitations, newest first; the cursor is the last invitation's id of the previous page. */
export async function listInvitations(pageId: string, limit: number, cursor?: string): Promise<z.infer<typeof InvitationListSchema>> {
  let after: { invitedAt: Date; id: string } | null = null;
  if (cursor) {
    after = await db().pageInvitation.findFirst({ where: { id: cursor, pageId }, select: { invitedAt: true, id: true } });
    if (!after) throw new ApiError("validation_failed", "The cursor is not one this API gave out.", { details: [{ path: "cursor", message: "invalid cursor" }] });
  }
  const rows = await db().pageInvitation.findMany({
    where: { pageId, ...(after ? { OR: [{ invitedAt: { lt: after.invitedAt } }, { invitedAt: after.invitedAt, id: { lt: after.id } }] } : {}) },
    orderBy: [{ invitedAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const now = Date.now();
  const page = rows.slice(0, limit);
  return { invitations: page.map((row) => record(row, now)), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}

/**
 * The signed-in `email` opened the Page: its invitations not yet opened are
 * marked opened, and page.invitation.opened is recorded once (in the same
 * transaction; of two requests at once, the one whose update changed the rows).
 * One indexed read when there is none, the common case. Never fails the page.
 */
export async function noteInvitationOpened(pageId: string, signedInEmail: string): Promise<void> {
  const email = normalizeEmail(signedInEmail);
  try {
    const pending = await db().pageInvitation.findFirst({ where: { pageId, email, openedAt: null }, select: { id: true } });
    if (!pending) return;
    await db().$transaction(async (tx: Tx) => {
      const first = await tx.pageInvitation.findFirst({ where: { pageId, email, openedAt: null }, orderBy: { invitedAt: "asc" } });
      if (!first) return;
      const { count } = await tx.pageInvitation.updateMany({ where: { pageId, email, openedAt: null }, data: { openedAt: new Date() } });
      if (count === 0) return;
      await recordEvent(tx, {
        resourceType: "page",
        resourceId: pageId,
        type: "page.invitation.opened",
        actor: "counterpart",
        actorEmail: email,
        data: { invitationId: first.id, email, invitedAt: first.invitedAt.toISOString() },
      });
    });
  } catch (error) {
    log.error({ err: error, pageId }, "An invitation could not be marked opened");
  }
}


/**
 * A destroyed Page's invitation links stop signing anyone in: each link's
 * token was written with its invitation's email and expiry (invitePerson), so
 * the unused ones are found by both and deleted, in the destroying transaction.
 */
export async function revokeInvitationLinks(tx: Tx, pageId: string, now = new Date()): Promise<number> {
  const open = await tx.pageInvitation.findMany({ where: { pageId, expiresAt: { gt: now } }, select: { email: true, expiresAt: true } });
  if (!open.length) return 0;
  const { count } = await tx.verificationToken.deleteMany({ where: { OR: open.map(({ email, expiresAt }) => ({ identifier: email, expires: expiresAt })) } });
  return count;
}
