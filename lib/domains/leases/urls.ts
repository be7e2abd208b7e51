import type { ResourceType } from "./schemas";

/** Where signed-in counterparts open a resource. */
export function counterpartUrl(baseUrl: string, type: ResourceType, id: string): string {
  return `${baseUrl}/${type === "person" ? "persons" : "pages"}/${encodeURIComponent(id)}`;
}
