/**
 * A2A push notifications: the A2A endpoint does not run tasks
 * (its agent answers with a Message), so its card says pushNotifications:
 * false and every push-notification method answers the specification's
 * PushNotificationNotSupportedError (-32003), to the official SDK client
 * (A2A 1.0) and to a 0.3 client.
 */
import { ClientFactory } from "@a2a-js/sdk/client";
import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../support/agent";

const NOT_SUPPORTED = -32003;

describe("A2A push-notification configs: not supported, as the specification requires", () => {
  it("the SDK client's create, get, list and delete are each refused with PushNotificationNotSupportedError, by the client (the card says so) and by the server", async () => {
    const client = await new ClientFactory().createFromUrl(baseUrl());
    const card = await client.getAgentCard();
    expect(card.capabilities?.pushNotifications).toBe(false);
    // A client that ignores the card (told push is supported) reaches the server, which refuses too.
    const unaware = await new ClientFactory().createFromAgentCard({ ...card, capabilities: { ...card.capabilities!, pushNotifications: true } } as typeof card);
    const config = { taskId: "task-1", id: "cfg-1", url: "https://receiver.example.com/a2a", token: "t" };
    for (const [who, c] of [["client", client], ["server", unaware]] as const) {
      const calls: [string, () => Promise<unknown>][] = [
        ["create", () => c.createTaskPushNotificationConfig(config as never)],
        ["get", () => c.getTaskPushNotificationConfig({ taskId: "task-1", id: "cfg-1" } as never)],
        ["list", () => c.listTaskPushNotificationConfig({ taskId: "task-1" } as never)],
        ["delete", () => c.deleteTaskPushNotificationConfig({ taskId: "task-1", id: "cfg-1" } as never)],
      ];
      for (const [name, call] of calls) {
        const error = await Promise.resolve()
          .then(call)
          .then(
            () => null,
            (caught: unknown) => caught as Error,
          );
        expect(error, `${who} ${name} must be refused`).not.toBeNull();
        expect(error!.name, `${who} ${name}: ${error!.message}`).toBe("PushNotificationNotSupportedError");
      }
    }
  });

  it("on the wire: -32003 for the 1.0 methods and the 0.3 tasks/pushNotificationConfig/* methods", async () => {
    const rpc = async (method: string, params: unknown, version?: string) => {
      const response = await api("/a2a", {
        method: "POST",
        headers: { "content-type": "application/json", ...(version ? { "a2a-version": version } : {}) },
        body: JSON.stringify({ jsonrpc: "2.0", id: 7, method, params }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { id: number; error?: { code: number; message: string } };
    };
    const legacy = { taskId: "task-1", pushNotificationConfig: { id: "cfg-1", url: "https://receiver.example.com/a2a" } };
    for (const [method, params] of [
      ["tasks/pushNotificationConfig/set", legacy],
      ["tasks/pushNotificationConfig/get", { id: "task-1", pushNotificationConfigId: "cfg-1" }],
      ["tasks/pushNotificationConfig/list", { id: "task-1" }],
      ["tasks/pushNotificationConfig/delete", { id: "task-1", pushNotificationConfigId: "cfg-1" }],
    ] as const) {
      const answer = await rpc(method, params);
      expect(answer.error?.code, `${method}: ${JSON.stringify(answer)}`).toBe(NOT_SUPPORTED);
      expect(answer.id).toBe(7);
    }
    for (const [method, params] of [
      ["CreateTaskPushNotificationConfig", { taskId: "task-1", id: "cfg-1", url: "https://receiver.example.com/a2a" }],
      ["GetTaskPushNotificationConfig", { taskId: "task-1", id: "cfg-1" }],
      ["ListTaskPushNotificationConfigs", { taskId: "task-1" }],
      ["DeleteTaskPushNotificationConfig", { taskId: "task-1", id: "cfg-1" }],
    ] as const) {
      const answer = await rpc(method, params, "1.0");
      expect(answer.error?.code, `${method}: ${JSON.stringify(answer)}`).toBe(NOT_SUPPORTED);
    }
  });
});
