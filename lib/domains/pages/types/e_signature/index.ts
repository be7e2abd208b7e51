/** e_signature: a signing surface; the controller supplies the document and any legal review. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { documentHeading } from "./heading";
import { declineKind, signatureKind } from "./submission";
import { normalizeEmail } from "../../../auth/email";
import { personEmail, text } from "../shared";

/** The most signers an e_signature Page may name. */
export const MAX_SIGNERS = 20;

export const SignerSchema = z
  .strictObject({
    email: personEmail.meta({ description: "The signer's email address: the one they sign in with." }),
    name: z.string().trim().min(1).max(200).optional().meta({ description: "How the others see them named while they wait (\"Ana Ruiz, Finance\")." }),
    order: z
      .number()
      .int()
      .min(1)
      .max(MAX_SIGNERS)
      .optional()
      .meta({ description: "When they sign: every signer with a lower order signs first; signers with the same order sign in any order among themselves. Absent: their position in the list (1, 2, 3…)." }),
  })
  .meta({ id: "Signer" });

/**
 * The longest document an e_signature Page may hold, in characters of
 * markdown: about 15,000 words, some forty printed pages (a long commercial
 * contract). Its sealed copy is laid out in a render worker in a few seconds
 * at most (docs/performance.md); beyond it a document is refused (400).
 */
export const MAX_DOCUMENT_CHARS = 100_000;

/** The most an e_signature Page's max_signatures_per_person may allow. */
export const MAX_SIGNATURES_PER_PERSON = 100;

export const ESignatureContentSchema = z
  .looseObject({
    document_title: text(200),
    signer_instructions: z.string().max(2_000).optional(),
    document_markdown: z
      .string()
      .min(1)
      .max(MAX_DOCUMENT_CHARS)
      .meta({ description: `The document to sign, as markdown: at most ${MAX_DOCUMENT_CHARS.toLocaleString("en")} characters (a longer one is refused, 400). Its sealed copy (PDF) is built once, when it is signed, and stored.` }),
    signing_mode: z.enum(["typed_name", "typed_name_and_initials"]).default("typed_name").meta({ description: "What the signer types to sign." }),
    max_signatures_per_person: z
      .number()
      .int()
      .min(1)
      .max(MAX_SIGNATURES_PER_PERSON)
      .default(1)
      .meta({
        description: `Extension: how many signatures one signed-in person (one email address) may record on this Page; 1 by default. A further attempt is refused (409 already_submitted) and the page shows the person's signature instead of the form. At most ${MAX_SIGNATURES_PER_PERSON}.`,
      }),
    signers: z
      .array(SignerSchema)
      .min(1)
      .max(MAX_SIGNERS)
      .optional()
      .meta({
        description: `Extension: the people who sign (at most ${MAX_SIGNERS}, each email once), in order. When set, only they may sign or decline (anyone else who can open the Page reads the document: 403 not_a_signer); a signer whose turn has not come is told who they wait for (409 not_your_turn, \`waitingFor\`); each signs once; the next signer is emailed when their turn comes; every sealed copy's certificate lists the signatures recorded before it, so the last one lists them all. A decline stops the signing.`,
      }),
  })
  .superRefine((content, ctx) => {
    const signers = content.signers;
    if (!signers) return;
    const seen = new Set<string>();
    signers.forEach((signer, index) => {
      const email = normalizeEmail(signer.email);
      if (seen.has(email)) ctx.addIssue({ code: "custom", path: ["signers", index, "email"], message: `duplicate signer "${email}"` });
      seen.add(email);
    });
    if (typeof content.max_signatures_per_person === "number" && content.max_signatures_per_person > 1) {
      ctx.addIssue({ code: "custom", path: ["max_signatures_per_person"], message: "named signers sign once each: leave max_signatures_per_person at 1 with signers" });
    }
  })
  .meta({ id: "ESignatureContent" });

export const eSignature = definePageType({
  purpose: "Signing surface; the controller supplies the document and any legal review",
  contentKeys: ["document_title", "signer_instructions", "document_markdown", "signing_mode"],
  content: ESignatureContentSchema,
  examples: [
    {
      summary: "A freelance design agreement",
      label: "Design agreement",
      content: {
        document_title: "Design services agreement",
        signer_instructions: "Please read the agreement, then type your full name to sign.",
        document_markdown:
          "# Design services agreement\n\nBetween **Studio Lumen Ltd** and the client named below.\n\n| Deliverable | Due | Fee |\n|---|---|---|\n| Logo and brand guide | 15 December 2026 | £2,400 |\n| Website design (5 pages) | 20 January 2027 | £4,800 |\n\nPayment is due within 30 days of each delivery.",
        signing_mode: "typed_name",
      },
    },
    {
      summary: "A lease two people sign in turn: the tenant, then the landlord",
      label: "Flat lease",
      content: {
        document_title: "Lease of Flat 3, 12 Mill Lane",
        signer_instructions: "The tenant signs first; the landlord is emailed once the tenant has signed.",
        document_markdown: "# Assured shorthold tenancy\n\n| Term | Rent | Deposit |\n|---|---|---|\n| 12 months from 1 January 2027 | £1,250 a month | £1,442 |\n\nThe tenant keeps the flat in good order; the landlord insures the building.",
        signers: [
          { email: "tenant@example.com", name: "Sam Taylor (tenant)", order: 1 },
          { email: "landlord@example.com", name: "Mill Lane Lettings (landlord)", order: 2 },
        ],
      },
    },
  ],
  heading: documentHeading,
  submissions: { signature: signatureKind, decline: declineKind },
  events: ["page.signature.completed", "page.signature.declined"],
  perPerson: (content) => {
    // A decline is final: shown instead of the form.
    if (Array.isArray(content.signers) && content.signers.length) return { kind: "signature", max: 1, closedBy: "decline" };
    const max = content.max_signatures_per_person;
    return { kind: "signature", max: typeof max === "number" && Number.isInteger(max) && max >= 1 ? max : 1, closedBy: "decline" };
  },
});
