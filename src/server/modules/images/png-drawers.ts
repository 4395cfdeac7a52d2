import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * The worker's code, plain JavaScript so it runs however the server is started (tsx, a build).
 * It does the whole drawing, PNG encoding included: resvg's own `renderAsync` draws on libuv's
 * pool but leaves the encoding, about half the time, on the calling thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvg);
parentPort.on('message', ({ svg, options }) => {
  try {
    parentPort.postMessage({ png: new Resvg(svg, options).render().asPng() });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

const RESVG_ENTRY = createRequire(import.meta.url).resolve('@resvg/resvg-js');

type Answer = { png: Uint8Array } | { error: string };

/**
 * SVG to PNG in worker threads, off the event loop. One worker per drawing running at once, made
 * when first needed and kept for the next; callers bound how many run at once (ConcurrencyLimit),
 * and so how many workers there are.
 */
export class PngDrawers {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private closed = false;

  async draw(svg: string, options: ResvgRenderOptions): Promise<Buffer> {
    if (this.closed) throw new Error('The PNG drawers are closed');
    const worker = this.idle.pop() ?? this.start();
    const answer = await new Promise<Answer>((resolve, reject) => {
      const answered = (message: Answer) => {
        worker.off('error', failed).off('exit', failed);
        resolve(message);
      };
      const failed = (error: unknown) => {
        worker.off('message', answered).off('error', failed).off('exit', failed);
        this.all.delete(worker);
        void worker.terminate();
        reject(error instanceof Error ? error : new Error(`The PNG worker stopped: ${error}`));
      };
      worker.once('message', answered).once('error', failed).once('exit', failed);
      worker.postMessage({ svg, options });
    });
    if (this.all.has(worker)) this.idle.push(worker);
    if ('error' in answer) throw new Error(`The card could not be drawn: ${answer.error}`);
    return Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { resvg: RESVG_ENTRY } });
    // An idle worker never keeps the process alive; close() ends them with the server.
    worker.unref();
    // A worker that fails while idle is dropped (an 'error' with no listener would end the
    // process); one failing mid-drawing is reported to that drawing by draw().
    worker
      .on('error', () => {})
      .on('exit', () => {
        this.all.delete(worker);
        const at = this.idle.indexOf(worker);
        if (at >= 0) this.idle.splice(at, 1);
      });
    this.all.add(worker);
    return worker;
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
