/**
 * One worker process for test/jobs/engine.test.ts: the job engine's Node
 * worker loop (the one each long-running server runs), on the test's own
 * queue namespace (LEASEHOLD_JOB_NAMESPACE), with a mock model that answers
 * CHILD_MODEL_TEXT after CHILD_MODEL_DELAY_MS. Prints "ready" once working.
 */
import { MockLanguageModelV3 } from "ai/test";
import { configureJobEngine } from "@/lib/domains/jobs/engine";
import { startTaskWorkers } from "@/lib/domains/persons/work/task-worker";

const delayMs = Number(process.env.CHILD_MODEL_DELAY_MS ?? 0);
const text = process.env.CHILD_MODEL_TEXT ?? "Done by a child.";

const model = new MockLanguageModelV3({
  doGenerate: async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return {
      content: [{ type: "text", text }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 3, text: 3, reasoning: 0 } },
      warnings: [],
    };
  },
});

configureJobEngine({ supervise: true, superviseIntervalSeconds: 2 });
startTaskWorkers({ model, pollingIntervalSeconds: 0.5 }).then(
  () => {
    console.log("ready");
    setInterval(() => {}, 60_000);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
