import { controlRoute } from "@/lib/http/control";
import { parseJsonBody } from "@/lib/http/handler";
import { addKnowledgeFile, knowledgeBodyLimit, listKnowledgeFiles } from "@/lib/persons/knowledge";
import { KnowledgeFileInputSchema } from "@/lib/persons/schemas";

export const GET = controlRoute("person", async (_request, { id }) => Response.json({ files: await listKnowledgeFiles(id) }));

export const POST = controlRoute("person", async (request, { id }) => {
  const input = await parseJsonBody(request, KnowledgeFileInputSchema, { limit: knowledgeBodyLimit() });
  return Response.json(await addKnowledgeFile(id, input), { status: 201 });
});
