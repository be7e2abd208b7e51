/** One Person task (handler: lib/domains/persons/work/task-worker.ts): the model steps of an assignment, each taking a lease turn. */
import { z } from "zod";
import { config } from "../../../core/config";
import { defineJob } from "./define";

export default defineJob({
  name: "person.task",
  payload: z.object({ taskId: z.string().min(1) }),
  policy: () => {
    const { deadlineSeconds, maxAttempts } = config().tasks;
    return {
      retryLimit: Math.max(0, maxAttempts - 1),
      retryDelaySeconds: 5,
      retryDelayMaxSeconds: 300,
      expireInSeconds: 15 * 60,
      heartbeatSeconds: Math.max(10, Math.min(deadlineSeconds, 120)),
      localConcurrency: 2,
      deadLetter: true,
    };
  },
  drain: { max: 20, budgetSeconds: 150 },
});
