import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Notice } from "@/components/notice";
import { PersonChat } from "@/components/person-chat";
import { counterpartEmail } from "@/lib/auth/session";
import { latestConversation, openPerson } from "@/lib/persons/counterpart";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Chat", robots: { index: false } };


export default async function PersonPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const email = await counterpartEmail();
  if (!email) redirect(`/signin?callbackUrl=${encodeURIComponent(`/persons/${id}`)}`);
  const access = await openPerson(id, email);
  if (access.state === "missing") return <Notice title="Not found">There is no one to chat with at this address.</Notice>;
  if (access.state === "denied") return <Notice title="No access">You are signed in as {email}, which is not on this Person&apos;s audience. Ask whoever shared it to add you.</Notice>;
  const { person } = access;
  const conversation = await latestConversation(person.id, email);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-5 px-5 py-10">
      <p className="text-sm text-stone-600">Signed in as {email}</p>
      <header>
        <h1 className="text-3xl font-semibold">{person.name}</h1>
        <p className="mt-1 text-stone-700">{person.goal}</p>
        <p className="mt-1 text-sm text-stone-600">An AI worker, not a human.</p>
      </header>
      {access.state === "unavailable" ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {person.name} is unavailable right now. Please try again later.
        </p>
      ) : null}
      <PersonChat personId={person.id} name={person.name} initial={{ sessionId: conversation?.sessionId ?? null, messages: conversation?.messages ?? [] }} />
    </main>
  );
}
