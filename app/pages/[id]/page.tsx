import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { Notice } from "@/components/notice";
import { ApprovalForm, ChecklistForm, SignatureForm } from "@/components/pages/interactive";
import { FormPage, type FieldView } from "@/components/pages/form-page";
import { Artifact, Dashboard, Description, FileList, Invoice } from "@/components/pages/views";
import { Markdown } from "@/components/markdown";
import { COUNTERPART_STATE_HEADER, stateToFollow } from "@/lib/auth/counterpart-state";
import { counterpartEmail } from "@/lib/auth/session";
import { SignedInAs } from "@/components/signed-in-as";
import { MyBookings, OrderForm, SchedulerForm } from "@/components/pages/booking";
import { openPage } from "@/lib/pages/open";
import { myEarlierSubmissions } from "@/lib/pages/per-person";
import { checklistProgress } from "@/lib/pages/types/checklist/progress";
import { availableSlots, myBookings } from "@/lib/pages/types/scheduler/book";
import { formFieldsOf } from "@/lib/pages/content";
import { approvalSnapshot, catalogSnapshot, documentSnapshot, pageHeading } from "@/lib/pages/rendered";
import { VaultForm } from "@/components/pages/vault";
import { approvalAction, bookAction, cancelBookingAction, checklistAction, declineAction, orderAction, signAction, submitFormAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Page", robots: { index: false } };


type Content = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");

export default async function CounterpartPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const here = `/pages/${id}`;
  // The proxy has sent the status of what it found (proxy.ts): when that shows less than the Page, this
  // page says the same; otherwise (or without the proxy: a server action) it decides itself, by the same rule.
  const email = await counterpartEmail();
  const followed = stateToFollow((await headers()).get(COUNTERPART_STATE_HEADER), email);
  const access = followed ? null : await openPage(id, email);
  const state = access?.state ?? followed;
  if (state === "signed-out") redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`);
  if (state === "missing")
    return (
      <Notice title="Page not found" email={email} returnTo={here}>
        There is no Page at this address. Check the link you were given.
      </Notice>
    );
  if (state === "destroyed")
    return (
      <Notice title="This Page was removed" email={email} returnTo={here}>
        Whoever shared it has removed it, so it can no longer be opened.
      </Notice>
    );
  if (state === "denied")
    return (
      <Notice title="No access" email={email} returnTo={here}>
        This Page is shared with certain people only, and {email} is not one of them. Ask whoever shared it to add you, or use another email.
      </Notice>
    );
  if (state === "unavailable")
    return (
      <Notice title="Not available right now" email={email} returnTo={here}>
        This Page is not available right now. Please try again later.
      </Notice>
    );
  if (access?.state !== "open" || !email) redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`); // cannot happen: open needs a signed-in person

  const { page } = access;
  const content = page.content as Content;
  const heading = pageHeading(page.label, content);
  let body: React.ReactNode;
  switch (page.toolType) {
    case "custom_form":
    case "lead_collector": {
      // Only fields that pass the contract make a form (content stored before lead_collector was validated may not).
      const fields: FieldView[] = formFieldsOf(content) ?? [];
      body = fields.length ? (
        <FormPage
          action={submitFormAction.bind(null, page.id)}
          fields={fields}
          submitText={text(content.submitButtonText) || "Submit"}
          successMessage={text(content.successMessage) || "Thank you. Your response has been recorded."}
        />
      ) : (
        <Artifact content={content} />
      );
      break;
    }
    case "approval":
      body = (
        <>
          <Description text={content.request_description} />
          {text(content.request_details_markdown) ? <Markdown>{text(content.request_details_markdown)}</Markdown> : null}
          <ApprovalForm action={approvalAction.bind(null, page.id)} seen={approvalSnapshot(page.label, content).version} earlier={await myEarlierSubmissions(page, email)} />
        </>
      );
      break;
    case "e_signature":
      body = (
        <>
          {text(content.signer_instructions) ? <p className="text-stone-700">{text(content.signer_instructions)}</p> : null}
          <article aria-label="Document" className="rounded-md border border-stone-300 bg-white p-5">
            <Markdown>{text(content.document_markdown)}</Markdown>
          </article>
          <SignatureForm action={signAction.bind(null, page.id)} decline={declineAction.bind(null, page.id)} initials={content.signing_mode === "typed_name_and_initials"} seen={documentSnapshot(page.label, content).version} earlier={await myEarlierSubmissions(page, email)} />
        </>
      );
      break;
    case "checklist":
      body = (
        <>
          <Description text={content.description} />
          <ChecklistForm action={checklistAction.bind(null, page.id)} tasks={(content.tasks as never[]) ?? []} checked={await checklistProgress(page.id, email)} earlier={await myEarlierSubmissions(page, email)} />
        </>
      );
      break;
    case "payment":
      body = <Invoice content={content} />;
      break;
    case "scheduler": {
      const bookings = await myBookings(page, email);
      body = (
        <>
          <Description text={content.description} />
          <MyBookings action={cancelBookingAction.bind(null, page.id)} bookings={bookings} duration={Number(content.slot_duration_minutes)} />
          <SchedulerForm action={bookAction.bind(null, page.id)} slots={await availableSlots(page)} duration={Number(content.slot_duration_minutes)} booked={bookings.map((b) => b.slot)} />
        </>
      );
      break;
    }
    case "order_taker": {
      const catalog = catalogSnapshot(content);
      body = (
        <>
          <Description text={content.description} />
          <OrderForm action={orderAction.bind(null, page.id)} items={catalog.items} currency={catalog.currency} seen={catalog.version} />
        </>
      );
      break;
    }
    case "file_sharer":
      body = <FileList files={content.files} />;
      break;
    case "file_vault":
      body = (
        <>
          <Description text={content.description} />
          <h2 className="text-lg font-semibold">Shared with you</h2>
          <FileList files={content.deposited_files} />
          {Array.isArray(content.requested_uploads) && content.requested_uploads.length ? (
            <>
              <h2 className="text-lg font-semibold">Requested from you</h2>
              <VaultForm pageId={page.id} requested={content.requested_uploads as never[]} />
            </>
          ) : null}
        </>
      );
      break;
    case "data_dashboard":
      body = (
        <>
          <Description text={content.description} />
          <Dashboard charts={content.charts} />
        </>
      );
      break;
    default:
      body = (
        <>
          <Description text={content.description} />
          <Artifact content={content} />
        </>
      );
  }
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-5 px-5 py-10">
      <SignedInAs email={email} returnTo={here} compact />
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {page.toolType === "custom_form" || page.toolType === "lead_collector" ? <Description text={content.description} /> : null}
      {body}
    </main>
  );
}
