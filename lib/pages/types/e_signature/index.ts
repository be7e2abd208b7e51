/** e_signature: a signing surface; the controller supplies the document and any legal review. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { text } from "../shared";

/** The most an e_signature Page's max_signatures_per_person may allow. */
export const MAX_SIGNATURES_PER_PERSON = 100;

export const ESignatureContentSchema = z
  .looseObject({
    document_title: text(200),
    signer_instructions: z.string().max(2_000).optional(),
    document_markdown: z.string().min(1).max(200_000),
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
  ],
  submissionKinds: ["signature", "decline"],
  events: ["page.signature.completed", "page.signature.declined"],
  perPerson: (content) => {
    const max = content.max_signatures_per_person;
    return { kind: "signature", max: typeof max === "number" && Number.isInteger(max) && max >= 1 ? max : 1 };
  },
});
