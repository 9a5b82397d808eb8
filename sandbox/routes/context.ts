/** What a handler of the sandbox API sees of a request, and what it answers. */
import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxConfig } from '../config.ts';
import type { Reply } from '../http.ts';
import type { SandboxState } from '../state.ts';

/** Everything a handler sees of a request. */
export interface Context {
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
  /** The parsed body; {} when there was none. */
  readonly body: Record<string, unknown>;
  /** The route pattern's capture groups. */
  readonly params: readonly string[];
  readonly state: SandboxState;
  readonly config: SandboxConfig;
}

export type Handler = (context: Context) => Reply | Promise<Reply>;

export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Matched against the whole path. */
  readonly pattern: RegExp;
  readonly handler: Handler;
}
