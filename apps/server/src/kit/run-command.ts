/** Runs a command-line entry (`npm run admin`, `npm run move-uploads`): exits with its code, or 1 after printing what it threw. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
