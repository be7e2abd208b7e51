"use client";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "use-intl/react";
import { counterpartErrorMessage, type RefusedWith } from "@/lib/core/i18n/errors";
import { LocalTime } from "@/components/i18n/client";
import { Markdown } from "@/components/markdown";

interface Initial {
  sessionId: string | null;
  messages: { id: string; role: "user" | "assistant"; text: string; at: string }[];
}

/** Why the Person cannot answer (lib/domains/persons/chat/counterpart.ts UnavailableReason, or paused by its controller), as the page and the chat route say it. */
export type ChatBlock = "unavailable" | "limit" | "removed" | "paused";

/** What the counterpart sees before writing: the controller's public profile, or a neutral greeting with the name. */
export interface ChatIntro {
  greeting: string | null;
  description: string | null;
  suggestions: string[];
}

/**
 * The counterpart chat's refusal (app/api/counterpart/persons/[id]/chat: 503
 * service_unavailable with a `reason` when the Person cannot answer, or 409
 * person_paused), read from the error useChat gives (its message is the
 * body); lib/core/i18n/errors.ts says which of them block the composer, and how.
 */
function refusalOf(error: Error | undefined): RefusedWith | null {
  if (!error) return null;
  try {
    const body = JSON.parse(error.message) as unknown;
    return body && typeof body === "object" ? (body as RefusedWith) : null;
  } catch {
    // Not JSON: the code, if the body names one.
    const code = /person_paused|service_unavailable/.exec(error.message)?.[0];
    return code ? { code } : null;
  }
}

/** A reason the page gave at load, as the refusal the chat route would answer. */
const refusalAtLoad = (blocked: ChatBlock): RefusedWith => (blocked === "paused" ? { code: "person_paused" } : { code: "service_unavailable", reason: blocked });

