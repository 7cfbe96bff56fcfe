import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { useFormKit, type FieldOf } from './form-kit.context';

export interface FlagFieldProps<V> {
  /** A boolean field, or a name of your own when `checked` and `onChange` say what it means. */
  name: FieldOf<V, boolean> | (string & {});
  label: ReactNode;
  /** For a box standing for several flags (Online Consultation: audio, text and video). */
  checked?: boolean;
  indeterminate?: boolean;
  /** For a change that sets other fields too; by default the flag alone is set. */
  onChange?: (checked: boolean) => void;
}

/** A checkbox bound to a boolean field; its label is its accessible name. */
export function FlagField<V>({ name, label, checked, indeterminate, onChange }: FlagFieldProps<V>) {
  const { formik, fieldId } = useFormKit<V>();
  const value = checked ?? Boolean((formik.values as Record<string, unknown>)[name]);
  return (
    <Checkbox
      id={fieldId(name)}
      name={name}
      checked={value}
      indeterminate={indeterminate}
      onChange={(event) => (onChange ? onChange(event.target.checked) : void formik.setFieldValue(name, event.target.checked))}
    >
      {label}
    </Checkbox>
  );
}

/** `flag` set to `on`; when that leaves every flag of `group` off, the next one is turned on. */
export function keepOneOn<T extends object>(values: T, group: ReadonlyArray<keyof T>, flag: keyof T, on: boolean): T {
  const next = { ...values, [flag]: on } as T;
  if (!on && group.every((name) => !next[name])) {
    const other = group[(group.indexOf(flag) + 1) % group.length];
    (next as Record<keyof T, unknown>)[other] = true;
  }
  return next;
}

export interface AtLeastOneFlagsProps<V> {
  /** The flags of which one at least stays on (online and in-clinic payment). */
  flags: ReadonlyArray<{ name: FieldOf<V, boolean>; label: ReactNode }>;
}

/** Switches of which one is always on: turning off the last one turns the next one on. */
export function AtLeastOneFlags<V>({ flags }: AtLeastOneFlagsProps<V>) {
  const { formik } = useFormKit<V>();
  const names = flags.map((flag) => flag.name as keyof V);
  return (
    <FlagList>
      {flags.map((flag) => (
        <FlagField<V>
          key={flag.name}
          name={flag.name}
          label={flag.label}
          onChange={(on) => void formik.setValues(keepOneOn(formik.values as V & object, names, flag.name as keyof V, on))}
        />
      ))}
    </FlagList>
  );
}

/** Checkboxes one under the other. */
export function FlagList({ children, indent }: { children: ReactNode; indent?: boolean }) {
  return <div style={{ display: 'grid', justifyItems: 'start', gap: 8, paddingInlineStart: indent ? 24 : 0 }}>{children}</div>;
}
