import { agentCardHandler } from "@/lib/catalog/agent-card-route";

export const dynamic = "force-dynamic";

export const GET = agentCardHandler;
