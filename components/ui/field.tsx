/**
 * One form field's frame, the one rule for every form (Pages, sign-in, the
 * OAuth consent, the operator console): the label (htmlFor the control), an
 * optional hint, the control and the field's own error message beside it.
 * The control is described by what else it needs read (`describe`), the
 * hint and the error, in that order (aria-describedby), and is invalid
 * (aria-invalid) while there is an error: the control is a function that
 * receives those attributes. No hooks: it renders in server components too.
 */

/** What the control gets from its field: spread it on the input, select or textarea. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

const LABEL = "font-medium";
const HINT = "text-sm text-stone-600";
const ERROR = "text-sm text-red-700";

/** The ids that describe a control, those given left out; undefined when none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** A field's own message, beside it (the form's ErrorSummary links to the field too). */
export function FieldError({ id, message, className = ERROR }: { id: string; message?: string | null; className?: string }) {
  return message ? (
    <p id={id} className={className}>
      {message}
    </p>
  ) : null;
}

/** Text that helps fill a field in, under its label or its control (the control names it in aria-describedby). */
export function FieldHint({ id, className = HINT, children }: { id: string; className?: string; children?: React.ReactNode }) {
  return children ? (
    <p id={id} className={className}>
      {children}
    </p>
  ) : null;
}

/** The asterisk after a required field's label (the control says `required` to assistive technology). */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}

export interface FormFieldProps {
  /** The control's id. */
  id: string;
  label: React.ReactNode;
  /** Show the required mark after the label (a stacked field's). */
  required?: boolean;
  hint?: React.ReactNode;
  /** Default `<id>-hint`. */
  hintId?: string;
  error?: string | null;
  /** Default `<id>-error`. */
  errorId?: string;
  /** Ids of other text that describes the control, read before the hint (rendered by the control). */
  describe?: string[];
  /**
   * "stacked" (the default): label, hint, control, error (see hintAt, errorAt). "inline": the
   * label wraps the control and its text (a checkbox; no required mark), then the hint and error.
   */
  layout?: "stacked" | "inline";
  /** Where the hint (default above) and the error (default below) stand against the control in a stacked field. */
  hintAt?: "above" | "below";
  errorAt?: "above" | "below";
  /** The wrapper's class; without it the parts are the parent's children. */
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  errorClassName?: string;
  children: (control: ControlProps) => React.ReactNode;
}

export function FormField(props: FormFieldProps) {
  const { id, label, hint, error, layout = "stacked", hintAt = "above", errorAt = "below", className, children } = props;
  const hintId = props.hintId ?? `${id}-hint`;
  const errorId = props.errorId ?? `${id}-error`;
  const control = children({
    id,
    "aria-describedby": describedBy(...(props.describe ?? []), hint ? hintId : null, error ? errorId : null),
    "aria-invalid": error ? true : undefined,
  });
  const hintText = <FieldHint id={hintId} className={props.hintClassName}>{hint}</FieldHint>;
  const errorText = <FieldError id={errorId} message={error} className={props.errorClassName} />;
  const parts =
    layout === "inline" ? (
      <>
        <label className={props.labelClassName ?? "flex items-center gap-2"}>
          {control}
          {label}
        </label>
        {hintText}
        {errorText}
      </>
    ) : (
      <>
        <label htmlFor={id} className={props.labelClassName ?? LABEL}>
          {label}
          <RequiredMark required={props.required} />
        </label>
        {hintAt === "above" ? hintText : null}
        {errorAt === "above" ? errorText : null}
        {control}
        {hintAt === "below" ? hintText : null}
        {errorAt === "below" ? errorText : null}
      </>
    );
  return className ? <div className={className}>{parts}</div> : parts;
}
