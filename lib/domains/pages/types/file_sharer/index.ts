/** file_sharer: a participant-facing file list. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { SharedFileSchema, text } from "../shared";
import { headingFrom } from "../heading";

export const FileSharerContentSchema = z
  .looseObject({ title: text(200), files: z.array(SharedFileSchema).min(1).max(200) })
  .meta({ id: "FileSharerContent" });

export const fileSharer = definePageType({
  purpose: "Participant-facing file list or download surface",
  contentKeys: ["title", "files[]"],
  content: FileSharerContentSchema,
  examples: [
    {
      summary: "An architect's drawings for a client",
      label: "Kitchen drawings",
      content: {
        title: "Your kitchen: drawings, revision C",
        files: [
          { name: "Floor plan (rev C).pdf", url: "https://files.example.com/kitchen/floor-plan-rev-c.pdf", mime_type: "application/pdf", size_bytes: 482113 },
          { name: "Elevations (rev C).pdf", url: "https://files.example.com/kitchen/elevations-rev-c.pdf", mime_type: "application/pdf", size_bytes: 913402, description: "North and east walls." },
        ],
      },
    },
  ],
  heading: headingFrom("title"),
  submissions: {},
  events: [],
});
