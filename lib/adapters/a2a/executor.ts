/**
 * The A2A agent executor of /a2a: it reads the text parts of the user's
 * message, asks the advisor, and answers with one Message holding a text part
 * (for people) and a data part (the advice, for programs). No task is
 * created, nothing is stored, and nothing is logged of the message.
 */
import { randomUUID } from "node:crypto";
import { Role, type Message, type Part } from "@a2a-js/sdk";
import { AgentEvent, type AgentExecutor, type ExecutionEventBus, type RequestContext } from "@a2a-js/sdk/server";
import type { Config } from "../../core/config";
import { adviceText, advise } from "./advisor";

/** The text of a message: its text parts, one per line. */
export function messageText(message: Message): string {
  return message.parts
    .flatMap((part) => (part.content?.$case === "text" ? [part.content.value] : []))
    .join("\n")
    .trim();
}

const part = (content: Part["content"], mediaType: string): Part => ({ content, mediaType, filename: "", metadata: undefined });

export class AdvisorExecutor implements AgentExecutor {
  constructor(private readonly cfg?: Config) {}

  async execute(context: RequestContext, eventBus: ExecutionEventBus): Promise<void> {
    const advice = advise(messageText(context.userMessage), this.cfg);
    eventBus.publish(
      AgentEvent.message({
        messageId: randomUUID(),
        contextId: context.contextId,
        taskId: "",
        role: Role.ROLE_AGENT,
        parts: [part({ $case: "text", value: adviceText(advice) }, "text/plain"), part({ $case: "data", value: advice }, "application/json")],
        metadata: undefined,
        extensions: [],
        referenceTaskIds: [],
      }),
    );
  }

  /** Every answer is immediate: there is never a running task to cancel. */
  async cancelTask(): Promise<void> {}
}
