/**
 * Signing order (e_signature with content.signers): who signs, in which
 * order, where the signing stands, and whose turn it is. A signer's turn
 * comes when every signer of a lower order has signed; signers of the same
 * order sign in any order among themselves. A decline by a named signer
 * stops the signing (docs/decisions.md, "Approvers and signing order").
 */
import { normalizeEmail } from "../../../auth/email";
import type { Tx } from "../../../../core/db/client";
import type { Submission } from "../../../../core/db/generated/client";
import { ApiError } from "../../../../core/http/errors";
import { signatureData } from "./submission";

export interface NamedSigner {
  email: string;
  name?: string;
  order: number;
}

/** The signers the content names (normal form; order from `order`, else the position; soonest first), or null when anyone who can open the Page signs. */
export function signersOf(content: unknown): NamedSigner[] | null {
  const list = (content as { signers?: unknown } | null)?.signers;
  if (!Array.isArray(list) || !list.length) return null;
  return list
    .filter((signer): signer is { email: string; name?: string; order?: number } => typeof signer?.email === "string")
    .map((signer, index) => ({
      email: normalizeEmail(signer.email),
      ...(typeof signer.name === "string" && signer.name.trim() ? { name: signer.name.trim() } : {}),
      order: typeof signer.order === "number" ? signer.order : index + 1,
    }))
    .sort((a, b) => a.order - b.order);
}

export interface SignerStanding extends NamedSigner {
  signedAt?: string;
  signatureId?: string;
  typedName?: string;
  declinedAt?: string;
}

export interface SigningProgress {
  signers: SignerStanding[];
  /** Signed so far, of `signers.length`. */
  signed: number;
  complete: boolean;
  /** The signer who declined (the signing stopped), if one did. */
  declined?: SignerStanding;
  /** Whose turn it is now: the signers of the lowest order not all signed, who have not signed (none when complete or stopped). */
  turn: string[];
}

/** Where the signing stands, from the Page's signatures and declines (oldest first). */
export function progressOf(signers: NamedSigner[], submissions: Submission[]): SigningProgress {
  const standing = signers.map((signer): SignerStanding => {
    const signature = submissions.find((s) => s.kind === "signature" && s.submitterEmail === signer.email);
    const decline = submissions.find((s) => s.kind === "decline" && s.submitterEmail === signer.email);
    const typedName = signature ? signatureData(signature.data).typedName : undefined;
    return {
      ...signer,
      ...(signature ? { signedAt: signature.createdAt.toISOString(), signatureId: signature.id, ...(typedName !== undefined ? { typedName } : {}) } : {}),
      ...(decline && !signature ? { declinedAt: decline.createdAt.toISOString() } : {}),
    };
  });
  const signed = standing.filter((s) => s.signedAt).length;
  const complete = signed === standing.length;
  const declined = standing.find((s) => s.declinedAt);
  const open = standing.filter((s) => !s.signedAt);
  const lowest = open.length ? Math.min(...open.map((s) => s.order)) : Infinity;
  const turn = complete || declined ? [] : open.filter((s) => s.order === lowest).map((s) => s.email);
  return { signers: standing, signed, complete, ...(declined ? { declined } : {}), turn };
}

/** The Page's signatures and declines, oldest first. */
export async function signingSubmissions(client: Pick<Tx, "submission">, pageId: string): Promise<Submission[]> {
  return client.submission.findMany({ where: { pageId, kind: { in: ["signature", "decline"] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 1_000 });
}

const nameOf = (signer: NamedSigner) => (signer.name ? `${signer.name} (${signer.email})` : signer.email);

/** 403 not_a_signer for someone the content does not name. */
export function assertNamedSigner(signers: NamedSigner[], email: string): NamedSigner {
  const me = signers.find((signer) => signer.email === normalizeEmail(email));
  if (!me) throw new ApiError("not_a_signer", `Only the signers this document names may sign or decline it, and ${normalizeEmail(email)} is not one of them. Nothing was recorded.`);
  return me;
}

/**
 * That it is `email`'s turn to sign, or why not: 403 not_a_signer, 409
 * not_your_turn with `waitingFor` (the signers who sign first), 409 conflict
 * when a signer declined (the signing stopped). A signer who already signed
 * is left to the per-person rule (409 already_submitted).
 */
export function assertTurn(signers: NamedSigner[], progress: SigningProgress, email: string): void {
  const me = assertNamedSigner(signers, email);
  if (progress.signers.find((s) => s.email === me.email)?.signedAt) return;
  if (progress.declined) throw new ApiError("conflict", `${nameOf(progress.declined)} declined to sign this document, so the signing has stopped. Nothing was recorded.`);
  if (progress.turn.includes(me.email)) return;
  const waitingFor = progress.signers.filter((s) => !s.signedAt && s.order < me.order);
  throw new ApiError("not_your_turn", `This document is signed in order, and it is not your turn yet: waiting for ${waitingFor.map(nameOf).join(", ")} to sign first. You will be emailed when it is your turn. Nothing was recorded.`, {
    extra: { waitingFor: waitingFor.map((s) => ({ email: s.email, ...(s.name ? { name: s.name } : {}), order: s.order })) },
  });
}
