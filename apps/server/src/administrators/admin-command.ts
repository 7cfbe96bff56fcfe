import { ROLES, type Role } from '@mk/contracts';
import { MESSAGES, messageText, staffUserCreateSchema, validateStaffPassword, type MessageDescriptor } from '@mk/validators';
import { ValidationError } from 'yup';
import { insertAudit } from '../audit/audit.repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { AccountLinkDelivery } from './account-link-delivery';
import { setPasswordWithLink } from './password.service';
import { createStaffAccount, type AuditSink } from './staff.service';

/*
 * `npm run admin -- create --email E --name N [--role ADMIN|PIC] [--password-stdin]` (issue 25): the
 * first administrator of a database, and any account when no ADMIN can sign in. The logic lives here
 * so it is tested on a real database; admin-cli.ts only opens the configured one and prints.
 */

export const ADMIN_USAGE = 'Usage: npm run admin -- create --email you@example.com --name "Your Name" [--role ADMIN|PIC] [--password-stdin]';

/** The line a server with no active ADMIN logs at start. */
export const NO_ADMIN_HINT = 'No active ADMIN account: create one with npm run admin -- create --email you@example.com --name "Your Name"';

/** A refusal the command prints as it is (exit code 1), without a stack. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

export interface CreateCommand {
  command: 'create';
  email: string;
  name: string;
  role: Role;
  passwordStdin: boolean;
}

/** Reads `create --email E --name N [--role R] [--password-stdin]`; anything else is a usage error. */
export function parseAdminArgs(argv: string[]): CreateCommand {
  const [command, ...rest] = argv;
  if (command !== 'create') throw new AdminCommandError(ADMIN_USAGE);
  const options: Record<string, string | true> = {};
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index];
    if (arg === '--password-stdin') options.passwordStdin = true;
    else if (['--email', '--name', '--role'].includes(arg) && rest[index + 1] !== undefined && !rest[index + 1].startsWith('--')) options[arg.slice(2)] = rest[++index];
    else throw new AdminCommandError(`Unknown or incomplete option ${arg}\n${ADMIN_USAGE}`);
  }
  const { email, name } = options;
  const role = (options.role ?? 'ADMIN') as string;
  if (typeof email !== 'string' || typeof name !== 'string') throw new AdminCommandError(`--email and --name are required\n${ADMIN_USAGE}`);
  if (!(ROLES as readonly string[]).includes(role)) throw new AdminCommandError(`--role must be one of ${ROLES.join(', ')}`);
  return { command, email, name, role: role as Role, passwordStdin: options.passwordStdin === true };
}

export interface AdminCommandContext {
  db: Db;
  /** The dashboard's origin: PUBLIC_URL, or http://localhost:PORT. */
  origin: string;
  /** Standard input, read only with --password-stdin. */
  readStdin: () => Promise<string>;
  now?: Date;
}

/** The command's audit records: no request and no signed-in actor, so `ip` says where they came from. */
const commandAudit: AuditSink = (tx, entry) =>
  insertAudit(tx, {
    actor_id: null,
    actor_role: null,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: 'admin-command',
  });

const text = (message: unknown) => (typeof message === 'object' && message !== null ? messageText(message as MessageDescriptor) : String(message));

/**
 * Runs the command and returns what it prints: the set-password link, or (with --password-stdin) a
 * line saying the account can sign in. A refused input (bad e-mail, duplicate, weak password) writes nothing.
 */
export async function runAdminCommand(argv: string[], context: AdminCommandContext): Promise<string> {
  const args = parseAdminArgs(argv);
  let input;
  try {
    input = await staffUserCreateSchema.validate({ name: args.name, email: args.email, role: args.role });
  } catch (error) {
    if (error instanceof ValidationError) throw new AdminCommandError(`${error.path}: ${text(error.errors[0])}`);
    throw error;
  }
  // The password is read and checked before anything is written.
  const password = args.passwordStdin ? (await context.readStdin()).replace(/\r?\n$/, '') : undefined;
  if (password !== undefined) {
    const problem = validateStaffPassword(password, input.email) ?? (password ? undefined : MESSAGES.required);
    if (problem) throw new AdminCommandError(`password: ${messageText(problem)}`);
  }
  let url = '';
  const keepLink: AccountLinkDelivery = { deliver: async (link) => (url = link.url) };
  const now = context.now ?? new Date();
  try {
    const created = await createStaffAccount({ db: context.db, now, audit: commandAudit, delivery: keepLink, origin: context.origin }, input);
    if (password === undefined) {
      return `Created ${input.role} ${input.email.toLowerCase()} (${created.sys_id}).\nSet-password link (one use, valid 24 hours):\n${url}`;
    }
    await setPasswordWithLink(context.db, commandAudit, new URL(url).searchParams.get('token')!, password, now);
    return `Created ${input.role} ${input.email.toLowerCase()} (${created.sys_id}); it can sign in with the password given.`;
  } catch (error) {
    if (error instanceof HttpError) throw new AdminCommandError(error.message);
    throw error;
  }
}
