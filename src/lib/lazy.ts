/**
 * Loading code on first use. After a deploy, the files an open tab would load next may be gone (Netlify's
 * atomic deploys remove old hashed files), or the network may drop one request: a failed load is tried once
 * more, then reported as a CodeLoadError, which the forms turn into a message with a reload action. A failure
 * is never cached: the next call tries again.
 */

/** The code a page needed could not be loaded, even on a second try. */
export class CodeLoadError extends Error {
  override readonly name = 'CodeLoadError';
}

/** Runs `importer` (a dynamic import), once more if it fails. */
export async function loadCode<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch {
    try {
      return await importer();
    } catch (error) {
      throw new CodeLoadError('The page could not load the code it needs.', { cause: error });
    }
  }
}

/** Whether an error means the page's code could not be loaded. */
export function isCodeLoadError(error: unknown): error is CodeLoadError {
  return error instanceof CodeLoadError;
}

/**
 * Lets `work` run on without waiting for it, and never leaves its rejection unhandled when code could not be
 * loaded: a CodeLoadError (a file gone after a deploy, or a load cut off because the page is going away, as a
 * redirect does) runs `onMissing` instead, nothing by default. Any other error is a bug and stays unhandled,
 * so the console still reports it.
 */
export function detach(work: Promise<unknown>, onMissing: () => void = () => undefined): void {
  work.catch((error: unknown) => {
    if (!isCodeLoadError(error)) throw error;
    onMissing();
  });
}

/** Loads code on first use (tried twice, as loadCode) and runs `run` with it, without waiting; see detach for a failed load. */
export function withCode<T>(importer: () => Promise<T>, run: (module: T) => unknown, onMissing?: () => void): void {
  detach(
    loadCode(importer).then((module) => run(module)),
    onMissing,
  );
}
