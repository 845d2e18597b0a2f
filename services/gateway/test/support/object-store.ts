import { Client } from 'minio';

/** Puts an object straight into the stack's S3 bucket, as a compromised or confused writer could. */
export async function putRawObject(env: Record<string, string>, key: string, body: string, contentType: string) {
  const url = new URL(env.S3_ENDPOINT);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: env.S3_ACCESS_KEY ?? 'S3RVER',
    secretKey: env.S3_SECRET_KEY ?? 'S3RVER',
    region: 'us-east-1',
    pathStyle: true,
  });
  const bucket = env.S3_BUCKET ?? 'flowershop-images';
  if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, 'us-east-1');
  await client.putObject(bucket, key, Buffer.from(body), undefined, { 'Content-Type': contentType });
}
