/**
 * A toolType's heading from its content as stored (it may not pass the
 * schema): the first of its title members that holds text. No imports: the
 * render worker reads a document's heading through lib/domains/pages/rendered.ts.
 */
export const headingFrom = (...members: string[]) =>
  Object.assign(
    (content: Record<string, unknown>): string | null => {
      for (const member of members) {
        const value = content[member];
        if (typeof value === "string" && value) return value;
      }
      return null;
    },
    /** The content members it reads: members of the content the toolType uses, whether its schema names them or not. */
    { members: members as readonly string[] },
  );
