import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError, detach, loadCode, withCode } from './lazy';

/** The rejections nobody handled while `run` ran (and a turn of the event loop after it). */
async function unhandledDuring(run: () => void): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    run();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

const cutOff = () => Promise.reject(new TypeError('error loading dynamically imported module'));

describe('code loaded on first use', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tries a failed load once more, then says CodeLoadError', async () => {
    const importer = vi.fn(cutOff);
    await expect(loadCode(importer)).rejects.toBeInstanceOf(CodeLoadError);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('withCode runs with the module once it loads', async () => {
    const run = vi.fn();
    withCode(() => Promise.resolve({ answer: 42 }), run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith({ answer: 42 }));
  });

  // The Firefox defect: the header's code, cut off by /payment's redirect, ended in an unhandled rejection.
  it('withCode leaves no rejection unhandled when the code cannot be loaded, and runs onMissing instead', async () => {
    const run = vi.fn();
    const onMissing = vi.fn();
    expect(await unhandledDuring(() => withCode(cutOff, run, onMissing))).toEqual([]);
    expect(run).not.toHaveBeenCalled();
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('detach swallows nothing but a failed load: a bug in the work stays unhandled, for the console to report', async () => {
    const bug = new Error('a bug');
    expect(await unhandledDuring(() => detach(Promise.reject(new CodeLoadError('gone'))))).toEqual([]);
    expect(await unhandledDuring(() => detach(Promise.reject(bug)))).toEqual([bug]);
  });
});
