/** A failure the backup commands print as it is, without a stack: what to do about it. */
export class BackupError extends Error {}
