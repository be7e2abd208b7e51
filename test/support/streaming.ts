/**
 * A request whose body the test sends piece by piece (node:http), to see
 * when the server answers: before the body is read, while it streams, or
 * only after all of it. Answers are collected as they come; writes after the
 * server has answered or closed are dropped, never thrown.
 */
import http from "node:http";

export interface StreamedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: () => { error?: string; code?: string; [key: string]: unknown };
  /** Body bytes sent when the answer's headers arrived. */
  sentWhenAnswered: number;
}

export interface StreamingRequest {
  answer: Promise<StreamedAnswer>;
  /** Sends bytes; resolves once they are handed to the socket (false if the request is over). */
  write(bytes: Buffer): Promise<boolean>;
  end(): void;
  abort(): void;
  readonly answered: boolean;
  readonly sent: number;
}

export function streamingRequest(base: string, request: { method?: string; path: string; headers: Record<string, string> }): StreamingRequest {
  const url = new URL(base);
  let answered = false;
  let over = false;
  let sent = 0;
  let outgoing!: http.ClientRequest;
  const answer = new Promise<StreamedAnswer>((resolve, reject) => {
    outgoing = http.request(
      { host: url.hostname, port: url.port, method: request.method ?? "POST", path: request.path, headers: request.headers, agent: false },
      (response) => {
        answered = true;
        const sentWhenAnswered = sent;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text), sentWhenAnswered });
        });
      },
    );
    outgoing.setTimeout(120_000, () => outgoing.destroy(new Error("no answer within 120 s")));
    outgoing.on("error", (error) => {
      over = true;
      if (!answered) reject(error);
    });
    outgoing.on("close", () => {
      over = true;
    });
    outgoing.flushHeaders();
  });
  return {
    answer,
    write: (bytes) =>
      new Promise((resolve) => {
        if (over || answered) return resolve(false);
        outgoing.write(bytes, (error) => {
          if (!error) sent += bytes.length;
          resolve(!error);
        });
      }),
    end: () => {
      if (!over) outgoing.end();
    },
    abort: () => outgoing.destroy(),
    get answered() {
      return answered;
    },
    get sent() {
      return sent;
    },
  };
}
