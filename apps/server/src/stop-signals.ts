export type StopHandler = (signal: NodeJS.Signals) => void;

export interface StopSignals {
  /** From now on SIGTERM and SIGINT no longer end the process at once: they wait for `onStop`. */
  listen(): void;
  /** Hands every stop signal to `handler`, one that came while waiting first. */
  onStop(handler: StopHandler): void;
}

/**
 * SIGTERM and SIGINT heard by one listener that stays for the rest of the process's life.
 * Swapping listeners instead (one that keeps the signal while starting, then the shutdown) loses
 * a signal caught just before the swap: libuv hands a caught signal to the listener that was
 * there when it came, and a listener removed meanwhile drops it. The server then ran on, stopped
 * by nobody, until its supervisor killed it and left its embedded PostgreSQL behind.
 */
export function stopSignals(): StopSignals {
  let kept: NodeJS.Signals | undefined;
  let handler: StopHandler | undefined;
  const heard = (signal: NodeJS.Signals) => {
    if (handler) handler(signal);
    else kept = signal;
  };
  return {
    listen() {
      process.on('SIGTERM', heard);
      process.on('SIGINT', heard);
    },
    onStop(stop) {
      handler = stop;
      if (kept) stop(kept);
    },
  };
}
