import { config } from "../../core/config";
import { apiRoute, baseUrlOf } from "../http/handler";
import { buildAgentCard } from "./agent-card";

/** The handler of both agent-card URLs. */
export const agentCardHandler = apiRoute((request: Request) =>
  Response.json(buildAgentCard(baseUrlOf(request, config().publicBaseUrl))),
);
