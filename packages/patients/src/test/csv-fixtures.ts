// Valid test data for CSV files: national ids that pass the mod-10 checksum, Saudi mobiles.

/** A valid national id (starts with 1) or residence id (starts with 2) built around `n`. */
export function nationalIdFor(n: number, first: '1' | '2' = '1'): string {
  const body = `${first}${String(n).padStart(8, '0')}`;
  for (let check = 0; check <= 9; check++) {
    const id = `${body}${check}`;
    let sum = 0;
    for (let i = 0; i < id.length; i++) {
      const digit = Number(id[i]);
      sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
    }
    if (sum % 10 === 0) return id;
  }
  throw new Error('unreachable: one check digit always fits');
}

/** A Saudi mobile number (05XXXXXXXX) built around `n`. */
export const mobileFor = (n: number): string => `05${String(n).padStart(8, '0')}`;

/** CSV text of `count` valid patients with the header name,phone,national_id,date_of_birth. */
export function validCsv(count: number, lineBreak = '\n'): string {
  const lines = ['name,phone,national_id,date_of_birth'];
  for (let n = 0; n < count; n++) lines.push(`Patient ${n % 2 ? 'Ali' : 'Omar'},${mobileFor(n)},${nationalIdFor(n)},1990-01-15`);
  return lines.join(lineBreak) + lineBreak;
}
