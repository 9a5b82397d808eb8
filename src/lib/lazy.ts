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
