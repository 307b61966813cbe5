import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Parses a dotenv file (KEY=value, # comments, optional quotes). */
function parseEnvFile(file) {
  if (!fs.existsSync(file)) return {};
  const out = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/);
    if (!m) continue;
    let value = m[2];
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    out[m[1]] = value;
  }
  return out;
}

/** Loads the operator's root .env into process.env without overriding what the shell already set. */
export function loadRootEnv(root) {
  for (const [k, v] of Object.entries(parseEnvFile(path.join(root, '.env')))) {
    if (process.env[k] === undefined) process.env[k] = v;
  }
}

const SECRET_KEYS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'SECOND_FACTOR_KEY'];
const secret = () => crypto.randomBytes(32).toString('base64');

/**
 * Strapi's secrets: taken from the environment when set (production), otherwise generated once into
 * the git-ignored cms/.env, so a fresh clone starts without any committed secret.
 */
export function ensureCmsSecrets(cmsDir) {
  const file = path.join(cmsDir, '.env');
  const existing = parseEnvFile(file);
  const missing = SECRET_KEYS.filter((k) => !process.env[k] && !existing[k]);
  if (missing.length === 0) return false;
  const lines = missing.map((k) => `${k}=${k === 'APP_KEYS' ? [secret(), secret(), secret(), secret()].join(',') : secret()}`);
  const header = fs.existsSync(file) ? '' : '# Generated on first start. Keep it secret; never commit it.\n';
  fs.appendFileSync(file, header + lines.join('\n') + '\n', { mode: 0o600 });
  return true;
}
