/** Why a file was refused (spec 1 section 5). */
export type FileRejectionReason = 'type' | 'size' | 'no_multiple';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileRules {
  /** Comma-separated or listed: a wildcard (`image/*`), an extension (`.csv`) or an exact MIME type. */
  accept?: string | readonly string[];
  /** Largest size in bytes. */
  maxSize?: number;
  multiple?: boolean;
}

const acceptTokens = (accept: FileRules['accept']): string[] =>
  (typeof accept === 'string' ? accept.split(',') : [...(accept ?? [])])
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

/** The `accept` attribute of the file input, so the chooser offers the same files the drop accepts. */
export const acceptAttribute = (accept: FileRules['accept']): string | undefined => {
  const tokens = acceptTokens(accept);
  return tokens.length > 0 ? tokens.join(',') : undefined;
};

/**
 * True when the file matches one of the accepted types; every file matches when none is given.
 * acceptsFile(photo.png as image/png, 'image/*') and acceptsFile(data.CSV, '.csv') hold;
 * acceptsFile(notes.txt as text/plain, 'text/csv') does not.
 */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept?: FileRules['accept']): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * Splits newly offered files into the accepted and the refused. Checks run in the order type, size,
 * then count: without `multiple`, only one file may be held, so a file offered when one is already
 * chosen (or the second of one drop) is refused as 'no_multiple'.
 */
export function sortFiles(
  offered: readonly File[],
  rules: FileRules,
  alreadyChosen = 0,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of offered) {
    if (!acceptsFile(file, rules.accept)) rejected.push({ file, reason: 'type' });
    else if (rules.maxSize !== undefined && file.size > rules.maxSize) rejected.push({ file, reason: 'size' });
    else if (!rules.multiple && alreadyChosen + accepted.length >= 1) rejected.push({ file, reason: 'no_multiple' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
