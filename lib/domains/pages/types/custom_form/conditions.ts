/**
 * Conditional fields of a form (custom_form, lead_collector): a field may be
 * shown (`showIf`) or required (`requiredIf`) only when an earlier field's
 * answer matches. One rule, read the same way by the server (validating a
 * submission) and the browser (showing and hiding fields live): both
 * evaluate it on the raw values the form sends (strings), so what the person
 * sees is what the server checks.
 *
 * A condition names one earlier field and exactly one test:
 * - `equals`: a text, choice or date answer equal to the string (trimmed);
 *   a number answer equal to the number; a checkbox ticked (`true`) or not
 *   (`false`); a multiple_choice answer that includes the option.
 * - `in`: the answer (or one of a multiple_choice answer's options) is one
 *   of the listed values.
 * - `notEmpty: true`: the field has an answer (a checkbox: ticked).
 * A field that is itself hidden has no answer: conditions on it do not match
 * (a chain hides everything below a hidden field).
 *
 * Pure TypeScript without dependencies: it runs in the browser too.
 */

export type ConditionValue = string | number | boolean;

export interface FieldCondition {
  field: string;
  equals?: ConditionValue;
  in?: (string | number)[];
  notEmpty?: true;
}

/** What conditions read of a field. */
export interface ConditionalField {
  name: string;
  type: string;
  required?: boolean;
  showIf?: FieldCondition;
  requiredIf?: FieldCondition;
}

const TICKED = new Set(["on", "true"]);
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The raw values that count as an answer of a field (blanks are no answer; a checkbox answers when ticked). */
function answered(type: string, raw: string[]): string[] {
  if (type === "checkbox") return raw.some((value) => TICKED.has(value.trim().toLowerCase())) ? ["true"] : [];
  return raw.map((value) => value.trim()).filter((value) => value !== "");
}

/**
 * A field's answer as conditions read it, built once per field: its values
 * as a set (numbers for a number field), so testing a condition costs its
 * own values, not its values × the answer's (a multiple_choice answer may
 * carry many values, and many conditions may read one field).
 */
interface AnswerSet {
  type: string;
  size: number;
  texts: Set<string>;
  numbers: Set<number>;
}

function answerSet(type: string, raw: string[]): AnswerSet {
  const given = answered(type, raw);
  return {
    type,
    size: given.length,
    texts: new Set(given),
    numbers: new Set(type === "number" ? given.filter((value) => DECIMAL.test(value)).map(Number) : []),
  };
}

/** Whether the answer holds a value equal to a condition's value, by the referenced field's type. */
function holdsValue(answer: AnswerSet, expected: ConditionValue): boolean {
  if (answer.type === "checkbox") return answer.texts.has(String(expected));
  if (answer.type === "number") return typeof expected === "number" && answer.numbers.has(expected);
  return typeof expected === "string" && answer.texts.has(expected.trim());
}

function setMatches(condition: FieldCondition, answer: AnswerSet): boolean {
  if (condition.notEmpty) return answer.size > 0;
  if (answer.type === "checkbox" && condition.equals === false) return answer.size === 0;
  if (condition.equals !== undefined) return holdsValue(answer, condition.equals);
  if (condition.in) return condition.in.some((expected) => holdsValue(answer, expected));
  return true;
}

/** Whether a condition matches, given the referenced (shown) field's type and its raw values. */
export function conditionMatches(condition: FieldCondition, type: string, raw: string[]): boolean {
  return setMatches(condition, answerSet(type, raw));
}

export interface FieldState {
  /** Shown (and answered); a hidden field takes no answer. */
  visible: boolean;
  /** An answer is needed (shown, and `required` or its `requiredIf` matches). */
  required: boolean;
}

/**
 * Every field's state from the raw values, in the form's order (a field's
 * condition reads an earlier field, whose state is known by then). A
 * condition naming no earlier field (content the contract did not check, such
 * as a scheduler's questions) is ignored: the field is shown and required as
 * `required` says.
 */
