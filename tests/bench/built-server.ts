import { compileServer, type CompiledServer } from '../compiled-server';

let compiled: CompiledServer | null = null;

/**
 * What to run with node to start the server as production does: the server compiled to
 * JavaScript (`npm run serve`), compiled once per bench run from the source as it is now.
 */
export function builtServer(): string {
  if (!compiled) {
    compiled = compileServer('bench');
    process.once('exit', () => compiled?.remove());
  }
  return compiled.main;
}
