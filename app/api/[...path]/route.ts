import { errorResponse } from "@/lib/http/errors";
import { notFound } from "@/lib/http/gate";

function answer(request: Request) {
  return errorResponse(notFound(new URL(request.url).pathname));
}

export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE, answer as HEAD, answer as OPTIONS };