export function fieldStates(fields: readonly ConditionalField[], values: (name: string) => string[]): Map<string, FieldState> {
  const states = new Map<string, FieldState>();
  const types = new Map<string, string>();
  const answers = new Map<string, AnswerSet>(); // read once per referenced field
  const holds = (condition: FieldCondition | undefined): boolean | null => {
    if (!condition || !types.has(condition.field)) return null;
    const state = states.get(condition.field)!;
    if (!state.visible) return false;
    let answer = answers.get(condition.field);
    if (!answer) answers.set(condition.field, (answer = answerSet(types.get(condition.field)!, values(condition.field))));
    return setMatches(condition, answer);
  };
  for (const field of fields) {
    const visible = holds(field.showIf) ?? true;
    const required = visible && (Boolean(field.required) || (holds(field.requiredIf) ?? false));
    states.set(field.name, { visible, required });
    types.set(field.name, field.type);
  }
  return states;
}

/** Types a condition may read (a file's id says nothing, but whether one was attached does). */
const COMPARABLE = new Set(["text", "long_text", "email", "number", "date", "single_choice", "multiple_choice", "checkbox", "phone", "url"]);

/**
 * The problems of a form's conditions, for the content contract (creation and
 * PATCH): each names a field that comes earlier (so there is no cycle), with
 * exactly one test that fits that field's type (a choice's values among its
 * options; a number's a number; a checkbox's `equals` a boolean). Returned as
 * (path, message) pairs.
 */
export function conditionProblems(fields: readonly (ConditionalField & { options?: string[] })[]): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const earlier = new Map<string, ConditionalField & { options?: string[] }>();
  const optionSets = new Map<string, Set<string>>(); // a choice's options as a set: a condition's values are looked up, not searched
  const optionsOf = (target: { name: string; options?: string[] }) => {
    let set = optionSets.get(target.name);
    if (!set) optionSets.set(target.name, (set = new Set(target.options ?? [])));
    return set;
  };
  fields.forEach((field, index) => {
    for (const key of ["showIf", "requiredIf"] as const) {
      const condition = field[key];
      if (!condition) continue;
      const at = (...rest: (string | number)[]) => [index, key, ...rest];
      const target = earlier.get(condition.field);
      if (!target) {
        const later = fields.some((other) => other.name === condition.field);
        problems.push({
          path: at("field"),
          message:
            condition.field === field.name
              ? "a field's condition cannot name the field itself"
              : later
                ? `"${condition.field}" comes after "${field.name}": a condition names an earlier field`
                : `no field "${condition.field}" in this form`,
        });
        continue;
      }
      const tests = (["equals", "in", "notEmpty"] as const).filter((test) => condition[test] !== undefined);
      if (tests.length !== 1) {
        problems.push({ path: at(), message: "give exactly one of equals, in or notEmpty" });
        continue;
      }
      if (target.type === "file" && !condition.notEmpty) {
        problems.push({ path: at(tests[0]!), message: `"${target.name}" is a file field: only notEmpty can test it` });
        continue;
      }
      if (!COMPARABLE.has(target.type) && target.type !== "file") continue;
      const values: unknown[] = condition.equals !== undefined ? [condition.equals] : (condition.in ?? []);
      for (const value of values) {
        let wrong: string | null = null;
        if (target.type === "checkbox") wrong = typeof value === "boolean" && condition.in === undefined ? null : `"${target.name}" is a checkbox: use equals true or false, or notEmpty`;
        else if (target.type === "number") wrong = typeof value === "number" ? null : `"${target.name}" is a number field: compare it with numbers`;
        else if (typeof value !== "string") wrong = `"${target.name}" takes text: compare it with strings`;
        else if ((target.type === "single_choice" || target.type === "multiple_choice") && !optionsOf(target).has(value.trim()))
          wrong = `"${value}" is not one of "${target.name}"'s options`;
        if (wrong) {
          problems.push({ path: at(tests[0]!), message: wrong });
          break;
        }
      }
    }
    if (field.required && field.requiredIf) problems.push({ path: [index, "requiredIf"], message: "requiredIf is for a field that is not always required: set required to false" });
    earlier.set(field.name, field);
  });
  return problems;
}
