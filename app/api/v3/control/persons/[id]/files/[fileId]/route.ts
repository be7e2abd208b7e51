import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, validate } from "@/lib/adapters/http/handler";
import { removeKnowledgeFile } from "@/lib/domains/persons/knowledge/knowledge";
import { KnowledgeFileIdSchema } from "@/lib/domains/persons/shapes/schemas";

export const DELETE = controlRoute<{ id: string; fileId: string }>("person", async (_request, { id, params }) => {
  const { fileId } = validate(KnowledgeFileIdSchema, { fileId: params.fileId }, "The path");
  return Response.json(await removeKnowledgeFile(id, fileId));
});

export const { GET, POST, PUT, PATCH } = otherMethods();
