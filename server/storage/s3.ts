// Documents' bytes in an S3-compatible bucket (STORAGE_URL=s3://bucket/prefix, with S3_ENDPOINT,
// S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): one object per key under the prefix, path-style
// URLs (MinIO, Ceph, R2 and AWS all take them), each request signed (SigV4) by aws4fetch, which is
// loaded only when this driver is configured.
import { checkedKey, type DocumentStorage } from './storage';

export interface S3Settings {
  bucket: string;
  /** Keys are stored under it; '' or ending with '/'. */
  prefix: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** STORAGE_URL's bucket and prefix: s3://bucket or s3://bucket/some/prefix. */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must be s3://bucket[/prefix], not "${url}"`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

export async function s3Storage(settings: S3Settings): Promise<DocumentStorage> {
  const { AwsClient } = await import('aws4fetch');
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`;
  const objectUrl = (key: string) => `${bucketUrl}/${settings.prefix}${key}`;
  const refuse = async (response: Response, what: string): Promise<never> => {
    throw new Error(`S3 ${what}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  };
  const remove = async (objectKey: string) => {
    const response = await client.fetch(`${bucketUrl}/${objectKey}`, { method: 'DELETE' });
    if (!response.ok && response.status !== 404) await refuse(response, `delete ${objectKey}`);
  };
  return {
    name: `s3 ${settings.bucket}/${settings.prefix}`,
    async put(key, bytes) {
      const response = await client.fetch(objectUrl(checkedKey(key)), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) await refuse(response, `put ${key}`);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(checkedKey(key)));
      if (response.status === 404) return null;
      if (!response.ok) await refuse(response, `get ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      await remove(`${settings.prefix}${checkedKey(key)}`);
    },
  };
}
