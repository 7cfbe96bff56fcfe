/** An accepted emergency call (spec 3 section 3). */
export interface EmergencyCall {
  temp_appointment_id: string;
  date_time: string;
  patient: {
    name: string;
    /** 'SAU' for a citizen; null when unknown. */
    country_id?: string | null;
    date_of_birth?: string | null;
    national_id?: string | null;
  };
}
