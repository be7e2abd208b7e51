import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { noticeFor } from "@/components/notice";
import { PageBody } from "@/components/pages/types";
import { Artifact } from "@/components/pages/views";
import { SignedInAs } from "@/components/signed-in-as";
import { COUNTERPART_STATE_HEADER, stateToFollow } from "@/lib/domains/auth/counterpart-state";
import { counterpartEmail } from "@/lib/domains/auth/session";
import { typedContent, type ToolType } from "@/lib/domains/pages/content";
import { openPage } from "@/lib/domains/pages/open";
import { noteInvitationOpened } from "@/lib/domains/pages/invitations";
import { pageHeading } from "@/lib/domains/pages/registry";
import { brandingOf } from "@/lib/domains/pages/branding";
import { BrandHeader, ContactLine } from "@/components/pages/branding";
import { cache } from "react";
import { CounterpartIntl } from "@/components/i18n/root";
import { requestLocale, textFor } from "@/components/i18n/server";
import type { PageActions } from "@/components/pages/types/view";
import { approvalAction, personRequestAction, bookAction, cancelBookingAction, checklistAction, declineAction, orderAction, signAction, submitFormAction } from "./actions";

export const dynamic = "force-dynamic";
/** One lookup per request for the page and its tab title. */
const open = cache(openPage);

/** The tab says what the Page is and who asks, to those who may open it. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const access = await open((await params).id, await counterpartEmail());
  if (access.state !== "open") return { title: "Page", robots: { index: false } };
  const { organization } = brandingOf(access.page.branding);
  const heading = pageHeading(access.page.toolType, access.page.label, access.page.content as Record<string, unknown>);
  return { title: organization ? `${heading} · ${organization}` : heading, robots: { index: false } };
}


/** This Page's server actions, bound to it, for its view. */
const actionsFor = (pageId: string): PageActions => ({
  submitForm: submitFormAction.bind(null, pageId),
  approve: approvalAction.bind(null, pageId),
  answerPersonRequest: personRequestAction.bind(null, pageId),
  sign: signAction.bind(null, pageId),
  decline: declineAction.bind(null, pageId),
  checklist: checklistAction.bind(null, pageId),
  book: bookAction.bind(null, pageId),
  cancelBooking: cancelBookingAction.bind(null, pageId),
  order: orderAction.bind(null, pageId),
});

export default async function CounterpartPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const here = `/pages/${id}`;
  // The proxy has sent the status of what it found (proxy.ts): when that shows less than the Page, this
  // page says the same; otherwise (or without the proxy: a server action) it decides itself, by the same rule.
  const email = await counterpartEmail();
  const followed = stateToFollow((await headers()).get(COUNTERPART_STATE_HEADER), email);
  const access = followed ? null : await open(id, email);
  const state = access?.state ?? followed;
  if (state === "signed-out") redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`);
  if (state !== "open") {
    // What is not open is said in the browser's language (a missing Page has no locale of its own).
    const chosen = await requestLocale(access && "page" in access ? brandingOf(access.page.branding).locale : null);
    const t = textFor(chosen, "common");
    const notice = noticeFor(
      state,
      {
        missing: [t("notFoundTitle"), t("notFound")],
        destroyed: [t("removedTitle"), t("removed")],
        denied: [t("deniedTitle"), t("denied", { email: email ?? "" })],
        unavailable: [t("unavailableTitle"), t("unavailable")],
      },
      { email, returnTo: here, chosen },
    );
    if (notice) return notice;
  }
  if (access?.state !== "open" || !email) redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`); // cannot happen: open needs a signed-in person

  const { page } = access;
  // An invited person's first visit: their invitation is marked opened (page.invitation.opened).
  await noteInvitationOpened(page.id, email);
  const typed = typedContent(page.toolType as ToolType, page.content);
  const heading = pageHeading(page.toolType, page.label, page.content as Record<string, unknown>);
  const branding = brandingOf(page.branding);
  const chosen = await requestLocale(branding.locale);
  return (
    <CounterpartIntl chosen={chosen}>
      <main lang={chosen.locale} className="mx-auto flex max-w-2xl flex-col gap-5 px-5 py-10">
        <BrandHeader pageId={page.id} branding={branding} />
        <SignedInAs email={email} returnTo={here} compact />
        <h1 className="text-3xl font-semibold">{heading}</h1>
        {/* Content that does not pass its toolType's contract (stored before it was checked) is shown as text. */}
        {typed ? <PageBody typed={typed} page={page} email={email} actions={actionsFor(page.id)} chosen={chosen} /> : <Artifact content={page.content as Record<string, unknown>} chosen={chosen} />}
        <ContactLine branding={branding} chosen={chosen} />
      </main>
    </CounterpartIntl>
  );
}
