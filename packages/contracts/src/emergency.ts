/** An accepted emergency call (spec 3 section 3). */
export interface EmergencyCall {
  temp_appointment_id: string;
  date_time: string;
  patient: {
    name: string;
    country_id?: string;
    date_of_birth?: string;
    national_id?: string;
  };
}
