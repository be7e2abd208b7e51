/**
 * What a Page's server action answers its form with (app/pages/[id]/actions.ts):
 * the components read it, so it lives with them, not in the "use server" file.
 */
export interface ActionState {
  ok?: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
}
