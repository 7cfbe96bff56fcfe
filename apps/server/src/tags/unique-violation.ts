// Moved to db/unique-violation.ts; kept until the last importers (clinic and physician writes, kit/unique-clash) switch.
export { isUniqueViolation } from '../db/unique-violation';
