import { Type, type Static } from '@sinclair/typebox';

/*
 * The facility approval API's replies (issue 25) as JSON Schema (TypeBox). The status calls answer with
 * the facility as its own read does (ClinicSchema, PharmacySchema, CenterSchema).
 */

const pending = (kind: string) => Type.Integer({ minimum: 0, description: `How many live ${kind} wait for approval` });

/** Reply of `GET administrator-read/pending-facilities` (ADMIN): how many of each wait for approval. */
export const PendingFacilityCountsSchema = Type.Object({ clinics: pending('clinics'), pharmacies: pending('pharmacies'), centers: pending('centers') });
export type PendingFacilityCounts = Static<typeof PendingFacilityCountsSchema>;
