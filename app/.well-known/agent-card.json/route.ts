import { agentCardHandler } from "@/lib/adapters/catalog/agent-card-route";

export const dynamic = "force-dynamic";

export const GET = agentCardHandler;
