import pino, { type Logger } from 'pino';

export function createLogger(options: { level?: string } = {}): Logger {
  return pino({ level: options.level ?? process.env.LOG_LEVEL ?? 'info', base: { service: 'abhyas' } });
}
