/** One medicine of a prescription. */
export interface PrescriptionMedicine {
  medicine_id?: string;
  generic_name: string;
  /** The generic name in Arabic, when known. */
  generic_name_ar?: string | null;
  strength_value?: string | number;
  strength_value_unit?: string;
  dosage_form?: string;
  note?: string;
  is_dispensed?: boolean;
}

/** A prescription (spec 2 section 3). */
export interface Prescription {
  sys_id?: string;
  patient_name: string;
  clinic_name: string;
  physician_name: string;
  /** The clinic's and the physician's Arabic names, when known (the Arabic reader's PDF uses them). */
  clinic_name_ar?: string;
  physician_name_ar?: string;
  /** When it was issued (ISO time). */
  issued_at?: string;
  medicines: PrescriptionMedicine[];
}
