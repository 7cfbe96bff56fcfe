import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { StaffUserCreate, StaffUserUpdate, StaffUserCreated, UserStatus } from '@mk/contracts';
import { validateStaffPassword } from '@mk/validators';
import type { AuditEntry } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import type { Db, DbOrTx } from '../db/database';
import { administrators } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { validationError } from '../http/validate';
import type { AccountLinkDelivery, AccountLinkReason } from './account-link-delivery';
import { endUnusedLinks, issueLink, setPasswordUrl } from './set-password-links';
import {
  FACILITY_KIND_NAMES,
  FACILITY_KINDS,
  facilityIdsOf,
  findAccount,
  lockActiveAdmins,
  replaceFacilities,
  unknownFacilityIds,
  type FacilityIds,
  type FacilityKind,
} from './staff.repository';

/** Records one audit entry in the write's transaction (the request's recordAudit, or the admin command's own). */
export type AuditSink = (tx: DbOrTx, entry: AuditEntry) => Promise<void>;

/** What a staff write needs besides its input: the clock, the audit, and where links go. */
export interface StaffContext {
  db: Db;
  now: Date;
  audit: AuditSink;
  delivery: AccountLinkDelivery;
  /** The dashboard's origin (PUBLIC_URL): links are built on it. */
  origin: string;
}

export type StaffAccountInput = StaffUserCreate;

export type StaffAccountChanges = StaffUserUpdate;

const ID_FIELDS: Record<FacilityKind, 'clinic_ids' | 'pharmacy_ids' | 'center_ids'> = {
  clinics: 'clinic_ids',
  pharmacies: 'pharmacy_ids',
  centers: 'center_ids',
};

/** The facility lists a body names (each without repeats, lower case); a kind it leaves out is absent. */
function namedFacilities(body: Partial<Pick<StaffAccountInput, 'clinic_ids' | 'pharmacy_ids' | 'center_ids'>>): Partial<FacilityIds> {
  const named: Partial<FacilityIds> = {};
  for (const kind of FACILITY_KIND_NAMES) {
    const ids = body[ID_FIELDS[kind]];
    if (ids !== undefined) named[kind] = [...new Set(ids.map((id) => id.toLowerCase()))];
  }
  return named;
}

/** Refuses lists naming a facility that does not exist (400, before anything is written). */
async function assertFacilitiesExist(db: DbOrTx, named: Partial<FacilityIds>): Promise<void> {
  for (const kind of FACILITY_KIND_NAMES) {
    const [unknown] = await unknownFacilityIds(db, kind, named[kind] ?? []);
    if (unknown) throw new BadRequestError(apiError('staff.facility_not_found', { type: FACILITY_KINDS[kind].type, id: unknown }));
  }
}

const assignsAny = (named: Partial<FacilityIds>) => FACILITY_KIND_NAMES.some((kind) => (named[kind]?.length ?? 0) > 0);

/** The account as its audit records show it: never a hash or a token. */
async function auditView(db: DbOrTx, sysId: string) {
  const row = await findAccount(db, sysId);
  if (!row) return null;
  const facilities = await facilityIdsOf(db, sysId);
  return { name: row.name, email: row.email, role: row.role, status: row.status, clinic_ids: facilities.clinics, pharmacy_ids: facilities.pharmacies, center_ids: facilities.centers };
}

/** A hash of 32 random bytes nobody knows: the account has no usable password until its link is used. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

async function deliverLink(context: StaffContext, account: { email: string; name: string }, token: string, reason: AccountLinkReason): Promise<string> {
  const url = setPasswordUrl(context.origin, token);
  return (await context.delivery.deliver({ email: account.email, name: account.name, url, reason })) ?? '';
}

/**
 * Creates an account with no usable password and a set-password link; a PIC's facility lists make
 * them those facilities' person in charge. The e-mail is unique whatever its case (409).
 */
export async function createStaffAccount(context: StaffContext, input: StaffAccountInput): Promise<StaffUserCreated> {
  const email = input.email.trim().toLowerCase();
  const named = namedFacilities(input);
  if (input.role !== 'PIC' && assignsAny(named)) throw new BadRequestError(apiError('staff.facilities_pic_only'));
  const passwordHash = await unusablePasswordHash();
  try {
    const { sys_id, token } = await context.db.transaction(async (tx) => {
      await assertFacilitiesExist(tx, named);
      const [row] = await tx
        .insert(administrators)
        .values({ name: input.name, email, role: input.role, password_hash: passwordHash })
        .returning({ sys_id: administrators.sys_id });
      for (const kind of FACILITY_KIND_NAMES) if (named[kind]?.length) await replaceFacilities(tx, kind, row.sys_id, named[kind]);
      const linkToken = await issueLink(tx, row.sys_id, context.now);
      await context.audit(tx, { action: 'create', entityType: 'administrator', entityId: row.sys_id, after: await auditView(tx, row.sys_id) });
      return { sys_id: row.sys_id, token: linkToken };
    });
    return { sys_id, set_password_url: await deliverLink(context, { email, name: input.name }, token, 'new_account') };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(apiError('staff.email_taken'));
    throw error;
  }
}

