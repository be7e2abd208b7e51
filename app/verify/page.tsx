import type { Metadata } from "next";
import { VerifyForm } from "@/components/verify-form";

export const metadata: Metadata = { title: "Check a signed copy" };

/** Anyone, signed in or not, checks that a signed copy (PDF) was sealed here and is unaltered. */
export default function Verify() {
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-5 py-12">
      <h1 className="text-3xl font-semibold">Check a signed copy</h1>
      <p className="text-stone-700">
        Every document signed on a Leasehold Page comes with a signed copy: a PDF of the document and a certificate of who signed it, when. Choose that PDF here to check that it was sealed by this
        service and has not been changed since, not even by a byte. The file is checked and not kept.
      </p>
      <VerifyForm />
    </main>
  );
}
