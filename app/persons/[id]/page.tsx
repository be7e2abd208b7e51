import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { Notice } from "@/components/notice";
import { PersonChat } from "@/components/person-chat";
import { SignedInAs } from "@/components/signed-in-as";
import { CounterpartIntl } from "@/components/i18n/root";
import { requestLocale, textFor } from "@/components/i18n/server";
import { COUNTERPART_STATE_HEADER, stateToFollow } from "@/lib/auth/counterpart-state";
import { counterpartEmail } from "@/lib/auth/session";
import { latestConversation, openPerson } from "@/lib/persons/counterpart";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Chat", robots: { index: false } };


export default async function PersonPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const here = `/persons/${id}`;
  // The proxy has sent the status of what it found (proxy.ts); the page shows the same. An unavailable
  // Person still shows the counterpart's conversation, so that state is read here like an open one.
  const email = await counterpartEmail();
  const followed = stateToFollow((await headers()).get(COUNTERPART_STATE_HEADER), email);
  const access = followed && followed !== "unavailable" ? null : await openPerson(id, email);
  const state = access?.state ?? followed;
  if (state === "signed-out") redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`);
  const chosen = await requestLocale(null);
  const t = textFor(chosen, "common");
  const notice = (title: string, text: string) => (
    <Notice title={title} email={email} returnTo={here} chosen={chosen}>
      {text}
    </Notice>
  );
  if (state === "missing") return notice(t("chatNotFoundTitle"), t("chatNotFound"));
  if (state === "destroyed") return notice(t("chatRemovedTitle"), t("removed"));
  if (state === "denied") return notice(t("deniedTitle"), t("chatDenied", { email: email ?? "" }));
  if (!access || (access.state !== "open" && access.state !== "unavailable") || !email) redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`); // cannot happen: open and unavailable need a signed-in person
  const { person } = access;
  // The proxy answered 503 when it found the Person unavailable; the page says so even if that changed since.
  const unavailable = access.state === "unavailable" || followed === "unavailable";
  const conversation = await latestConversation(person.id, email);
  return (
    <CounterpartIntl chosen={chosen}>
      <main lang={chosen.locale} className="mx-auto flex max-w-2xl flex-col gap-5 px-5 py-10">
        <SignedInAs email={email} returnTo={here} compact />
        <header>
          <h1 className="text-3xl font-semibold">{person.name}</h1>
          <p className="mt-1 text-stone-700">{person.goal}</p>
          <p className="mt-1 text-sm text-stone-600">An AI worker, not a human.</p>
        </header>
        {unavailable ? (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {person.name} is unavailable right now. Please try again later.
          </p>
        ) : null}
        <PersonChat personId={person.id} name={person.name} initial={{ sessionId: conversation?.sessionId ?? null, messages: conversation?.messages ?? [] }} />
      </main>
    </CounterpartIntl>
  );
}