const LAST_ADMIN = () => new ConflictError(apiError('staff.last_admin'));

/** Refuses (409) when `sysId` is the only active ADMIN; locks the active ADMINs until the transaction ends. */
async function assertNotLastAdmin(tx: DbOrTx, sysId: string): Promise<void> {
  const active = await lockActiveAdmins(tx);
  if (active.length === 1 && active[0] === sysId) throw LAST_ADMIN();
}

async function accountOrNotFound(tx: DbOrTx, sysId: string) {
  const row = await findAccount(tx, sysId);
  if (!row) throw new NotFoundError(apiError('staff.not_found'));
  return row;
}

/** Name, role and facility lists (a list replaces the user's set). Demoting the last active ADMIN is refused. */
export async function updateStaffAccount(context: StaffContext, sysId: string, changes: StaffAccountChanges): Promise<{ roleChanged: boolean }> {
  const named = namedFacilities(changes);
  return context.db.transaction(async (tx) => {
    const row = await accountOrNotFound(tx, sysId);
    const role = changes.role ?? row.role;
    if (role !== 'PIC' && assignsAny(named)) throw new BadRequestError(apiError('staff.facilities_pic_only'));
    const roleChanged = role !== row.role;
    if (roleChanged && row.role === 'ADMIN' && row.status === 'active') await assertNotLastAdmin(tx, sysId);
    await assertFacilitiesExist(tx, named);
    const before = await auditView(tx, sysId);
    const fields = { ...(changes.name !== undefined && { name: changes.name }), ...(roleChanged && { role }) };
    if (Object.keys(fields).length) await tx.update(administrators).set(fields).where(eq(administrators.sys_id, sysId));
    for (const kind of FACILITY_KIND_NAMES) if (named[kind]) await replaceFacilities(tx, kind, sysId, named[kind]);
    await context.audit(tx, { action: 'update', entityType: 'administrator', entityId: sysId, before, after: await auditView(tx, sysId) });
    return { roleChanged };
  });
}

/**
 * Disables or enables an account. Disabling ends every token it holds (token_version) and its
 * unused set-password links, and is refused for the last active ADMIN; enabling revives no old token.
 */
/** Disables or enables an account; false when it already had that status (nothing written, nothing audited). */
export async function setStaffStatus(context: StaffContext, sysId: string, status: UserStatus): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const row = await accountOrNotFound(tx, sysId);
    if (row.status === status) return false;
    if (status === 'disabled' && row.role === 'ADMIN') await assertNotLastAdmin(tx, sysId);
    const before = await auditView(tx, sysId);
    await tx
      .update(administrators)
      .set({ status, ...(status === 'disabled' && { token_version: sql`${administrators.token_version} + 1` }) })
      .where(eq(administrators.sys_id, sysId));
    if (status === 'disabled') await endUnusedLinks(tx, sysId, context.now);
    await context.audit(tx, { action: status === 'disabled' ? 'disable' : 'enable', entityType: 'administrator', entityId: sysId, before, after: await auditView(tx, sysId) });
    return true;
  });
}

/** A new set-password link for the user; earlier unused links end. The password stays until the link is used. */
export async function resetStaffPassword(context: StaffContext, sysId: string): Promise<string> {
  const { token, account } = await context.db.transaction(async (tx) => {
    const row = await accountOrNotFound(tx, sysId);
    const linkToken = await issueLink(tx, sysId, context.now);
    await context.audit(tx, { action: 'password_reset', entityType: 'administrator', entityId: sysId, after: { email: row.email, link_hours: 24 } });
    return { token: linkToken, account: row };
  });
  return deliverLink(context, account, token, 'password_reset');
}

/** The staff password rule with the account's e-mail, as a 400 naming the rule's message. */
export function assertStaffPassword(password: string, email: string): void {
  const problem = validateStaffPassword(password, email);
  if (problem) throw validationError(problem);
}
