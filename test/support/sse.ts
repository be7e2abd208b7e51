/** Reads an AI SDK UI message stream (server-sent events) as a client would. */
export interface UiChunk {
  type: string;
  [key: string]: unknown;
}

export async function readUiStream(response: Response): Promise<{ chunks: UiChunk[]; text: string; metadata: Record<string, unknown> }> {
  const body = await response.text();
  const chunks: UiChunk[] = [];
  for (const event of body.split("\n\n")) {
    const data = event
      .split("\n")
      .filter((line) => line.startsWith("data: "))
      .map((line) => line.slice(6))
      .join("\n");
    if (!data || data === "[DONE]") continue;
    chunks.push(JSON.parse(data) as UiChunk);
  }
  const text = chunks.filter((c) => c.type === "text-delta").map((c) => String(c.delta)).join("");
  const metadata = Object.assign({}, ...chunks.filter((c) => c.messageMetadata).map((c) => c.messageMetadata as object));
  return { chunks, text, metadata };
}
