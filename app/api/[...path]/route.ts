import { errorResponse } from "@/lib/http/errors";
import { notFound } from "@/lib/http/gate";
import { traced } from "@/lib/http/request-context";

const answer = traced((request: Request) => errorResponse(notFound(new URL(request.url).pathname)));

export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE, answer as HEAD, answer as OPTIONS };
