/**
 * The members of a value that its zod schema's objects do not name, object
 * by object, with where each object is: what a loose or stripping object
 * would keep or drop without a word. The caller decides what a stray member
 * is (a Page's content refuses one inside an element it defines, and lists
 * one at its free-form top level; lib/domains/pages/content.ts).
 *
 * It reads the schema's own definition (zod 4's `_zod.def`), so the shapes
 * stay one zod schema each: wrappers (optional, nullable, default, catch,
 * readonly, a pipe's input) are looked through, arrays visit each item, an
 * object visits the members it names; a record, a union of several objects,
 * a lazy or anything else stops the walk (nothing is said of what is below).
 * The walk follows the schema, so it goes no deeper than the schema does,
 * and it visits each part of the value at most once: linear in the value.
 */
import type { z } from "zod";
import { KnownKeys } from "./near-miss";

/** One object of the value with members its schema does not name. */
export interface UnknownMembers {
  /** Where the object is, from the value's root ([] for the root itself). */
  at: (string | number)[];
  /** The members its schema does not name, in the object's order. */
  names: string[];
  /** The members its schema names. */
  known: KnownKeys;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional", "success"]);

/** The schema under its wrappers (optional, default, a pipe's input…). */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 32; i++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else break;
  }
  return current;
}

/** The members an object schema names (under its wrappers), or null when it is not an object schema. */
export function objectKeys(schema: z.ZodType): string[] | null {
  const def = defOf(unwrapped(schema));
  return def.type === "object" && def.shape ? Object.keys(def.shape) : null;
}

/** Each object schema's known keys, built once. */
const knownOf = new WeakMap<object, KnownKeys>();

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Every object of `value` that has members its place in `schema` does not name, in document order (an object before those inside it). */
export function unknownMembers(schema: z.ZodType, value: unknown): UnknownMembers[] {
  const found: UnknownMembers[] = [];
  const stack: { schema: z.ZodType; value: unknown; at: (string | number)[] }[] = [{ schema, value, at: [] }];
  while (stack.length) {
    const { schema: part, value: here, at } = stack.pop()!;
    const inner = unwrapped(part);
    const def = defOf(inner);
    if (def.type === "array" && def.element && Array.isArray(here)) {
      for (let index = here.length - 1; index >= 0; index--) stack.push({ schema: def.element, value: here[index], at: [...at, index] });
    } else if (def.type === "object" && def.shape && isObject(here)) {
      const shape = def.shape;
      let known = knownOf.get(inner);
      if (!known) knownOf.set(inner, (known = new KnownKeys(Object.keys(shape))));
      const names = Object.keys(here).filter((name) => !Object.hasOwn(shape, name));
      if (names.length) found.push({ at, names, known });
      for (const name of Object.keys(shape).reverse()) if (Object.hasOwn(here, name)) stack.push({ schema: shape[name]!, value: here[name], at: [...at, name] });
    } else if (def.type === "union" && def.options && isObject(here)) {
      // One object among the options (the others plain values): that object's members; several: not ours to judge.
      const objects = def.options.filter((option) => objectKeys(option) !== null);
      if (objects.length === 1) stack.push({ schema: objects[0]!, value: here, at });
    }
  }
  return found;
}
