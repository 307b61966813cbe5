import type { ConfigEnv } from '../email/smtp';

/** What the upload plugin needs besides its provider: staff media's size limit and the image breakpoints. */
type UploadBase = { sizeLimit: number; breakpoints: Record<string, number> };

/** The S3 settings read from the S3_* variables, checked. */
type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the files are served from: `<publicUrl>/<key>` is each file's stored url. */
  publicUrl: string;
};

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, not "${value}".`);
  return url;
}

/**
 * The S3 settings when S3_BUCKET is set, else null (uploads stay in public/uploads). Throws, so the
 * server refuses to start, when the bucket is set without both keys or with a malformed URL.
 */
export function s3Settings(env: ConfigEnv): S3Settings | null {
  const bucket = env('S3_BUCKET', '').trim();
  if (!bucket) return null;
  const accessKeyId = env('S3_ACCESS_KEY_ID', '');
  const secretAccessKey = env('S3_SECRET_ACCESS_KEY', '');
  const missing = [!accessKeyId && 'S3_ACCESS_KEY_ID', !secretAccessKey && 'S3_SECRET_ACCESS_KEY'].filter(Boolean);
  if (missing.length) {
    throw new Error(`S3_BUCKET is set ("${bucket}") but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: set both keys of an account that may put and delete objects in the bucket, or unset S3_BUCKET to keep uploads in public/uploads.`);
  }
  const region = env('S3_REGION', '').trim() || 'us-east-1';
  const endpointRaw = env('S3_ENDPOINT', '').trim();
  const endpoint = endpointRaw ? httpUrl('S3_ENDPOINT', endpointRaw) : null;
  const forcePathStyle = env.bool('S3_FORCE_PATH_STYLE', false);
  const publicRaw = env('S3_PUBLIC_URL', '').trim();
  let publicUrl: string;
  if (publicRaw) publicUrl = httpUrl('S3_PUBLIC_URL', publicRaw).href;
  else if (endpoint && forcePathStyle) publicUrl = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}`;
  else if (endpoint) publicUrl = `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  else publicUrl = `https://${bucket}.s3.${region}.amazonaws.com`;
  return {
    bucket,
    region,
    endpoint: endpoint ? endpoint.href.replace(/\/+$/, '') : null,
    forcePathStyle,
    accessKeyId,
    secretAccessKey,
    publicUrl: publicUrl.replace(/\/+$/, ''),
  };
}

/** The origin the browser loads uploaded files from when they are on S3 (for the CSP), else null: they are on this site. */
export function uploadsOrigin(env: ConfigEnv): string | null {
  const s3 = s3Settings(env);
  return s3 ? new URL(s3.publicUrl).origin : null;
}

/**
 * The upload plugin's config, chosen once at start: the aws-s3 provider (any S3-compatible store)
 * when S3_BUCKET is set, otherwise the local provider writing to public/uploads. On S3 each file's
 * url is absolute (`<S3_PUBLIC_URL or the bucket's address>/<hash><ext>`); locally it is '/uploads/…'.
 */
export function uploadPluginConfig(env: ConfigEnv, base: UploadBase) {
  const s3 = s3Settings(env);
  if (!s3) return { ...base, provider: 'local' };
  return {
    ...base,
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: s3.publicUrl,
      s3Options: {
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        // No ACL header: buckets made since 2023 refuse ACLs; the files are public through the
        // bucket's policy or a CDN (docs/operations.md, "Uploads on S3"). The key is present so the provider adds none.
        params: { Bucket: s3.bucket, ACL: undefined },
      },
    },
  };
}
