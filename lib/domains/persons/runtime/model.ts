/**
 * The language model Persons run on, chosen by configuration: OpenAI,
 * Anthropic, the Vercel AI Gateway, any OpenAI-compatible endpoint (a local
 * Ollama or llama.cpp server), or the built-in offline model.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createGateway, type LanguageModel } from "ai";
import { config } from "../../../core/config";
import { createOfflineModel } from "./offline-model";

let cached: { model: LanguageModel; id: string } | undefined;

/** Missing settings for the configured provider (empty when the setup is complete). */
export function modelProblems(llm = config().llm): string[] {
  if (llm.provider === "offline") return [];
  const problems: string[] = [];
  if (!llm.model) problems.push("LLM_MODEL (the model id)");
  if (llm.provider === "openai-compatible" && !llm.baseUrl) problems.push("LLM_BASE_URL (the OpenAI-compatible endpoint)");
  if (llm.provider !== "openai-compatible" && !llm.apiKey) {
    problems.push(`${llm.provider === "openai" ? "OPENAI_API_KEY" : llm.provider === "anthropic" ? "ANTHROPIC_API_KEY" : "AI_GATEWAY_API_KEY"} (or LLM_API_KEY)`);
  }
  return problems;
}

export function personModel(): { model: LanguageModel; id: string } {
  if (cached) return cached;
  const llm = config().llm;
  const problems = modelProblems(llm);
  if (problems.length) throw new Error(`The language model is half-configured: set ${problems.join("; ")}.`);
  const id = `${llm.provider}:${llm.model}`;
  switch (llm.provider) {
    case "offline":
      cached = { model: createOfflineModel(), id };
      break;
    case "openai":
      cached = { model: createOpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl }).chat(llm.model!), id };
      break;
    case "anthropic":
      cached = { model: createAnthropic({ apiKey: llm.apiKey, baseURL: llm.baseUrl }).languageModel(llm.model!), id };
      break;
    case "gateway":
      cached = { model: createGateway({ apiKey: llm.apiKey }).languageModel(llm.model!), id };
      break;
    case "openai-compatible":
      cached = {
        model: createOpenAICompatible({ name: "openai-compatible", baseURL: llm.baseUrl!, apiKey: llm.apiKey, includeUsage: true }).chatModel(llm.model!),
        id,
      };
      break;
  }
  return cached!;
}

export function isOfflineModel(): boolean {
  return config().llm.provider === "offline";
}
