import { errorResponse } from "@/lib/core/http/errors";
import { notFound } from "@/lib/core/http/gate";
import { traced } from "@/lib/core/http/request-context";

const answer = traced((request: Request) => errorResponse(notFound(new URL(request.url).pathname)));

export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE, answer as HEAD, answer as OPTIONS };
