/** An approval Page's heading (its own file: lib/domains/pages/rendered.ts puts it into the approval snapshot). */
import { headingFrom } from "../heading";

export const requestHeading = headingFrom("title", "request_title");
