/** file_vault: files shared with the person and uploads requested from them. Uploads: lib/domains/pages/uploads.ts. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { uploadKind, vaultUploadTarget } from "./submission";
import { acceptedTypes, key, MAX_UPLOAD_BYTES, SharedFileSchema, text, uniqueBy } from "../shared";
import { headingFrom } from "../heading";

export const RequestedUploadSchema = z
  .looseObject({
    key,
    label: text(200),
    description: z.string().max(1_000).optional(),
    required: z.boolean().default(false),
    accept: acceptedTypes.optional().meta({ description: "Accepted media types, e.g. application/pdf or image/*." }),
    max_size_bytes: z.number().int().positive().max(MAX_UPLOAD_BYTES).default(10 * 1024 * 1024),
  })
  .meta({ id: "RequestedUpload" });

export const FileVaultContentSchema = z
  .looseObject({
    vault_title: text(200),
    description: z.string().max(5_000).optional(),
    deposited_files: z.array(SharedFileSchema).max(200).default([]),
    requested_uploads: z.array(RequestedUploadSchema).max(50).superRefine(uniqueBy((u) => u.key, "upload key")).default([]),
  })
  .meta({ id: "FileVaultContent" });

export const fileVault = definePageType({
  purpose: "File sharing or upload-request surface",
  contentKeys: ["vault_title", "description", "deposited_files[]", "requested_uploads[]"],
  content: FileVaultContentSchema,
  defaultContent: {
    vault_title: "File vault",
    description: "Upload the requested files.",
    deposited_files: [],
    requested_uploads: [{ key: "document", label: "Document", required: true, max_size_bytes: 10 * 1024 * 1024 }],
  },
  examples: [
    {
      summary: "A mortgage broker collecting a client's documents",
      label: "Mortgage documents",
      content: {
        vault_title: "Documents for your mortgage application",
        description: "Upload each document below. We will confirm by email once we have reviewed them.",
        deposited_files: [{ name: "Checklist of accepted documents.pdf", url: "https://files.example.com/broker/accepted-documents.pdf", mime_type: "application/pdf" }],
        requested_uploads: [
          { key: "passport", label: "Passport or national ID", required: true, accept: ["application/pdf", "image/*"], max_size_bytes: 10485760 },
          { key: "payslips", label: "Last three payslips", required: true, accept: ["application/pdf"], max_size_bytes: 20971520 },
          { key: "bank_statement", label: "Latest bank statement", accept: ["application/pdf"] },
        ],
      },
    },
  ],
  heading: headingFrom("title", "vault_title"),
  submissions: { upload: uploadKind },
  uploadTarget: vaultUploadTarget,
  events: ["page.upload.created"],
});
