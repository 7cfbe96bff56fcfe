// Moved to http/id-param.ts; kept until physician-write.service switches its import.
export { isSysId, paramOf, sysIdParam, SYS_ID_PATTERN } from '../http/id-param';
