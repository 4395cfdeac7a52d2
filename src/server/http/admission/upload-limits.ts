import { HeldPerKey } from './per-key';

/** Why an upload was not let in: the instance has too many in flight, or the shopper has. */
export type UploadRefusal = 'instance' | 'shopper';

/**
 * Uploads in flight, per instance and per shopper. Each holds a connection, a file handle and a
 * file being written until it is stored; the caps keep a few shoppers (or one with many tabs)
 * from taking them all, and keep the disk and memory they cost bounded.
 */
export class UploadLimits {
  private total = 0;
  private readonly perShopper = new HeldPerKey();

  constructor(
    readonly maxPerInstance: number,
    readonly maxPerShopper: number,
  ) {}

  /** Lets one upload of `shopperId` in (answering its release) or says why not. */
  enter(shopperId: string): { release: () => void } | { refused: UploadRefusal } {
    if (this.perShopper.held(shopperId) >= this.maxPerShopper) return { refused: 'shopper' };
    if (this.total >= this.maxPerInstance) return { refused: 'instance' };
    this.total++;
    const releaseShopper = this.perShopper.hold(shopperId);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        releaseShopper();
      },
    };
  }
}
