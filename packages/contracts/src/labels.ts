/** An English and an Arabic label for one enumeration value. */
export interface Label {
  en: string;
  ar: string;
}

export type LabelMap<T extends string | number> = Record<T, Label>;
