import type { Core } from '@strapi/strapi';

const LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'];
/** Where a winston format puts the finished line (logform's MESSAGE symbol). */
const MESSAGE = Symbol.for('message');

type LogInfo = { level: string; message: unknown; stack?: unknown; [key: string | symbol]: unknown };

/** One JSON object per line: time, level, message (an error's stack with it) and any other fields. */
const jsonLines = {
  transform(info: LogInfo) {
    const { level, message, stack, ...fields } = info;
    // Fields first: a field of the same name (some Strapi messages carry a numeric timestamp) cannot replace these.
    const line = { ...fields, timestamp: new Date().toISOString(), level, message: String(message), ...(stack ? { stack: String(stack) } : {}) };
    try {
      info[MESSAGE] = JSON.stringify(line);
    } catch {
      // A field that cannot be serialised (a cycle) must not cost the line itself.
      info[MESSAGE] = JSON.stringify({ timestamp: line.timestamp, level, message: line.message });
    }
    return info;
  },
};

/**
 * The server log. Quiet by default: errors, warnings and start-up (info). LOG_REQUESTS=true adds one
 * line per request (Strapi's request logger writes at the 'http' level); LOG_LEVEL sets the level
 * outright. JSON lines in production (for a log collector), or LOG_FORMAT=json|pretty; 'pretty' is
 * Strapi's own coloured format.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const level = env('LOG_LEVEL', '') || (env.bool('LOG_REQUESTS', false) ? 'http' : 'info');
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${level}").`);
  const format = env('LOG_FORMAT', '') || (env('NODE_ENV') === 'production' ? 'json' : 'pretty');
  if (format !== 'json' && format !== 'pretty') throw new Error(`LOG_FORMAT must be json or pretty (got "${format}").`);
  return format === 'json' ? { level, format: jsonLines } : { level };
};
