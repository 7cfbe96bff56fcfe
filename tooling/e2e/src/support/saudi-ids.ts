/**
 * Valid, unique-per-run Saudi test identities. The checksum mirrors `passesNationalIdChecksum` in
 * @mk/validators (mod 10, Luhn style, digits at even positions doubled).
 */
function checksumDigit(first9: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const digit = Number(first9[i]);
    if (i % 2 === 0) sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
    else sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A national id (starting with 1) that passes the checksum; `serial` picks one of 10^8. */
export function nationalId(serial: number): string {
  const first9 = `1${String(serial % 1e8).padStart(8, '0')}`;
  return `${first9}${checksumDigit(first9)}`;
}

/** A Saudi mobile number '05XXXXXXXX'; `serial` picks one of 10^8. */
export function mobile(serial: number): string {
  return `05${String(serial % 1e8).padStart(8, '0')}`;
}

/** A serial that differs between runs, for ids the seed cannot already hold. */
export const runSerial = () => Number(String(Date.now()).slice(-7)) * 10 + Math.floor(Math.random() * 10);
