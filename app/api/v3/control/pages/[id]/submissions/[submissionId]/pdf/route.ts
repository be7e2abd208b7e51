import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { pdfResponse } from "@/lib/domains/pages/types/e_signature/response";
import { signedCopy } from "@/lib/domains/pages/behaviour/e_signature/sealed";

/** The sealed PDF of a signature on an e_signature Page, for its controller (404 for any other submission). */
export const GET = controlRoute<{ id: string; submissionId: string }>("page", async (_request, { id, params }) => pdfResponse(await signedCopy(id, params.submissionId)));

export const { POST, PUT, PATCH, DELETE } = otherMethods();
