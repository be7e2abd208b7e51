import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { addKnowledgeFile, knowledgeBodyLimit, listKnowledgeFiles } from "@/lib/domains/persons/knowledge/knowledge";
import { KnowledgeFileInputSchema } from "@/lib/domains/persons/shapes/schemas";

export const GET = controlRoute("person", async (_request, { id }) => Response.json({ files: await listKnowledgeFiles(id) }));

export const POST = controlWrite("person", { schema: KnowledgeFileInputSchema, limit: knowledgeBodyLimit }, async (input, { id, payer }) =>
  Response.json(await addKnowledgeFile(id, input, payer), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods();