function textOf(message: UIMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The conversation's messages, each with who wrote it and when, and "thinking" while a reply is awaited. */
function ChatMessages({ messages, name, busy, thinking }: { messages: UIMessage[]; name: string; busy: boolean; thinking: boolean }) {
  const t = useTranslations("chat");
  const now = new Date();
  return (
    <ol className="mt-3 flex flex-col gap-3" aria-live="polite" aria-busy={busy}>
      {messages.map((message) => {
        const mine = message.role === "user";
        const at = (message.metadata as { at?: string } | undefined)?.at;
        return (
          <li key={message.id} className={`flex max-w-[85%] flex-col gap-1 ${mine ? "items-end self-end" : "items-start self-start"}`}>
            <div className={mine ? "rounded-lg bg-stone-900 px-4 py-2 text-white" : "rounded-lg border border-stone-200 bg-white px-4 py-2"}>
              <span className="sr-only">{mine ? t("you") : t("them", { name })}</span>
              {mine ? <p className="whitespace-pre-wrap break-words">{textOf(message)}</p> : <Markdown>{textOf(message)}</Markdown>}
            </div>
            {at ? (
              <span className="px-1 text-xs text-stone-600">
                <LocalTime at={at} preset={sameDay(new Date(at), now) ? "time" : "dateTime"} />
              </span>
            ) : null}
          </li>
        );
      })}
      {thinking ? <li className="self-start text-stone-600">{t("thinking", { name })}</li> : null}
    </ol>
  );
}

/** Suggested first messages while the conversation is empty: each sends itself. */
function Suggestions({ suggestions, busy, send }: { suggestions: string[]; busy: boolean; send: (text: string) => void }) {
  const t = useTranslations("chat");
  return (
    <div className="mt-4">
      <h2 id="chat-suggestions" className="sr-only">
        {t("suggestions")}
      </h2>
      <ul aria-labelledby="chat-suggestions" className="flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              disabled={busy}
              onClick={() => send(suggestion)}
              className="rounded-full border border-stone-300 bg-white px-4 py-2 text-left text-sm font-medium text-stone-800 hover:border-stone-600 disabled:opacity-60"
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Above the composer: why the Person cannot answer, a failed reply with Retry, or that a reply is under way (the composer names it in aria-describedby). */
function ComposerNotice({ blocked, failed, busy, reason, retry }: { blocked: boolean; failed: boolean; busy: boolean; reason: string | null | undefined; retry: () => void }) {
  const t = useTranslations("chat");
  return blocked ? (
    <p id="composer-reason" role="status" className="mb-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
      {reason}
    </p>
  ) : failed ? (
    <div role="alert" className="mb-2 flex items-center gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      <span>{t("replyFailed")}</span>
      <button type="button" onClick={retry} className="rounded-md border border-red-400 px-3 py-1 font-medium">
        {t("retry")}
      </button>
    </div>
  ) : busy ? (
    <p id="composer-reason" className="mb-2 text-sm text-stone-600">
      {reason}
    </p>
  ) : null;
}

/**
 * A counterpart's conversation with a Person, streamed with the AI SDK's
 * useChat: the greeting and description above the messages, suggested first
 * messages while the conversation is empty, and the composer pinned below the
 * scrolling list, disabled with its reason while a reply is under way or when
 * the Person cannot answer.
 */
export function PersonChat({
  personId,
  name,
  intro,
  initial,
  blocked: blockedAtLoad,
}: {
  personId: string;
  name: string;
  intro: ChatIntro;
  initial: Initial;
  blocked: ChatBlock | null;
}) {
  const t = useTranslations("chat");
  const locale = useLocale();
  /** Why the Person cannot answer, in the person's language (lib/core/i18n/errors.ts), or undefined when it is not that kind of refusal. */
  const blockOf = (refusal: RefusedWith | null) => (refusal ? counterpartErrorMessage("person", refusal, locale, { values: { name } }) : undefined);
  const [sessionId, setSessionId] = useState<string | null>(initial.sessionId);
  const [conversation, setConversation] = useState(0);
  const [draft, setDraft] = useState("");
  const scroller = useRef<HTMLDivElement>(null);
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
        ? initial.messages.map((m) => ({ id: m.id, role: m.role, metadata: { at: m.at }, parts: [{ type: "text" as const, text: m.text }] }))
        : [],
    // A message the Person refused (paused, unavailable) was not sent: it leaves the conversation and goes back
    // into the composer, so the person sees it was not delivered and keeps their words.
    onError: (refusal) => {
      if (!blockOf(refusalOf(refusal))) return;
      setMessages((current) => {
        const last = current.at(-1);
        if (last?.role !== "user") return current;
        setDraft(textOf(last));
        return current.slice(0, -1);
      });
    },
    onFinish: ({ message }) => {
      const meta = message.metadata as { sessionId?: string } | undefined;
      if (meta?.sessionId) setSessionId(meta.sessionId);
    },
  });
  const busy = status === "submitted" || status === "streaming";
  const blocked = blockOf(blockedAtLoad ? refusalAtLoad(blockedAtLoad) : refusalOf(error));
  const reason = blocked ?? (busy ? t("busy", { name }) : null);

  // The newest message in view: the list scrolls to its end when a message comes or grows.
  const lastText = messages.length ? textOf(messages[messages.length - 1]!).length : 0;
  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, lastText, status]);

  const send = (text: string) => {
    if (!text || busy || blocked) return;
    // `at`: when it was sent (a reply's comes in its stream's metadata; stored messages', from the page).
    void sendMessage({ text, metadata: { at: new Date().toISOString() } }, { body: { sessionId } });
  };

  return (
    <section aria-label={t("title", { name })} className="flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        // A scrolling region is reached by keyboard too (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t("conversation", { name })}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-stone-900"
      >
        <div className="flex flex-col gap-2">
          <p className="max-w-[85%] self-start whitespace-pre-wrap rounded-lg border border-stone-200 bg-white px-4 py-2">
            {intro.greeting ?? t("greeting", { name })}
          </p>
          {intro.description ? <p className="whitespace-pre-wrap text-sm text-stone-700">{intro.description}</p> : null}
        </div>
        <ChatMessages messages={messages} name={name} busy={busy} thinking={status === "submitted"} />
        {messages.length === 0 && intro.suggestions.length > 0 && !blocked ? <Suggestions suggestions={intro.suggestions} busy={busy} send={send} /> : null}
      </div>
      <div className="shrink-0 border-t border-stone-200 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <ComposerNotice blocked={Boolean(blocked)} failed={Boolean(error)} busy={busy} reason={reason} retry={() => regenerate({ body: { sessionId } })} />
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            const text = draft.trim();
            if (!text || busy || blocked) return;
            setDraft("");
            send(text);
          }}
        >
          <label htmlFor="chat-input" className="sr-only">
            {t("messageTo", { name })}
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
            disabled={busy || !!blocked}
            aria-describedby={reason ? "composer-reason" : undefined}
            rows={2}
            placeholder={t("placeholder", { name })}
            className="min-h-12 flex-1 rounded-md border border-stone-400 px-3 py-2 disabled:cursor-not-allowed disabled:bg-stone-100"
          />
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={busy || !!blocked || !draft.trim()}
              className="flex-1 rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60 sm:flex-none"
            >
              {busy ? t("sending") : t("send")}
            </button>
            <button
              type="button"
              // A new conversation does not help a Person that cannot answer; it is for starting over.
              disabled={busy || !!blocked}
              onClick={() => {
                setSessionId(null);
                setMessages([]);
                setConversation((n) => n + 1);
              }}
              className="rounded-md border border-stone-300 px-3 py-2 font-medium disabled:opacity-60"
            >
              {t("newConversation")}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
