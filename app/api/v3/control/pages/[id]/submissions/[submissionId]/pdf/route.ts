import { controlRoute } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { pdfResponse } from "@/lib/pages/types/e_signature/response";
import { signedCopy } from "@/lib/pages/types/e_signature/sealed";

/** The sealed PDF of a signature on an e_signature Page, for its controller (404 for any other submission). */
export const GET = controlRoute<{ id: string; submissionId: string }>("page", async (_request, { id, params }) => pdfResponse(await signedCopy(id, params.submissionId)));

export const { POST, PUT, PATCH, DELETE } = otherMethods();
