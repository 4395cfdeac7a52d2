const WIDTH = 30;
const grouped = (n: number) => n.toLocaleString('en-IN');

function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** `[#########.....]  30%  3,00,000 / 10,00,000 products  12,000/s  ETA 0:58` */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * WIDTH);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const eta = rate > 0 ? duration((total - done) / rate) : '?';
  return `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${grouped(done)} / ${grouped(total)} products  ${grouped(Math.round(rate))}/s  ETA ${eta}`;
}

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * A progress bar on a terminal (redrawn in place), or a line every tenth of the way when the
 * output is a file or a pipe (a log without thousands of carriage returns).
 */
export function progressBar(stream: ProgressStream, now: () => number = Date.now) {
  const started = now();
  let lastTenth = 0;
  return (done: number, total: number) => {
    const line = progressLine(done, total, now() - started);
    if (stream.isTTY) {
      stream.write(`\r${line}${done >= total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((done / Math.max(total, 1)) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${line}\n`);
    }
  };
}
