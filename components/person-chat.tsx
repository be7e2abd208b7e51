"use client";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useMemo, useState } from "react";
import { Markdown } from "@/components/markdown";

interface Initial {
  sessionId: string | null;
  messages: { id: string; role: "user" | "assistant"; text: string }[];
}

/** The counterpart chat's one refusal when the Person cannot answer (app/api/counterpart/persons/[id]/chat). */
const UNAVAILABLE = /service_unavailable/;

function textOf(message: UIMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/** A counterpart's conversation with a Person, streamed with the AI SDK's useChat. */
export function PersonChat({ personId, name, initial }: { personId: string; name: string; initial: Initial }) {
  const [sessionId, setSessionId] = useState<string | null>(initial.sessionId);
  const [conversation, setConversation] = useState(0);
  const [draft, setDraft] = useState("");
  const transport = useMemo(
    () =>
      new DefaultChatTransport({
        api: `/api/counterpart/persons/${personId}/chat`,
        // The service keeps the history: send only the new message and which session it continues.
        prepareSendMessagesRequest: ({ messages, body }) => {
          const last = [...messages].reverse().find((m) => m.role === "user");
          return { body: { sessionId: (body?.sessionId as string | null) ?? undefined, message: last ? textOf(last) : "" } };
        },
      }),
    [personId],
  );
  const { messages, sendMessage, status, error, regenerate, setMessages } = useChat<UIMessage>({
    id: `${personId}-${conversation}`,
    transport,
    messages:
      conversation === 0
        ? initial.messages.map((m) => ({ id: m.id, role: m.role, parts: [{ type: "text" as const, text: m.text }] }))
        : [],
    onFinish: ({ message }) => {
      const meta = message.metadata as { sessionId?: string } | undefined;
      if (meta?.sessionId) setSessionId(meta.sessionId);
    },
  });
  const busy = status === "submitted" || status === "streaming";
  const unavailable = !!error && UNAVAILABLE.test(error.message);

  return (
    <section aria-label={`Chat with ${name}`} className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3" aria-live="polite" aria-busy={busy}>
        {messages.map((message) => (
          <li key={message.id} className={message.role === "user" ? "self-end rounded-lg bg-stone-900 px-4 py-2 text-white" : "self-start rounded-lg border border-stone-200 bg-white px-4 py-2"}>
            <span className="sr-only">{message.role === "user" ? "You:" : `${name}:`}</span>
            {message.role === "user" ? <p className="whitespace-pre-wrap">{textOf(message)}</p> : <Markdown>{textOf(message)}</Markdown>}
          </li>
        ))}
        {status === "submitted" ? <li className="self-start text-stone-600">{name} is thinking…</li> : null}
      </ol>
      {unavailable ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {name} is unavailable right now. Please try again later.
        </p>
      ) : error ? (
        <div role="alert" className="flex items-center gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          <span>The reply failed.</span>
          <button type="button" onClick={() => regenerate({ body: { sessionId } })} className="rounded-md border border-red-400 px-3 py-1 font-medium">
            Retry
          </button>
        </div>
      ) : null}
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          const text = draft.trim();
          if (!text || busy) return;
          setDraft("");
          void sendMessage({ text }, { body: { sessionId } });
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message to {name}
        </label>
        <textarea
          id="chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          disabled={busy || unavailable}
          rows={2}
          placeholder={`Write to ${name}…`}
          className="min-h-12 flex-1 rounded-md border border-stone-300 px-3 py-2 disabled:bg-stone-100"
        />
        <div className="flex gap-2">
          <button type="submit" disabled={busy || unavailable || !draft.trim()} className="rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
            {busy ? "Sending…" : "Send"}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setSessionId(null);
              setMessages([]);
              setConversation((n) => n + 1);
            }}
            className="rounded-md border border-stone-300 px-3 py-2 font-medium disabled:opacity-60"
          >
            New conversation
          </button>
        </div>
      </form>
    </section>
  );
}
