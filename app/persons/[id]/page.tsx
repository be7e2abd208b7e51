import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { noticeFor } from "@/components/notice";
import { PersonChat } from "@/components/person-chat";
import { SignedInAs } from "@/components/signed-in-as";
import { CounterpartIntl } from "@/components/i18n/root";
import { requestLocale, textFor } from "@/components/i18n/server";
import { COUNTERPART_STATE_HEADER, stateToFollow } from "@/lib/domains/auth/counterpart-state";
import { counterpartEmail } from "@/lib/domains/auth/session";
import { latestConversation, openPerson, unavailableReason } from "@/lib/domains/persons/chat/counterpart";
import { profileOf } from "@/lib/domains/persons/shapes/schemas";

export const dynamic = "force-dynamic";

/**
 * What this request meets, read once for the tab's title and the page. The proxy has sent the status of
 * what it found (proxy.ts); the page shows the same. An unavailable Person still shows the counterpart's
 * conversation, so that state is read here like an open one.
 */
const load = cache(async (id: string) => {
  const email = await counterpartEmail();
  const followed = stateToFollow((await headers()).get(COUNTERPART_STATE_HEADER), email);
  const access = followed && followed !== "unavailable" ? null : await openPerson(id, email);
  const person = access && (access.state === "open" || access.state === "unavailable") ? access.person : null;
  // The Person's public profile: its language (else the browser's), greeting, description and suggestions. Never its goal.
  const profile = profileOf(person?.profile);
  const chosen = await requestLocale(profile.locale ?? null);
  return { email, followed, access, person, profile, chosen };
});

/** The tab: "Chat with <name>" for whoever may open it, else "Chat", in the reader's language. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { person, chosen } = await load((await params).id);
  const c = textFor(chosen, "chat");
  return { title: person ? c("title", { name: person.name }) : c("tab"), robots: { index: false } };
}

export default async function PersonPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const here = `/persons/${id}`;
  const { email, followed, access, person, profile, chosen } = await load(id);
  const state = access?.state ?? followed;
  if (state === "signed-out") redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`);
  const t = textFor(chosen, "common");
  const notice = noticeFor(
    state,
    {
      missing: [t("chatNotFoundTitle"), t("chatNotFound")],
      destroyed: [t("chatRemovedTitle"), t("removed")],
      denied: [t("deniedTitle"), t("chatDenied", { email: email ?? "" })],
    },
    { email, returnTo: here, chosen },
  );
  if (notice) return notice;
  if (!person || !email) redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`); // cannot happen: open and unavailable need a signed-in person
  const c = textFor(chosen, "chat");
  // The proxy answered 503 when it found the Person unavailable; the page says so (and why) even if that changed since.
  // Paused by its controller (lib/domains/persons/runtime/pause.ts): it takes no messages until it is resumed.
  const blocked =
    unavailableReason(person.lease) ?? (person.pausedAt ? "paused" : null) ?? (access?.state === "unavailable" || followed === "unavailable" ? "unavailable" : null);
  const conversation = await latestConversation(person.id, email);
  return (
    <CounterpartIntl chosen={chosen}>
      {/* The page is as tall as the screen: the conversation scrolls between the header and the composer, which stays at the bottom. */}
      <main lang={chosen.locale} className="mx-auto flex h-dvh max-w-2xl flex-col px-4 sm:px-5">
        <header className="shrink-0 border-b border-stone-200 pt-3 pb-3 sm:pt-6">
          <SignedInAs email={email} returnTo={here} compact />
          <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">{person.name}</h1>
          <p className="text-sm text-stone-600">{c("aiNotice")}</p>
        </header>
        <PersonChat
          personId={person.id}
          name={person.name}
          intro={{ greeting: profile.greeting ?? null, description: profile.description ?? null, suggestions: profile.suggestions ?? [] }}
          initial={{ sessionId: conversation?.sessionId ?? null, messages: conversation?.messages ?? [] }}
          blocked={blocked}
        />
      </main>
    </CounterpartIntl>
  );
}
