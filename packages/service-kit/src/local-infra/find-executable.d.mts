/** The path of an executable named `cmd` on PATH or in the sbin folders, or null. */
export declare function findExecutable(cmd: string): string | null;
