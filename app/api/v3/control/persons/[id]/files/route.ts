import { config } from "@/lib/config";
import { controlRoute } from "@/lib/http/control";
import { parseJsonBody } from "@/lib/http/handler";
import { addKnowledgeFile, listKnowledgeFiles } from "@/lib/persons/knowledge";
import { KnowledgeFileInputSchema } from "@/lib/persons/schemas";

export const GET = controlRoute("person", async (_request, { id }) => Response.json({ files: await listKnowledgeFiles(id) }));

export const POST = controlRoute("person", async (request, { id }) => {
  // The body may be a little larger than the content limit (JSON escaping, name, mimeType).
  const input = await parseJsonBody(request, KnowledgeFileInputSchema, { limit: config().knowledge.maxBytes * 2 + 16 * 1024 });
  return Response.json(await addKnowledgeFile(id, input), { status: 201 });
});
